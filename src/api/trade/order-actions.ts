import type { OrderDetail } from '../contracts/trade';
import { apiRequest } from '../client';
import { headers } from '../contracts/envelope';

/**
 * Sends one lifecycle call (spec section 7, Trade flows). Money calls carry an idempotency key made once per
 * attempt by the caller, so a retried click after a lost answer cannot pay twice.
 */
export const sendOrderAction = (path: string, body: Record<string, unknown>, idempotencyKey: string) =>
  apiRequest<OrderDetail>(path, { method: 'POST', body, headers: { [headers.idempotencyKey]: idempotencyKey } });
