import { mutationOptions, useMutation } from '@tanstack/react-query';
import type { AccountOpeningDetail } from '../contracts/cash-out';
import type { LifecycleCall } from '../contracts/lifecycle-calls';
import { sendLifecycleCall } from '../send-lifecycle-call';
import { openingQueryOptions } from './get-opening';

/** A step of the account opening: the event its call sends (the accountOpening rows of the call table). */
export type OpeningEvent = Extract<LifecycleCall, { machine: 'accountOpening' }>['event'];
export interface OpeningStep {
  event: OpeningEvent;
  body: Record<string, unknown>;
  /** The form's idempotency key: the same step sent again after a lost answer is the same request. */
  attempt: string;
}

/**
 * One step, by its call in the one call table (spec section 7, "Account opening": these paths have no /api), answered
 * with the whole opening as it now stands. The table is loaded on send, so the page paints without zod.
 */
export const sendOpeningStep = async ({ event, body, attempt }: OpeningStep) => {
  const { callSending } = await import('../contracts/lifecycle-calls');
  return sendLifecycleCall<AccountOpeningDetail>(callSending('accountOpening', event, 'member')!, body, attempt);
};

export const openingStepMutationOptions = () =>
  mutationOptions({
    mutationKey: ['user', 'accountOpening', 'step'],
    mutationFn: sendOpeningStep,
    onSuccess: (detail, _input, _result, { client }) => client.setQueryData(openingQueryOptions().queryKey, detail),
  });

export const useOpeningStep = () => useMutation(openingStepMutationOptions());
