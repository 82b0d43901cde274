import { queryOptions } from '@tanstack/react-query';
import type { AuthenticationInfo } from '../contracts/authentication';
import { apiGet } from '../client';

/** The member's own application (GET /api/user/authenticationInfo); under 'user', so logging out forgets it. */
export const getAuthenticationInfo = () => apiGet<AuthenticationInfo>('/api/user/authenticationInfo');
export const authenticationInfoQuery = () => queryOptions({ queryKey: ['user', 'authentication'], queryFn: getAuthenticationInfo });
