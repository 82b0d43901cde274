import { watchDetailQueryOptions } from '../api/watch/get-watch-tasks';
import { lazyComponent } from './lazy-component';
import { idPage, noSearch, page, type RoutePage } from './page';

const WatchPage = lazyComponent(() => import('../features/watch/watch-page').then((m) => m.WatchPage));
const WatchDetailPage = lazyComponent(() => import('../features/watch/watch-detail-page').then((m) => m.WatchDetailPage));

/** The watch manager (盯盘, spec section 2: /person/watch and its child). */
export const watchPages: Record<string, RoutePage> = {
  '/person/watch': page(noSearch, () => <WatchPage />),
  '/person/watch/$id': idPage(noSearch, { render: (id) => <WatchDetailPage id={id} />, firstData: (id) => watchDetailQueryOptions(id), code: WatchDetailPage }),
};
