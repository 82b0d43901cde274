import { queryOptions } from '@tanstack/react-query';
import type { OrderDetail, OrderListRequest, OrderSummary, Page, Reason } from '../contracts/trade';
import { apiGet, apiRequest } from '../client';
import type { PageRequest } from './market';

/** My orders' filters (POST /api/order/list), every one given. */
export type OrderFilter = Required<OrderListRequest>;

export const getOrders = (filter: OrderFilter, page: PageRequest) =>
  apiRequest<Page<OrderSummary>>('/api/order/list', { method: 'POST', query: { ...page }, body: filter });
export const ordersQuery = (filter: OrderFilter, page: PageRequest) =>
  queryOptions({ queryKey: ['orders', 'mine', filter, page], queryFn: () => getOrders(filter, page) });

export const getOrder = (orderId: number) => apiGet<OrderDetail>('/api/user/order/info', { orderId });
export const orderQuery = (orderId: number) => queryOptions({ queryKey: ['order', orderId], queryFn: () => getOrder(orderId) });

export const cancelReasonsQuery = () =>
  queryOptions({ queryKey: ['reasons', 'cancel'], queryFn: () => apiGet<Reason[]>('/api/trade/online/cancel/reasons'), staleTime: Infinity });
export const refundReasonsQuery = () =>
  queryOptions({ queryKey: ['reasons', 'refund'], queryFn: () => apiGet<Reason[]>('/api/trade/refunds/reasons'), staleTime: Infinity });
export const expressCompaniesQuery = () =>
  queryOptions({
    queryKey: ['express-companies'],
    queryFn: () => apiGet<Array<{ id: number; name: string }>>('/api/express/delivery/list'),
    staleTime: Infinity,
  });
