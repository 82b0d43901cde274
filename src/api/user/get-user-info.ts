import { queryOptions } from '@tanstack/react-query';
import type { UserInfo } from '../contracts/auth';
import { apiGet } from '../client';

export const getUserInfo = () => apiGet<UserInfo>('/api/user/info');
export const userInfoQuery = () => queryOptions({ queryKey: ['user', 'info'], queryFn: getUserInfo });
