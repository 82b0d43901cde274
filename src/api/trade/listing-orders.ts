import { queryOptions } from '@tanstack/react-query';
import type { OrderSummary, Page } from '../contracts/trade';
import { apiRequest } from '../client';
import type { PageRequest } from './market';

/** The orders taken from one of my offers (POST /api/user/trade/order/list with tradeId). */
export const getListingOrders = (tradeId: number, page: PageRequest) =>
  apiRequest<Page<OrderSummary>>('/api/user/trade/order/list', { method: 'POST', query: { ...page }, body: { tradeId } });
export const listingOrdersQuery = (tradeId: number, page: PageRequest) =>
  queryOptions({ queryKey: ['orders', 'listing', tradeId, page], queryFn: () => getListingOrders(tradeId, page) });
