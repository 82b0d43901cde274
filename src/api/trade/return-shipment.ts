import { queryOptions } from '@tanstack/react-query';
import { apiGet } from '../client';
import { tradeKeys } from './keys';

/** How the buyer sent a refunded item back; both null until it is sent. */
export interface ReturnShipment {
  expressCompany: string | null;
  trackingNo: string | null;
}

/** The return shipment of an order's refund (GET /api/trade/refunds/deliveryInfo?orderId). */
export const returnShipmentQueryOptions = (orderId: number) =>
  queryOptions({ queryKey: tradeKeys.returnShipment(orderId), queryFn: () => apiGet<ReturnShipment>('/api/trade/refunds/deliveryInfo', { orderId }) });
