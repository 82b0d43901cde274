import { queryOptions } from '@tanstack/react-query';
import type { InboxMessage, MessageOperateRequest, MessagePageRequest } from '../contracts/inbox';
import type { Page } from '../contracts/trade';
import { apiGet, apiPost } from '../client';

/** The member's messages (GET /api/message/page); every key starts with 'inbox'. */
export const inboxQuery = (request: MessagePageRequest) =>
  queryOptions({ queryKey: ['inbox', request], queryFn: () => apiGet<Page<InboxMessage>>('/api/message/page', { ...request }) });

/** Mark read, delete, or mark every message read (POST /api/message/operate). */
export const operateMessages = (body: MessageOperateRequest) => apiPost<{ changed: number }>('/api/message/operate', body);
