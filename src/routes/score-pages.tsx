import { creditSearch, pagedSearch } from '../features/site/search-schemas';
import { lazyComponent } from './lazy-component';
import { page, type RoutePage } from './page';

const CreditLevel = lazyComponent(() => import('../features/scores/credit-level').then((m) => m.CreditLevel));
const MyPoints = lazyComponent(() => import('../features/scores/my-points').then((m) => m.MyPoints));
const MyCreditLines = lazyComponent(() => import('../features/credit/my-credit-lines').then((m) => m.MyCreditLines));

/** The personal centre's score pages (spec section 2: level, the credit rating; integral, points; credit, my credit lines). */
export const scorePages: Record<string, RoutePage> = {
  '/person/level': page(pagedSearch, () => <CreditLevel />),
  '/person/integral': page(pagedSearch, () => <MyPoints />),
  '/person/credit': page(creditSearch, () => <MyCreditLines />),
};
