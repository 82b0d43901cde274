import { queryOptions } from '@tanstack/react-query';
import type { CashOutItem, CashOutPageQuery, Page } from '../contracts/cash-out';
import { apiGet } from '../client';
import { cashOutKeys } from './keys';

/** The member's own cash-outs, newest first, each with its history (GET /api/user/cash/out/page). */
export const getCashOuts = (query: CashOutPageQuery) => apiGet<Page<CashOutItem>>('/api/user/cash/out/page', { ...query });
export const cashOutsQueryOptions = (query: CashOutPageQuery) =>
  queryOptions({ queryKey: cashOutKeys.page(query), queryFn: () => getCashOuts(query) });
