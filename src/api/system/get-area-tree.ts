import { queryOptions } from '@tanstack/react-query';
import type { AreaNode } from '../contracts/system';
import { apiGet } from '../client';

/** Mainland divisions: level 1 provinces, 2 cities, 3 counties. */
export const getAreaTree = (level: 1 | 2 | 3 = 3) => apiGet<AreaNode[]>('/api/areas/tree', { level });
export const areaTreeQuery = (level: 1 | 2 | 3 = 3) =>
  queryOptions({ queryKey: ['areas', level], queryFn: () => getAreaTree(level), staleTime: Infinity });
