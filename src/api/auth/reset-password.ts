import { apiPost } from '../client';

/** Forgotten password, step 2. */
export const resetPassword = (body: { resetTicket: string; password: string }) =>
  apiPost<null>('/api/login/resetPassword', body);
