import { queryOptions } from '@tanstack/react-query';
import type { MemberSettings } from '../contracts/security';
import { apiGet } from '../client';

/** My two privacy settings (GET /api/user/setting). */
export const getMemberSettings = () => apiGet<MemberSettings>('/api/user/setting');
export const memberSettingsQuery = () => queryOptions({ queryKey: ['user', 'setting'], queryFn: getMemberSettings });
