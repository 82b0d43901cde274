import { useMutation } from '@tanstack/react-query';
import type { VipPaymentRequest, VipPaymentResult } from '../contracts/membership';
import { headers } from '../contracts/envelope';
import { checkedBody } from '../checked-body';
import { apiRequest } from '../client';
import { refreshingMembership } from './deposit-money';

export interface VipPaymentInput {
  body: VipPaymentRequest;
  /** The attempt's idempotency key: a retry after a lost answer pays once; another choice is a new attempt. */
  attempt: string;
}

/**
 * 余额支付会员年费 (POST /api/user/annual/payment): buy or upgrade a level from the balance with the payment password,
 * checked first with the server's own schema. The answer carries the type header: the wallet is read again.
 */
export const payVip = ({ body, attempt }: VipPaymentInput) =>
  checkedBody(import('../contracts/membership').then((m) => m.vipPaymentRequest), body).then((checked) =>
    apiRequest<VipPaymentResult>('/api/user/annual/payment', { method: 'POST', body: checked, headers: { [headers.idempotencyKey]: attempt } }),
  );

/** Afterwards every membership list is read again. */
export const usePayVip = () => useMutation(refreshingMembership('vip-pay', payVip));

/** A new attempt's key. */
export const newMembershipAttempt = () => `membership:${crypto.randomUUID()}`;
