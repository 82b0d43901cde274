import { queryOptions } from '@tanstack/react-query';
import type { AreaNode } from '../contracts/system';
import { apiGet } from '../client';
import { systemKeys } from './keys';

/** Mainland divisions: level 1 provinces, 2 cities, 3 counties. */
export const getAreaTree = (level: 1 | 2 | 3 = 3) => apiGet<AreaNode[]>('/api/areas/tree', { level });
export const areaTreeQueryOptions = (level: 1 | 2 | 3 = 3) =>
  queryOptions({ queryKey: systemKeys.areas(level), queryFn: () => getAreaTree(level), staleTime: Infinity });
