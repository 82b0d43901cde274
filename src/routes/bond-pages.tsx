import { bondConfirmSearch, bondPaySearch, marketSideSearch } from '../features/site/search-schemas';
import { lazyComponent } from './lazy-component';
import { idPage, noSearch, page, type RoutePage } from './page';

const BondOffersPage = lazyComponent(() => import('../features/bonds/bond-offers-page').then((m) => m.BondOffersPage));
const BondOfferPage = lazyComponent(() => import('../features/bonds/bond-offer-page').then((m) => m.BondOfferPage));
const BondConfirmPage = lazyComponent(() => import('../features/bonds/bond-confirm-page').then((m) => m.BondConfirmPage));
const BondPayPage = lazyComponent(() => import('../features/bonds/bond-pay-page').then((m) => m.BondPayPage));
const BondDealPage = lazyComponent(() => import('../features/bonds/bond-deal-page').then((m) => m.BondDealPage));
const BondPublishPage = lazyComponent(() => import('../features/bonds/bond-publish-page').then((m) => m.BondPublishPage));
const BondRepublishPage = lazyComponent(() => import('../features/bonds/bond-publish-page').then((m) => m.BondRepublishPage));

/**
 * Margin trading's public and taking pages (保证金交易, issue 29): /bond, its detail, confirm, pay, deal, publish. Pages
 * of one id are keyed by it, so another offer starts afresh (the quantity typed, the form).
 */
export const bondPages: Record<string, RoutePage> = {
  '/bond': page(marketSideSearch, () => <BondOffersPage />),
  '/bond/$id': idPage(noSearch, { render: (id) => <BondOfferPage key={id} id={id} /> }),
  '/bond/confirm/$id': idPage(bondConfirmSearch, { render: (id, { quantity }) => <BondConfirmPage key={id} id={id} quantity={quantity} /> }),
  '/bond-pay': page(bondPaySearch, ({ offer, quantity }) => <BondPayPage key={`${offer}:${quantity}`} offer={offer} quantity={quantity} />),
  '/bond-transaction/$id': idPage(noSearch, { render: (id) => <BondDealPage key={id} id={id} /> }),
  '/publish-bond': page(noSearch, () => <BondPublishPage />),
  '/republish-bond/$id': idPage(noSearch, { render: (id) => <BondRepublishPage key={id} id={id} /> }),
};
