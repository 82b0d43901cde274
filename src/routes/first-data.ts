import type { EnsureQueryDataOptions, QueryClient, QueryKey } from '@tanstack/react-query';
import { ApiRequestError } from '../api/client';

/** What a page shows first: a query its route's loader puts in the cache before the page renders. */
export type FirstData<TData, TKey extends QueryKey> = EnsureQueryDataOptions<TData, Error, TData, TKey>;

/**
 * A route loader's fetch of its page's first data (TanStack kitchen-sink: `ensureQueryData` in the loader, the page
 * reading the same query). The server's answers (not found, refused, network down) are not route errors: the page
 * already says them in its own place from the same failed query, so they stay in the cache for it, and its query is
 * told not to ask again on mount (a second request and a second warning toast). Anything else is a bug or a broken
 * response and fails the route: its errorComponent shows, with 重试.
 */
export async function ensureFirstData<TData, TKey extends QueryKey>(queryClient: QueryClient, options: FirstData<TData, TKey>) {
  try {
    await queryClient.ensureQueryData(options);
  } catch (error) {
    if (!(error instanceof ApiRequestError)) throw error;
    queryClient.setQueryDefaults(options.queryKey, { retryOnMount: false });
  }
}
