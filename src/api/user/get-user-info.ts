import { queryOptions } from '@tanstack/react-query';
import type { UserInfo } from '../contracts/auth';
import { apiGet } from '../client';
import { userKeys } from './keys';

export const getUserInfo = () => apiGet<UserInfo>('/api/user/info');
export const userInfoQueryOptions = () => queryOptions({ queryKey: userKeys.info(), queryFn: getUserInfo });
