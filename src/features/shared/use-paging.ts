import { useSearch } from '@tanstack/react-router';
import { useCallback, useEffect, useMemo } from 'react';
import type { PageRequest } from '../../api/trade/market';
import { pageSizes } from './pager';
import { defaultPagingKeys, useSearchChange, type PagingKeys } from './use-list-search';

/**
 * A list's page and page size (spec section 9: default page 1, size 10), read from the URL where its route's schema
 * applied them (search-schemas.ts's `paging`: a route with a paged list declares its keys), so a reload keeps the page
 * and Back returns to the previous one. Page 1 and size 10 are left out of the URL. `restart` goes back to page 1 after a
 * filter that is not in the URL changed.
 */
export function usePaging(keys: PagingKeys = defaultPagingKeys) {
  const search: Record<string, unknown> = useSearch({ strict: false });
  const change = useSearchChange();
  const pageNo = search[keys.page];
  const pageSize = search[keys.size];
  const no = typeof pageNo === 'number' ? pageNo : 1;
  const size = typeof pageSize === 'number' ? pageSize : pageSizes[0];
  const page: PageRequest = useMemo(() => ({ pageNo: no, pageSize: size }), [no, size]);
  const setPage = useCallback(
    (next: PageRequest, options?: { replace?: boolean }) =>
      change({ [keys.page]: next.pageNo > 1 ? next.pageNo : undefined, [keys.size]: next.pageSize !== pageSizes[0] ? next.pageSize : undefined }, options),
    [change, keys.page, keys.size],
  );
  return { page, setPage, restart: () => change({ [keys.page]: undefined }) };
}

/**
 * Back to the last page that has rows when the current one emptied (its last row was withdrawn, ended or moved to
 * another tab), instead of showing an empty page 3 of 2. It replaces the empty page's entry: Back does not return to it.
 */
export function useLastPageWithRows(
  page: PageRequest,
  setPage: (page: PageRequest, options: { replace: boolean }) => void,
  data: { list: unknown[]; total: number } | undefined,
) {
  useEffect(() => {
    if (!data || data.list.length > 0) return;
    // Only ever backwards: while the last page loads, the empty page's answer is still the one on screen.
    const last = Math.max(1, Math.ceil(data.total / page.pageSize));
    if (last < page.pageNo) setPage({ ...page, pageNo: last }, { replace: true });
  }, [data, page, setPage]);
}
