import { cashOutReviewQueryOptions } from '../api/cash-out/staff-cash-outs';
import { cashOutQueueSearch, pagedSearch } from '../features/site/search-schemas';
import { lazyComponent } from './lazy-component';
import { idPage, noSearch, page, type RoutePage } from './page';

const WithdrawPage = lazyComponent(() => import('../features/cash-out/withdraw-page').then((m) => m.WithdrawPage));
const CashOutRecord = lazyComponent(() => import('../features/cash-out/cash-out-record').then((m) => m.CashOutRecord));
const OpenAccountPage = lazyComponent(() => import('../features/account-opening/open-account-page').then((m) => m.OpenAccountPage));
const CashOutQueue = lazyComponent(() => import('../features/staff/cash-out-queue').then((m) => m.CashOutQueue));
const CashOutReviewPage = lazyComponent(() => import('../features/staff/cash-out-review').then((m) => m.CashOutReviewPage));

/**
 * Cash-out, bank cards and account opening (issue 14; docs/adr/0027): the member's 提现 (with the card lists) and
 * 提现记录, 银行开户, and platform staff's cash-out queue and page (gated as every staff page is, in site-page.tsx).
 */
export const cashOutPages: Record<string, RoutePage> = {
  '/person/account/withdraw': page(noSearch, () => <WithdrawPage />),
  '/person/account/record': page(pagedSearch, () => <CashOutRecord />),
  '/person/open-account': page(noSearch, () => <OpenAccountPage />),
  '/staff/cash-outs': page(cashOutQueueSearch, () => <CashOutQueue />),
  '/staff/cash-outs/$id': idPage(noSearch, {
    render: (id) => <CashOutReviewPage key={id} id={id} />,
    firstData: cashOutReviewQueryOptions,
    code: CashOutReviewPage,
  }),
};
