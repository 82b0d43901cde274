import { queryOptions } from '@tanstack/react-query';
import { apiGet } from '../client';

/** How the buyer sent a refunded item back; both null until it is sent. */
export interface ReturnShipment {
  expressCompany: string | null;
  trackingNo: string | null;
}

/** The return shipment of an order's refund (GET /api/trade/refunds/deliveryInfo?orderId). */
export const returnShipmentQuery = (orderId: number) =>
  queryOptions({ queryKey: ['order', orderId, 'return-shipment'], queryFn: () => apiGet<ReturnShipment>('/api/trade/refunds/deliveryInfo', { orderId }) });
