import { mutationOptions, queryOptions, useMutation } from '@tanstack/react-query';
import type { ImmediateQuotes, RoomMessage, RoomPost } from '../contracts/quotes';
import { checkedBody } from '../checked-body';
import { apiGet, apiPost } from '../client';
import { quotesKeys } from './keys';

/**
 * The day's prices (GET /api/immediateQuotes): all of today's varieties, or with `currentTimestamp` (a previous
 * answer's `at`) only those changed since, so a client that was away catches up.
 */
export const getImmediateQuotes = (query: { currentTimestamp?: number; categoryId?: number }) => apiGet<ImmediateQuotes>('/api/immediateQuotes', query);

/** Today's rows of one 专区 (or all): kept fresh by the live ticks, not by polling. */
export const immediateQuotesQueryOptions = (categoryId: number | undefined) =>
  queryOptions({ queryKey: quotesKeys.day(categoryId), queryFn: () => getImmediateQuotes({ categoryId }), staleTime: Infinity });

/** The room's last 50 messages, oldest first (GET /api/quotes/room/messages); new ones arrive live. */
export const getRoomMessages = () => apiGet<RoomMessage[]>('/api/quotes/room/messages');
export const roomMessagesQueryOptions = () => queryOptions({ queryKey: quotesKeys.room(), queryFn: getRoomMessages, staleTime: Infinity });

/** Says something in the room (POST /api/quotes/room/send), checked first with the server's schema. */
export const sendRoomMessage = (input: RoomPost) =>
  checkedBody(
    import('../contracts/quotes').then((m) => m.roomPostRequest),
    input,
  ).then((body) => apiPost<RoomMessage>('/api/quotes/room/send', body));

export const sendRoomMessageMutationOptions = () => mutationOptions({ mutationKey: [...quotesKeys.room(), 'send'], mutationFn: sendRoomMessage });
export const useSendRoomMessage = () => useMutation(sendRoomMessageMutationOptions());
