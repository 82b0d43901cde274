import { mutationOptions, useMutation } from '@tanstack/react-query';
import type { CashOutReview, PayCashOutRequest, RejectCashOutRequest } from '../contracts/cash-out';
import { checkedBody } from '../checked-body';
import { apiPost } from '../client';

export type CashOutDecision = ({ pay: true } & PayCashOutRequest) | ({ pay: false } & RejectCashOutRequest);

/**
 * Staff's decision on a cash-out (POST /api/operator/cash-out/pay, or /reject with a reason), checked with the server's
 * schema first. Answered with the cash-out as it now stands.
 */
export const settleCashOut = async (decision: CashOutDecision) => {
  const contract = import('../contracts/cash-out');
  if (decision.pay) {
    const body = await checkedBody(
      contract.then((m) => m.payCashOutRequest),
      { id: decision.id },
    );
    return apiPost<CashOutReview>('/api/operator/cash-out/pay', body);
  }
  const body = await checkedBody(
    contract.then((m) => m.rejectCashOutRequest),
    { id: decision.id, reason: decision.reason },
  );
  return apiPost<CashOutReview>('/api/operator/cash-out/reject', body);
};

/** Afterwards the cash-out shows its new state and the queue is read again. */
export const settleCashOutMutationOptions = () =>
  mutationOptions({
    mutationKey: ['user', 'staff', 'settleCashOut'],
    mutationFn: settleCashOut,
    onSuccess: (review, _input, _result, { client }) => {
      client.setQueryData(['user', 'staff', 'cashOut', review.id], review);
      return client.invalidateQueries({ queryKey: ['user', 'staff', 'cashOuts'] });
    },
  });

export const useSettleCashOut = () => useMutation(settleCashOutMutationOptions());
