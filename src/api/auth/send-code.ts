import type { SendCodeRequest } from '../contracts/auth';
import { apiPost } from '../client';

export const sendCode = (body: SendCodeRequest) => apiPost<null>('/api/login/sendCode', body);
