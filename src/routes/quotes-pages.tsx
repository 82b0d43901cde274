import type { QueryClient } from '@tanstack/react-query';
import { startFirstData } from './first-data';
import { lazyComponent } from './lazy-component';
import { noSearch, page, type RoutePage } from './page';

const QuotesPage = lazyComponent(() => import('../features/quotes/quotes-page').then((m) => m.QuotesPage));

/**
 * Starts the page's code, the day's board and the room's messages, and waits for none (docs/adr/0038); their query
 * options come in a chunk of their own, not in the entry every page loads.
 */
function loadQuotes(queryClient: QueryClient): void {
  void QuotesPage.preload();
  void import('../api/quotes/quotes').then(({ immediateQuotesQueryOptions, roomMessagesQueryOptions }) => {
    startFirstData(queryClient, immediateQuotesQueryOptions(undefined));
    startFirstData(queryClient, roomMessagesQueryOptions());
  });
}

/** The quotes room (spec section 2: /quotes, opened in a window of its own). */
export const quotesPages: Record<string, RoutePage> = {
  '/quotes': { ...page(noSearch, () => <QuotesPage />), load: loadQuotes },
};
