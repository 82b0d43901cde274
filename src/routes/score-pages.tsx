import { lazyComponent } from './lazy-component';
import { noSearch, page, type Page } from './page';

const CreditLevel = lazyComponent(() => import('../features/scores/credit-level').then((m) => m.CreditLevel));
const MyPoints = lazyComponent(() => import('../features/scores/my-points').then((m) => m.MyPoints));
const MyCreditLines = lazyComponent(() => import('../features/credit/my-credit-lines').then((m) => m.MyCreditLines));

/** The personal centre's score pages (spec section 2: level, the credit rating; integral, points; credit, my credit lines). */
export const scorePages: Record<string, Page> = {
  '/person/level': page(noSearch, () => <CreditLevel />),
  '/person/integral': page(noSearch, () => <MyPoints />),
  '/person/credit': page(noSearch, () => <MyCreditLines />),
};
