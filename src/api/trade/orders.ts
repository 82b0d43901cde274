import { queryOptions } from '@tanstack/react-query';
import type { OrderDetail, OrderListRequest, OrderSummary, Page, Reason } from '../contracts/trade';
import { apiGet, apiRequest } from '../client';
import type { PageRequest } from './market';
import { tradeKeys } from './keys';

/** My orders' filters (POST /api/order/list), every one given. */
export type OrderFilter = Required<OrderListRequest>;

export const getOrders = (filter: OrderFilter, page: PageRequest) =>
  apiRequest<Page<OrderSummary>>('/api/order/list', { method: 'POST', query: { ...page }, body: filter });
export const ordersQueryOptions = (filter: OrderFilter, page: PageRequest) =>
  queryOptions({ queryKey: tradeKeys.myOrders(filter, page), queryFn: () => getOrders(filter, page) });

export const getOrder = (orderId: number) => apiGet<OrderDetail>('/api/user/order/info', { orderId });
export const orderQueryOptions = (orderId: number) => queryOptions({ queryKey: tradeKeys.order(orderId), queryFn: () => getOrder(orderId) });

export const cancelReasonsQueryOptions = () =>
  queryOptions({ queryKey: tradeKeys.reasons('cancel'), queryFn: () => apiGet<Reason[]>('/api/trade/online/cancel/reasons'), staleTime: Infinity });
export const refundReasonsQueryOptions = () =>
  queryOptions({ queryKey: tradeKeys.reasons('refund'), queryFn: () => apiGet<Reason[]>('/api/trade/refunds/reasons'), staleTime: Infinity });
export const expressCompaniesQueryOptions = () =>
  queryOptions({
    queryKey: tradeKeys.expressCompanies(),
    queryFn: () => apiGet<Array<{ id: number; name: string }>>('/api/express/delivery/list'),
    staleTime: Infinity,
  });
