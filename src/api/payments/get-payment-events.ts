import { queryOptions } from '@tanstack/react-query';
import type { TopUpAudit } from '../contracts/payments';
import { apiDownload, apiGet } from '../client';
import { paymentKeys } from './keys';

/** My payment order's history, replayed by the server (GET /api/payment/events): the 流程 view's data. */
export const getPaymentEvents = (outTradeNo: string) => apiGet<TopUpAudit>('/api/payment/events', { outTradeNo, format: 'json' });
export const paymentEventsQueryOptions = (outTradeNo: string) => queryOptions({ queryKey: paymentKeys.events(outTradeNo), queryFn: () => getPaymentEvents(outTradeNo) });
/** The same as the auditors' CSV. */
export const downloadPaymentEventsCsv = (outTradeNo: string) => apiDownload('/api/payment/events', { outTradeNo, format: 'csv' });
