import { mutationOptions, useMutation, type QueryClient } from '@tanstack/react-query';
import { apiRequest } from '../client';
import type { MatchOrderResult, MatchPlaceFields } from '../contracts/automatch';
import { headers } from '../contracts/envelope';
import { walletKeys } from '../wallet/keys';
import { automatchKeys } from './keys';

/**
 * After a command on a variety's book (mine, or another member's told live): its book and fills, the varieties' best
 * prices, and my orders, fills, fee line and purses (a buy holds balance, a fill pays an order, the fee takes beans).
 */
export const refreshAfterMatch = (client: QueryClient, productId: number) =>
  Promise.all([
    client.invalidateQueries({ queryKey: automatchKeys.detail(productId) }),
    client.invalidateQueries({ queryKey: automatchKeys.varietyPages() }),
    client.invalidateQueries({ queryKey: automatchKeys.mine() }),
    client.invalidateQueries({ queryKey: walletKeys.all() }),
  ]);

/**
 * Places a limit order (POST …/pairing/order) with the form's idempotency key: a send retried after a lost answer is
 * answered with the order the first one made, never a second order, hold or fee.
 */
export const placeMatchOrder = ({ body, attempt }: { body: MatchPlaceFields; attempt: string }) =>
  apiRequest<MatchOrderResult>('/api/automatic/pairing/order', { method: 'POST', body, headers: { [headers.idempotencyKey]: attempt } });
export const placeMatchOrderMutationOptions = () =>
  mutationOptions({
    mutationKey: [...automatchKeys.all(), 'place'],
    mutationFn: placeMatchOrder,
    onSuccess: (_result, { body }, _r, { client }) => refreshAfterMatch(client, body.productId),
  });
export const usePlaceMatchOrder = () => useMutation(placeMatchOrderMutationOptions());
