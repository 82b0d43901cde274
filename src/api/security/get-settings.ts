import { queryOptions } from '@tanstack/react-query';
import type { MemberSettings } from '../contracts/security';
import { apiGet } from '../client';
import { securityKeys } from './keys';

/** My two privacy settings (GET /api/user/setting). */
export const getMemberSettings = () => apiGet<MemberSettings>('/api/user/setting');
export const memberSettingsQueryOptions = () => queryOptions({ queryKey: securityKeys.settings(), queryFn: getMemberSettings });
