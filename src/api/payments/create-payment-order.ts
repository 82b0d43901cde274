import { mutationOptions, useMutation } from '@tanstack/react-query';
import type { UnifiedOrderBody, UnifiedOrderResult } from '../contracts/payments';
import { headers } from '../contracts/envelope';
import { checkedBody } from '../checked-body';
import { apiRequest } from '../client';

export interface PaymentOrderInput {
  body: UnifiedOrderBody;
  /**
   * The attempt's idempotency key, made once per choice by the page: a retry after a lost answer is the same attempt
   * and answers the same order; another choice needs a new key (the server refuses a key with another body, 409).
   */
  attempt: string;
}

/**
 * 统一下单 (POST /api/coin/unifiedOrder): a payment order for gold beans, balance, a VIP year or deposit, checked with
 * the server's own schema first. The answer's payUrl is the provider's cashier, where the browser goes to pay.
 */
export const createPaymentOrder = ({ body, attempt }: PaymentOrderInput) =>
  checkedBody(import('../contracts/payments').then((m) => m.unifiedOrderBody), body).then((checked) =>
    apiRequest<UnifiedOrderResult>('/api/coin/unifiedOrder', { method: 'POST', body: checked, headers: { [headers.idempotencyKey]: attempt } }),
  );

export const createPaymentOrderMutationOptions = () => mutationOptions({ mutationKey: ['coin', 'unifiedOrder'], mutationFn: createPaymentOrder });

export const useCreatePaymentOrder = () => useMutation(createPaymentOrderMutationOptions());

/** A new attempt's key. */
export const newPaymentAttempt = () => `pay:${crypto.randomUUID()}`;
