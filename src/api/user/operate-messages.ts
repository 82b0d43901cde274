import { mutationOptions, useMutation } from '@tanstack/react-query';
import type { MessageOperateRequest } from '../contracts/inbox';
import { checkedBody } from '../checked-body';
import { apiPost } from '../client';
import { userKeys } from './keys';

/**
 * Mark the chosen messages read or delete them, or mark every message read (POST /api/message/operate). The body is
 * checked first with the schema the server parses it with: a broken rule is refused here with the server's own
 * message, and nothing is sent.
 */
export const operateMessages = (input: MessageOperateRequest) =>
  checkedBody(import('../contracts/inbox').then((m) => m.messageOperateRequest), input).then((body) => apiPost<{ changed: number }>('/api/message/operate', body));

/** Afterwards the list and the header's unread count are read again. */
export const operateMessagesMutationOptions = () =>
  mutationOptions({
    mutationKey: ['inbox', 'operate'],
    mutationFn: operateMessages,
    onSuccess: (_changed, _input, _result, { client }) =>
      Promise.all([client.invalidateQueries({ queryKey: userKeys.inbox() }), client.invalidateQueries({ queryKey: userKeys.unread() })]),
  });

export const useOperateMessages = () => useMutation(operateMessagesMutationOptions());
