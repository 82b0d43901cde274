import { pagedSearch } from '../features/site/search-schemas';
import { lazyComponent } from './lazy-component';
import { noSearch, page, type RoutePage } from './page';

const MySpread = lazyComponent(() => import('../features/promotion/my-spread').then((m) => m.MySpread));
const MyRecommendation = lazyComponent(() => import('../features/promotion/my-recommendation').then((m) => m.MyRecommendation));

/** The personal centre's promotion pages (spec section 2: spread, my invite link; recommendation, my referred members). */
export const promotionPages: Record<string, RoutePage> = {
  '/person/spread': page(noSearch, () => <MySpread />),
  '/person/recommendation': page(pagedSearch, () => <MyRecommendation />),
};
