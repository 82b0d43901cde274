import { queryOptions } from '@tanstack/react-query';
import type { Deal, Page } from '../contracts/trade';
import { apiRequest } from '../client';
import { tradeKeys } from './keys';

/** The latest completed deals on the platform, no names (POST /api/order/whole/list), of one product with productId. */
export const getRecentDeals = (productId: number | undefined, pageSize: number) =>
  apiRequest<Page<Deal>>('/api/order/whole/list', { method: 'POST', query: { pageNo: 1, pageSize }, body: { productId } });
export const recentDealsQueryOptions = (productId: number | undefined, pageSize: number) =>
  queryOptions({ queryKey: tradeKeys.recentDeals(productId ?? 'all', pageSize), queryFn: () => getRecentDeals(productId, pageSize) });
