import { queryOptions } from '@tanstack/react-query';
import type { InboxMessage, MessagePageRequest } from '../contracts/inbox';
import type { Page } from '../contracts/trade';
import { apiGet } from '../client';
import { userKeys } from './keys';

/** A page of the member's messages (GET /api/message/page); every key starts with 'inbox'. */
export const getMessages = (request: MessagePageRequest) => apiGet<Page<InboxMessage>>('/api/message/page', { ...request });
export const messagesQueryOptions = (request: MessagePageRequest) => queryOptions({ queryKey: userKeys.inboxPage(request), queryFn: () => getMessages(request) });
