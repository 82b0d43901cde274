import { autoMatchDetailSearch, autoMatchSearch } from '../features/site/automatch-search';
import { lazyComponent } from './lazy-component';
import { page, type RoutePage } from './page';

const AutoMatchPage = lazyComponent(() => import('../features/automatch/auto-match-page').then((m) => m.AutoMatchPage));
const AutoMatchDetailPage = lazyComponent(() => import('../features/automatch/auto-match-detail-page').then((m) => m.AutoMatchDetailPage));

/**
 * Auto-match (自动撮合, issue 28; spec section 2: /auto-match with its child detail). The loaders start the pages' code
 * only: their first data depends on the search (page, productId), which a loader is not given; the pages paint their
 * frames and fill in (docs/adr/0038).
 */
export const automatchPages: Record<string, RoutePage> = {
  '/auto-match': { ...page(autoMatchSearch, ({ tab }) => <AutoMatchPage tab={tab ?? 'orders'} />), load: () => void AutoMatchPage.preload() },
  '/auto-match/detail': {
    ...page(autoMatchDetailSearch, ({ productId }) => <AutoMatchDetailPage productId={productId} />),
    load: () => void AutoMatchDetailPage.preload(),
  },
};
