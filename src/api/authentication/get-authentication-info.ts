import { queryOptions } from '@tanstack/react-query';
import type { AuthenticationInfo } from '../contracts/authentication';
import { apiGet } from '../client';
import { authenticationKeys } from './keys';

/** The member's own application (GET /api/user/authenticationInfo); under 'user', so logging out forgets it. */
export const getAuthenticationInfo = () => apiGet<AuthenticationInfo>('/api/user/authenticationInfo');
export const authenticationInfoQueryOptions = () => queryOptions({ queryKey: authenticationKeys.info(), queryFn: getAuthenticationInfo });
