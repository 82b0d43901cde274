import { queryOptions } from '@tanstack/react-query';
import type { SysConfig } from '../contracts/system';
import { apiGet } from '../client';
import { systemKeys } from './keys';

export const getSysConfig = () => apiGet<SysConfig>('/api/sys/config');
export const sysConfigQueryOptions = () =>
  queryOptions({ queryKey: systemKeys.config(), queryFn: getSysConfig, staleTime: 10 * 60_000 });
