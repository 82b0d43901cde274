import { klineSearch } from '../features/site/kline-search';
import { lazyComponent } from './lazy-component';
import { page, type RoutePage } from './page';

const KlinePage = lazyComponent(() => import('../features/kline/kline-page').then((m) => m.KlinePage));

/**
 * The K-line on a page of its own (issue 28; spec section 2: /kline, no header or footer). Its loader starts the page's
 * code only: a loader is given no search, and the variety is the search's.
 */
export const klinePages: Record<string, RoutePage> = {
  '/kline': { ...page(klineSearch, (search) => <KlinePage productId={search.productId} interval={search.interval} />), load: () => void KlinePage.preload() },
};
