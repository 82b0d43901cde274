import { mutationOptions, useMutation } from '@tanstack/react-query';
import type { CashOutItem } from '../contracts/cash-out';
import { headers } from '../contracts/envelope';
import { checkedBody } from '../checked-body';
import { apiRequest } from '../client';
import { cashOutKeys } from './keys';

export interface ApplyCashOutInput {
  /** The form's fields as the body: the schema refuses a missing account or an amount out of bounds with its message. */
  request: { to?: string; cardId?: number; amount: number; payPassword: string };
  /** One per attempt: a retry after a lost answer is the same application, never a second one. */
  idempotencyKey: string;
}

/**
 * 申请提现 (POST /api/user/cash/out/apply), checked first with the server's schema. The answer carries the type header,
 * so the header's balance refreshes (spec section 7).
 */
export const applyCashOut = async ({ request, idempotencyKey }: ApplyCashOutInput) => {
  const body = await checkedBody(
    import('../contracts/cash-out').then((m) => m.cashOutApplyRequest),
    request,
  );
  return apiRequest<CashOutItem>('/api/user/cash/out/apply', { method: 'POST', body, headers: { [headers.idempotencyKey]: idempotencyKey } });
};

/** Afterwards the balance, the held amount and the record are read again. */
export const applyCashOutMutationOptions = () =>
  mutationOptions({
    mutationKey: ['user', 'cashOut', 'apply'],
    mutationFn: applyCashOut,
    onSuccess: (_item, _input, _result, { client }) => client.invalidateQueries({ queryKey: cashOutKeys.mine() }),
  });

export const useApplyCashOut = () => useMutation(applyCashOutMutationOptions());
