import { queryOptions } from '@tanstack/react-query';
import type { SysConfig } from '../contracts/system';
import { apiGet } from '../client';

export const getSysConfig = () => apiGet<SysConfig>('/api/sys/config');
export const sysConfigQuery = () =>
  queryOptions({ queryKey: ['sys', 'config'], queryFn: getSysConfig, staleTime: 10 * 60_000 });
