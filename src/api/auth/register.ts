import type { LoginReply, RegisterRequest } from '../contracts/auth';
import { appCode } from '../contracts/envelope';
import { apiPost } from '../client';

export const register = (body: Omit<RegisterRequest, 'appCode'>) =>
  apiPost<LoginReply>('/api/login/register', { ...body, appCode });
