import { useState } from 'react';
import type { PageRequest } from '../../api/trade/market';
import { pageSizes } from './pager';

/** A list's page and page size (spec section 9: default page 1, size 10); `restart` goes back to page 1 after a filter changes. */
export function usePaging() {
  const [page, setPage] = useState<PageRequest>({ pageNo: 1, pageSize: pageSizes[0] });
  return { page, setPage, restart: () => setPage((p) => ({ ...p, pageNo: 1 })) };
}
