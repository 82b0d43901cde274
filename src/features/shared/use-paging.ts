import { useEffect, useState } from 'react';
import type { PageRequest } from '../../api/trade/market';
import { pageSizes } from './pager';

/** A list's page and page size (spec section 9: default page 1, size 10); `restart` goes back to page 1 after a filter changes. */
export function usePaging() {
  const [page, setPage] = useState<PageRequest>({ pageNo: 1, pageSize: pageSizes[0] });
  return { page, setPage, restart: () => setPage((p) => ({ ...p, pageNo: 1 })) };
}

/**
 * Back to the last page that has rows when the current one emptied (its last row was withdrawn, ended or moved to
 * another tab), instead of showing an empty page 3 of 2.
 */
export function useLastPageWithRows(page: PageRequest, setPage: (page: PageRequest) => void, data: { list: unknown[]; total: number } | undefined) {
  useEffect(() => {
    if (data && data.list.length === 0 && page.pageNo > 1) setPage({ ...page, pageNo: Math.max(1, Math.ceil(data.total / page.pageSize)) });
  }, [data, page, setPage]);
}
