import type { CheckCodeReply, CheckCodeRequest } from '../contracts/auth';
import { apiPost } from '../client';

/** Login step 2: the logged-in member proves the phone. */
export const checkCode = (body: CheckCodeRequest) => apiPost<CheckCodeReply>('/api/login/checkCode', body);
