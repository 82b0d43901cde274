import { queryOptions } from '@tanstack/react-query';
import type { ProductOption, PublishRequest } from '../contracts/trade';
import { apiGet, apiPost } from '../client';
import { tradeKeys } from './keys';

/** Publishes a buy or sell offer, or edits one when `id` is given (POST /api/user/trade/edit). */
export const publishListing = (body: PublishRequest) => apiPost<{ id: number }>('/api/user/trade/edit', body);

/** Catalogue products matching a name or number, for the publish form's picker. */
export const productSearchQueryOptions = (keyword: string) =>
  queryOptions({
    queryKey: tradeKeys.productSearch(keyword),
    queryFn: () => apiGet<ProductOption[]>('/api/search/product/name/page', { keyword, pageSize: 50 }),
    staleTime: 5 * 60_000,
  });
