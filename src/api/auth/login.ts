import type { LoginReply, LoginRequest } from '../contracts/auth';
import { appCode } from '../contracts/envelope';
import { apiPost } from '../client';

export const login = (body: Omit<LoginRequest, 'appCode'>) => apiPost<LoginReply>('/api/login', { ...body, appCode });
