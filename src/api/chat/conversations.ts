import { infiniteQueryOptions, mutationOptions, queryOptions, useMutation } from '@tanstack/react-query';
import type { ChatConversation, ChatHistory, ChatUnread } from '../contracts/chat';
import { apiGet, apiPost } from '../client';
import { chatKeys } from './keys';

/*
 * Member chat's HTTP calls (ours, not the spec's: it names only /api/im/userSig). Messages are sent over the live
 * socket (src/features/live); these read what is stored.
 */

/** My conversations, the latest first, with my unread count in each (GET /api/im/conversations). */
export const getConversations = () => apiGet<ChatConversation[]>('/api/im/conversations');
export const conversationsQueryOptions = () =>
  queryOptions({
    queryKey: chatKeys.conversations(),
    queryFn: getConversations,
  });

/** My conversation with a member, opened empty when there is none (GET /api/im/conversation/with/{id}). */
export const getConversationWith = (otherId: number) => apiGet<ChatConversation>(`/api/im/conversation/with/${otherId}`);
export const conversationWithQueryOptions = (otherId: number) =>
  queryOptions({
    queryKey: chatKeys.peer(otherId),
    queryFn: () => getConversationWith(otherId),
  });

/** 15 messages before an id (the newest 15 without one), oldest first (GET /api/im/messages/{id}?before). */
export const getChatHistory = (conversationId: number, before?: number) =>
  apiGet<ChatHistory>(`/api/im/messages/${conversationId}`, before === undefined ? undefined : { before });

/** A conversation's history, page by page backwards: each page holds the 15 before the first of the one after it. */
export const chatHistoryQueryOptions = (conversationId: number) =>
  infiniteQueryOptions({
    queryKey: chatKeys.history(conversationId),
    queryFn: ({ pageParam }) => getChatHistory(conversationId, pageParam),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (page) => (page.more && page.list[0] ? page.list[0].id : undefined),
  });

/** My unread chat messages in all (GET /api/im/unread): the header's count. */
export const getChatUnread = () => apiGet<ChatUnread>('/api/im/unread');
export const chatUnreadQueryOptions = () => queryOptions({ queryKey: chatKeys.unread(), queryFn: getChatUnread });

/** What was sent to me in a conversation is read (POST /api/im/read/{id}); the counts are read again. */
export const markChatRead = (conversationId: number) => apiPost<null>(`/api/im/read/${conversationId}`);
export const markChatReadMutationOptions = () =>
  mutationOptions({
    mutationKey: ['chat', 'read'],
    mutationFn: markChatRead,
    onSuccess: (_a, _i, _r, { client }) =>
      Promise.all([client.invalidateQueries({ queryKey: chatKeys.unread() }), client.invalidateQueries({ queryKey: chatKeys.conversations() })]),
  });
export const useMarkChatRead = () => useMutation(markChatReadMutationOptions());
