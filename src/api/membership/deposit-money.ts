import { mutationOptions } from '@tanstack/react-query';
import type { DepositPaymentRequest } from '../contracts/membership';
import { headers } from '../contracts/envelope';
import { checkedBody } from '../checked-body';
import { apiRequest } from '../client';
import { membershipKeys } from './keys';

/** What the two deposit calls that move money share: a body checked with the server's schema, and the attempt's key. */
export interface DepositInput {
  body: DepositPaymentRequest;
  /** The attempt's idempotency key: a retry after a lost answer moves nothing more. */
  attempt: string;
}

export const postDepositMove = <T>(path: string, { body, attempt }: DepositInput) =>
  checkedBody(import('../contracts/membership').then((m) => m.depositPaymentRequest), body).then((checked) =>
    apiRequest<T>(path, { method: 'POST', body: checked, headers: { [headers.idempotencyKey]: attempt } }),
  );

/** A membership mutation after which every membership list (deposit, payments, surrenders, bond) is read again. */
export const refreshingMembership = <I, T>(key: string, mutationFn: (input: I) => Promise<T>) =>
  mutationOptions({
    mutationKey: ['membership', key],
    mutationFn,
    onSuccess: (_result: T, _input: I, _context: unknown, { client }) => client.invalidateQueries({ queryKey: membershipKeys.all() }),
  });
