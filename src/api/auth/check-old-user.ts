import type { CheckOldUserRequest } from '../contracts/auth';
import { apiPost } from '../client';

/** Forgotten password, step 1: prove the phone, receive a single-use reset ticket. */
export const checkOldUser = (body: Omit<CheckOldUserRequest, 'type'>) =>
  apiPost<{ resetTicket: string; userName: string }>('/api/user/checkOldUser', { ...body, type: 'forget' });
