import type { FetchQueryOptions, QueryClient, QueryKey } from '@tanstack/react-query';

/** What a page shows first: a query its route's loader starts before the page renders. */
export type FirstData<TData, TKey extends QueryKey> = FetchQueryOptions<TData, Error, TData, TKey>;

/**
 * A route loader's start of its page's first data (TanStack kitchen-sink: the loader fetches, the page reads the same
 * query). The loader does not wait for it, nor for the page's code: TanStack presents a route only when its loader has
 * finished, and until then showed nothing at all, not even the header (issue 25: a first visit was blank for over a
 * second while the home page waited for its slowest block). Now the frame (header, title, each block's card) paints
 * at once and each part fills in as its data arrives, showing Loading until then (its DataBoundary, where it reads the
 * data with useSuspenseQuery). The page's query joins the fetch already under way, so
 * nothing is asked twice; a failure (refused, not found, network down, an answer the client cannot read) shows in
 * the page's own place, with 重试, where the same query reports it.
 */
export function startFirstData<TData, TKey extends QueryKey>(queryClient: QueryClient, options: FirstData<TData, TKey>): void {
  // A page that mounts after this fetch failed shows the failure with its own 重试 rather than asking again on mount
  // (a second request, a second warning toast). Set before the fetch starts: set after it, a page mounting in between
  // would already have asked again. The next visit's loader fetches again anyway, as a failed query has no data.
  queryClient.setQueryDefaults(options.queryKey, { retryOnMount: false });
  void queryClient.prefetchQuery(options);
}
