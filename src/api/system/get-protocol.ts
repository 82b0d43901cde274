import { queryOptions } from '@tanstack/react-query';
import type { Protocol } from '../contracts/system';
import { apiGet } from '../client';
import { systemKeys } from './keys';

/** A platform protocol or rule by type code 1-7; null when the platform has none (the viewer then closes). */
export const getProtocol = (type: number) => apiGet<Protocol | null>(`/api/anon/platform/rules/${type}`);
export const protocolQueryOptions = (type: number) =>
  queryOptions({ queryKey: systemKeys.protocol(type), queryFn: () => getProtocol(type), staleTime: 10 * 60_000 });
