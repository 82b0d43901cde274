import { mutationOptions, useMutation } from '@tanstack/react-query';
import { checkedBody } from '../checked-body';
import { apiPost } from '../client';
import { tradeKeys } from './keys';

/**
 * 撤单: takes one of my offers off the market (POST /api/user/trade/del/{id}). The id is checked first with the
 * schema the server parses the path with; nothing is sent for a broken one.
 */
export const withdrawListing = (input: { id: number }) =>
  checkedBody(import('../contracts/trade').then((m) => m.idParams), input).then(({ id }) => apiPost<null>(`/api/user/trade/del/${id}`));

/** Afterwards my offers (and their counts) and the market. */
export const withdrawListingMutationOptions = () =>
  mutationOptions({
    mutationKey: ['my-listings', 'withdraw'],
    mutationFn: withdrawListing,
    onSuccess: (_answer, _input, _result, { client }) =>
      Promise.all([client.invalidateQueries({ queryKey: tradeKeys.myListings() }), client.invalidateQueries({ queryKey: tradeKeys.market() })]),
  });

export const useWithdrawListing = () => useMutation(withdrawListingMutationOptions());
