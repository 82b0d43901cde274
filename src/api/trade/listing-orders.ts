import { queryOptions } from '@tanstack/react-query';
import type { OrderSummary, Page } from '../contracts/trade';
import { apiRequest } from '../client';

/** The orders taken from one of my offers (POST /api/user/trade/order/list with tradeId). */
export const getListingOrders = (tradeId: number) =>
  apiRequest<Page<OrderSummary>>('/api/user/trade/order/list', { method: 'POST', query: { pageNo: 1, pageSize: 50 }, body: { tradeId } });
export const listingOrdersQuery = (tradeId: number) => queryOptions({ queryKey: ['orders', 'listing', tradeId], queryFn: () => getListingOrders(tradeId) });
