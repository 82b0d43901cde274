import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { ensureFirstData, type FirstData } from './first-data';
import { lazyComponent } from './lazy-component';
import { noSearch, page, type Page } from './page';

const HomePage = lazyComponent(() => import('../features/home/home-page').then((m) => m.HomePage));
const BoardPage = lazyComponent(() => import('../features/board/board-page').then((m) => m.BoardPage));

/**
 * The home page's loader: its code and the list of its blocks' queries (a chunk of their own, not in the entry), then
 * every block's first data at once, so the page shows whole. A call that fails stays failed in the cache for its
 * block, which says 暂无数据 with 重试; the other blocks show (first-data.ts).
 */
async function loadHome(queryClient: QueryClient): Promise<void> {
  const [{ homeFirstQueries }] = await Promise.all([import('../api/home/home-first-data'), HomePage.preload()]);
  await Promise.all(homeFirstQueries().map((query) => ensureFirstData(queryClient, query as FirstData<unknown, QueryKey>)));
}

/** The home page and the rankings (issue 15). The VIP directory (/vip) is a membership page (membership-pages.tsx). */
export const homePages: Record<string, Page> = {
  '/index': { ...page(noSearch, () => <HomePage />), load: loadHome },
  '/board': page(noSearch, () => <BoardPage />),
};
