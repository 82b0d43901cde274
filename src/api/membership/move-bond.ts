import { useMutation } from '@tanstack/react-query';
import type { BondAccount, BondMoveRequest } from '../contracts/membership';
import { headers } from '../contracts/envelope';
import { checkedBody } from '../checked-body';
import { apiRequest } from '../client';
import { refreshingMembership } from './deposit-money';

export type BondDirection = 'recharge' | 'withdraw';
export interface BondMoveInput {
  direction: BondDirection;
  body: BondMoveRequest;
  /** The attempt's idempotency key: a retry after a lost answer moves nothing more. */
  attempt: string;
}

/** 充值保证金 (POST /api/bond/recharge: balance → bond funds) or 保证金提现 (POST /api/bond/withdraw: back to the balance). */
export const moveBond = ({ direction, body, attempt }: BondMoveInput) =>
  checkedBody(import('../contracts/membership').then((m) => m.bondMoveRequest), body).then((checked) =>
    apiRequest<BondAccount>(`/api/bond/${direction}`, { method: 'POST', body: checked, headers: { [headers.idempotencyKey]: attempt } }),
  );
export const useMoveBond = () => useMutation(refreshingMembership('bond-move', moveBond));
