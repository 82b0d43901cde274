import { queryOptions } from '@tanstack/react-query';
import type { OrderAudit } from '../contracts/order-audit';
import { apiDownload, apiGet } from '../client';
import { tradeKeys } from './keys';

/** An order's recorded history, replayed by the server (GET /api/user/order/events): the 流程 view's data. */
export const orderAuditQueryOptions = (orderId: number) =>
  queryOptions({ queryKey: tradeKeys.orderAudit(orderId), queryFn: () => apiGet<OrderAudit>('/api/user/order/events', { orderId, format: 'json' }) });

/** The same history as the auditors' CSV file. */
export const downloadOrderAuditCsv = (orderId: number) => apiDownload('/api/user/order/events', { orderId, format: 'csv' });
