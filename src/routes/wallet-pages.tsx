import { walletLogSearch } from '../features/site/search-schemas';
import { lazyComponent } from './lazy-component';
import { noSearch, page, type RoutePage } from './page';

const AccountPage = lazyComponent(() => import('../features/wallet/account-page').then((m) => m.AccountPage));
const BeansPage = lazyComponent(() => import('../features/wallet/beans-page').then((m) => m.BeansPage));
const HandselPage = lazyComponent(() => import('../features/wallet/handsel-page').then((m) => m.HandselPage));

/** The personal centre's money pages (spec section 2: account; beans and its handsel, gold-bean gifting). */
export const walletPages: Record<string, RoutePage> = {
  '/person/account': page(walletLogSearch, () => <AccountPage />),
  '/person/beans': page(walletLogSearch, () => <BeansPage />),
  '/person/beans/handsel': page(noSearch, () => <HandselPage />),
};
