import { mutationOptions, useMutation, type QueryClient } from '@tanstack/react-query';
import type { BondOffer, BondOfferIdRequest, BondOrderDetail, BondPublishFields, BondTakeRequest } from '../contracts/bonds';
import { headers } from '../contracts/envelope';
import { clientEvents } from '../client-events';
import { apiPost, apiRequest } from '../client';
import { membershipKeys } from '../membership/keys';
import { bondKeys } from './keys';

/* Margin trading's changes (保证金交易, issue 29; docs/adr/0043); its reads are bond-queries.ts. The order's lifecycle
 * calls (ship, receive, dispute, staff's decisions) go through the call table (src/api/send-lifecycle-call.ts), as
 * every lifecycle's do. */

/**
 * After anything of margin trading changed: every bond list and record is read again, the bond funds, and the header's
 * purses (a margin frozen or unfrozen, a price paid). `order` is kept at once when the answer was one.
 */
export function refreshBonds(client: QueryClient, order?: BondOrderDetail): Promise<void> {
  if (order) client.setQueryData(bondKeys.order(order.id), order);
  clientEvents.emit({ type: 'walletChanged' });
  return Promise.all([
    client.invalidateQueries({ queryKey: bondKeys.offers() }),
    client.invalidateQueries({ queryKey: bondKeys.mine() }),
    client.invalidateQueries({ queryKey: bondKeys.queues() }),
    client.invalidateQueries({ queryKey: membershipKeys.bondAccount() }),
  ]).then(() => undefined);
}

/** 发布 (POST /api/bond/offer/publish), with the form's idempotency key: a retried send publishes one offer. */
export const publishBondOffer = ({ body, attempt }: { body: BondPublishFields; attempt: string }) =>
  apiRequest<BondOffer>('/api/bond/offer/publish', { method: 'POST', body, headers: { [headers.idempotencyKey]: attempt } });
export const usePublishBondOffer = () =>
  useMutation(
    mutationOptions({
      mutationKey: ['bond-offers', 'publish'],
      mutationFn: publishBondOffer,
      onSuccess: (_offer, _input, _result, { client }) => refreshBonds(client),
    }),
  );

/** 撤销 (POST /api/bond/offer/withdraw): the margin of what is left is unfrozen. */
export const withdrawBondOffer = (body: BondOfferIdRequest) => apiPost<BondOffer>('/api/bond/offer/withdraw', body);
export const useWithdrawBondOffer = () =>
  useMutation(
    mutationOptions({
      mutationKey: ['bond-offers', 'withdraw'],
      mutationFn: withdrawBondOffer,
      onSuccess: (_offer, _input, _result, { client }) => refreshBonds(client),
    }),
  );

/** 成交 (POST /api/bond/order/take), with the page's idempotency key: a retried send takes once. */
export const takeBondOffer = ({ body, attempt }: { body: BondTakeRequest; attempt: string }) =>
  apiRequest<BondOrderDetail>('/api/bond/order/take', { method: 'POST', body, headers: { [headers.idempotencyKey]: attempt } });
export const useTakeBondOffer = () =>
  useMutation(
    mutationOptions({
      mutationKey: ['bond-orders', 'take'],
      mutationFn: takeBondOffer,
      onSuccess: (order, _input, _result, { client }) => refreshBonds(client, order),
    }),
  );
