import { mutationOptions, queryOptions, useMutation, type QueryClient } from '@tanstack/react-query';
import { headers } from '../contracts/envelope';
import type {
  BatchSend,
  CollectUserRequest,
  CollectVarietyRequest,
  FavouriteKind,
  FavouriteUser,
  FavouriteVariety,
  SendBatchMessageRequest,
} from '../contracts/favourites';
import type { SmsDirection } from '../contracts/favourite-names';
import type { SmsRecord, SmsSendRequest } from '../contracts/sms-records';
import type { PageRequest } from '../trade/market';
import type { Page } from '../contracts/trade';
import { apiGet, apiPost, apiRequest } from '../client';
import { userKeys } from '../user/keys';
import { walletKeys } from '../wallet/keys';
import { favouriteKeys } from './keys';

/** Favourites (issue 27; spec section 7, "Favourites") and SMS records ("Messages"): the member's own. */
const base: Record<FavouriteKind, string> = {
  variety: '/api/collect/variety',
  user: '/api/collect/user',
};

export const favouriteVarietiesQueryOptions = () =>
  queryOptions({
    queryKey: favouriteKeys.varieties(),
    queryFn: () => apiGet<FavouriteVariety[]>('/api/collect/variety'),
  });
export const favouriteUsersQueryOptions = () =>
  queryOptions({
    queryKey: favouriteKeys.users(),
    queryFn: () => apiGet<FavouriteUser[]>('/api/collect/user'),
  });
export const smsRecordsQueryOptions = (query: PageRequest & { direction?: SmsDirection }) =>
  queryOptions({
    queryKey: favouriteKeys.smsRecordPage(query),
    queryFn: () => apiGet<Page<SmsRecord>>('/api/message/user/smsRecord/page', { ...query }),
  });

/** A paid call with the caller's idempotency key (made once per press: a retried press after a lost answer pays once). */
const paid = <T>(path: string, body: unknown, idempotencyKey: string) =>
  apiRequest<T>(path, {
    method: 'POST',
    body: body ?? {},
    headers: { [headers.idempotencyKey]: idempotencyKey },
  });
export const newFavouriteAttempt = () => `favourite:${crypto.randomUUID()}`;

/** After a change my favourites are read again, and after a paid one my purses (and the header's beans) too. */
const refresh = (client: QueryClient, beans: boolean) =>
  Promise.all([
    client.invalidateQueries({ queryKey: favouriteKeys.all() }),
    client.invalidateQueries({ queryKey: favouriteKeys.smsRecords() }),
    ...(beans ? [client.invalidateQueries({ queryKey: walletKeys.all() }), client.invalidateQueries({ queryKey: userKeys.wallet() })] : []),
  ]);

export type CollectInput = ({ kind: 'variety' } & CollectVarietyRequest) | ({ kind: 'user' } & CollectUserRequest);
export const collectMutationOptions = () =>
  mutationOptions({
    mutationKey: ['favourites', 'collect'],
    mutationFn: ({ kind, ...body }: CollectInput) => paid<null>(kind === 'variety' ? base.variety : `${base.user}/add`, body, newFavouriteAttempt()),
    onSuccess: (_r, _i, _c, { client }) => refresh(client, true),
  });
export const useCollect = () => useMutation(collectMutationOptions());

export interface FavouriteAction {
  kind: FavouriteKind;
  id: number;
}
export const renewFavouriteMutationOptions = () =>
  mutationOptions({
    mutationKey: ['favourites', 'renew'],
    mutationFn: ({ kind, id, idempotencyKey }: FavouriteAction & { idempotencyKey: string }) => paid<null>(`${base[kind]}/renew/${id}`, {}, idempotencyKey),
    onSuccess: (_r, _i, _c, { client }) => refresh(client, true),
  });
export const useRenewFavourite = () => useMutation(renewFavouriteMutationOptions());

export const setAutoRenewMutationOptions = () =>
  mutationOptions({
    mutationKey: ['favourites', 'autoRenew'],
    mutationFn: ({ kind, id, autoRenew }: FavouriteAction & { autoRenew: boolean }) => apiPost<null>(`${base[kind]}/autoRenew/${id}`, { autoRenew }),
    onSuccess: (_r, _i, _c, { client }) => refresh(client, false),
  });
export const useSetAutoRenew = () => useMutation(setAutoRenewMutationOptions());

export const removeFavouriteMutationOptions = () =>
  mutationOptions({
    mutationKey: ['favourites', 'remove'],
    mutationFn: ({ kind, id }: FavouriteAction) => apiPost<null>(`${base[kind]}/del/${id}`),
    onSuccess: (_r, _i, _c, { client }) => refresh(client, false),
  });
export const useRemoveFavourite = () => useMutation(removeFavouriteMutationOptions());

/** 站内信 (free) or 短信 (a fee per text) to chosen favourite members. */
export type SendToFavouritesInput = ({ channel: 'message' } & SendBatchMessageRequest) | ({ channel: 'sms' } & SmsSendRequest);
export const sendToFavouritesMutationOptions = () =>
  mutationOptions({
    mutationKey: ['favourites', 'send'],
    mutationFn: ({ channel, idempotencyKey, ...body }: SendToFavouritesInput & { idempotencyKey: string }) =>
      paid<BatchSend>(channel === 'sms' ? '/api/message/user/smsRecord/send' : '/api/collect/user/sendBatch/message', body, idempotencyKey),
    onSuccess: (_r, input, _c, { client }) => refresh(client, input.channel === 'sms'),
  });
export const useSendToFavourites = () => useMutation(sendToFavouritesMutationOptions());

export const smsRecordActionMutationOptions = () =>
  mutationOptions({
    mutationKey: ['sms-records', 'action'],
    mutationFn: ({ action, id }: { action: 'resend' | 'del'; id: number }) => apiPost<null>(`/api/message/user/smsRecord/${action}/${id}`),
    onSuccess: (_r, _i, _c, { client }) => client.invalidateQueries({ queryKey: favouriteKeys.smsRecords() }),
  });
export const useSmsRecordAction = () => useMutation(smsRecordActionMutationOptions());
