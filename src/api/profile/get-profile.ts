import { queryOptions } from '@tanstack/react-query';
import type { ProfileDetails } from '../contracts/profile';
import { apiGet } from '../client';
import { profileKeys } from './keys';

/** The profile fields the user info does not carry: 常驻城市, 支付宝账号, 信用分 (GET /api/userinfo/profile). */
export const getProfile = () => apiGet<ProfileDetails>('/api/userinfo/profile');
export const profileQueryOptions = () => queryOptions({ queryKey: profileKeys.profile(), queryFn: getProfile });
