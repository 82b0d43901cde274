import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { boardSearch } from '../features/site/search-schemas';
import { startFirstData, type FirstData } from './first-data';
import { lazyComponent } from './lazy-component';
import { noSearch, page, type RoutePage } from './page';

const HomePage = lazyComponent(() => import('../features/home/home-page').then((m) => m.HomePage));
const BoardPage = lazyComponent(() => import('../features/board/board-page').then((m) => m.BoardPage));

/**
 * The home page's loader: starts its code and the list of its blocks' queries (a chunk of their own, not in the
 * entry), then every block's first data as soon as that list is there. Nothing waits: the header and each block's
 * card paint at once and fill in as the calls answer; a call that fails says 暂无数据 with 重试 in its block.
 */
function loadHome(queryClient: QueryClient): void {
  void HomePage.preload();
  void import('../api/home/home-first-data').then(({ homeFirstQueries }) => {
    for (const query of homeFirstQueries()) startFirstData(queryClient, query as FirstData<unknown, QueryKey>);
  });
}

/** The home page and the rankings (issue 15). The VIP directory (/vip) is a membership page (membership-pages.tsx). */
export const homePages: Record<string, RoutePage> = {
  '/index': { ...page(noSearch, () => <HomePage />), load: loadHome },
  '/board': page(boardSearch, () => <BoardPage />),
};
