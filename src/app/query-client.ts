import { QueryClient } from '@tanstack/react-query';

/**
 * How long fetched data counts as fresh. A route's loader starts its page's first data as the page mounts (or when a
 * link is hovered); without this the page's own query would fetch the same data again on mount once it had arrived. Changes
 * the app makes invalidate or replace their queries, which refetches regardless of this.
 */
export const freshForMs = 5_000;

/** The app's one QueryClient. The API client already shows errors, so queries do not retry behind the user's back. */
export function createQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false, staleTime: freshForMs } } });
}
