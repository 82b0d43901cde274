import { queryOptions } from '@tanstack/react-query';
import type { OrderSummary, Page } from '../contracts/trade';
import { apiRequest } from '../client';
import type { PageRequest } from './market';
import { tradeKeys } from './keys';

/** The orders taken from one of my offers (POST /api/user/trade/order/list with tradeId). */
export const getListingOrders = (tradeId: number, page: PageRequest) =>
  apiRequest<Page<OrderSummary>>('/api/user/trade/order/list', { method: 'POST', query: { ...page }, body: { tradeId } });
export const listingOrdersQueryOptions = (tradeId: number, page: PageRequest) =>
  queryOptions({ queryKey: tradeKeys.listingOrders(tradeId, page), queryFn: () => getListingOrders(tradeId, page) });
