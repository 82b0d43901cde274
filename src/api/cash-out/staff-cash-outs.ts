import { queryOptions } from '@tanstack/react-query';
import type { CashOutPageQuery, CashOutQueueItem, CashOutReview, Page } from '../contracts/cash-out';
import { apiGet } from '../client';
import { cashOutKeys } from './keys';

const base = '/api/operator/cash-out';

/** The staff's queue (GET /api/operator/cash-out/page): those waiting to be paid first, the oldest first. */
export const getCashOutQueue = (query: CashOutPageQuery) => apiGet<Page<CashOutQueueItem>>(`${base}/page`, { ...query });
export const cashOutQueueQueryOptions = (query: CashOutPageQuery) =>
  queryOptions({ queryKey: cashOutKeys.queue(query), queryFn: () => getCashOutQueue(query) });

/** One cash-out with the whole account number, the member and the history (GET /api/operator/cash-out/{id}). */
export const getCashOutReview = (id: number) => apiGet<CashOutReview>(`${base}/${id}`);
export const cashOutReviewQueryOptions = (id: number) => queryOptions({ queryKey: cashOutKeys.review(id), queryFn: () => getCashOutReview(id) });
