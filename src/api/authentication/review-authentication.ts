import { mutationOptions, useMutation } from '@tanstack/react-query';
import type { AuthenticationReview, ApproveAuthenticationRequest, RejectAuthenticationRequest } from '../contracts/authentication';
import { checkedBody } from '../checked-body';
import { apiPost } from '../client';

export type ReviewDecision = ({ pass: true } & ApproveAuthenticationRequest) | ({ pass: false } & RejectAuthenticationRequest);

/**
 * Staff's decision on an application (POST /api/operator/authentication/approve, or /reject with a reason), checked
 * with the server's schema first. Answered with the application as it now stands.
 */
export const reviewAuthentication = async (decision: ReviewDecision) => {
  const contract = import('../contracts/authentication');
  if (decision.pass) {
    const body = await checkedBody(contract.then((m) => m.approveAuthenticationRequest), { id: decision.id });
    return apiPost<AuthenticationReview>('/api/operator/authentication/approve', body);
  }
  const body = await checkedBody(contract.then((m) => m.rejectAuthenticationRequest), { id: decision.id, reason: decision.reason });
  return apiPost<AuthenticationReview>('/api/operator/authentication/reject', body);
};

/** Afterwards the application shows its new state and the queue is read again. */
export const reviewAuthenticationMutationOptions = () =>
  mutationOptions({
    mutationKey: ['user', 'staff', 'review'],
    mutationFn: reviewAuthentication,
    onSuccess: (review, _input, _result, { client }) => {
      client.setQueryData(['user', 'staff', 'authentication', review.id], review);
      return client.invalidateQueries({ queryKey: ['user', 'staff', 'authentications'] });
    },
  });

export const useReviewAuthentication = () => useMutation(reviewAuthenticationMutationOptions());
