import { apiGet } from '../client';

export const getUnreadCount = () => apiGet<{ count: number }>('/api/user/message/unread');
