import { mutationOptions, useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { headers } from '../contracts/envelope';
import type { propAddRequest } from '../contracts/trade';
import { checkedBody } from '../checked-body';
import { apiRequest } from '../client';
import { tradeKeys } from './keys';

export type AddPropInput = z.input<typeof propAddRequest> & {
  /** Made once per attempt by the caller, so a retried click after a lost answer spends the beans once. */
  idempotencyKey: string;
};

/**
 * Spends gold beans on a prop for an offer (POST /api/user/trade/propAdd). The body is checked first with the schema
 * the server parses it with: a broken rule is refused here with the server's own message, and nothing is sent.
 */
export const addProp = ({ idempotencyKey, ...input }: AddPropInput) =>
  checkedBody(import('../contracts/trade').then((m) => m.propAddRequest), input).then((body) =>
    apiRequest<unknown>('/api/user/trade/propAdd', { method: 'POST', body, headers: { [headers.idempotencyKey]: idempotencyKey } }),
  );

/** Afterwards the offer's uses, and (置顶 and 刷新 change the offer and its place) my offers and the market. */
export const addPropMutationOptions = () =>
  mutationOptions({
    mutationKey: ['props', 'add'],
    mutationFn: addProp,
    onSuccess: (_answer, { tradeId }, _result, { client }) =>
      Promise.all([
        client.invalidateQueries({ queryKey: tradeKeys.propUses(Number(tradeId)) }),
        client.invalidateQueries({ queryKey: tradeKeys.myListings() }),
        client.invalidateQueries({ queryKey: tradeKeys.market() }),
      ]),
  });

export const useAddProp = () => useMutation(addPropMutationOptions());
