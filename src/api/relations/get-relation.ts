import { queryOptions } from '@tanstack/react-query';
import type { Relation } from '../contracts/relations';
import { apiGet } from '../client';
import { relationKeys } from './keys';

/** Whether I blocked a member and whether they blocked me (GET /api/user/relation/verification?targetId). */
export const getRelation = (targetId: number) => apiGet<Relation>('/api/user/relation/verification', { targetId });
export const relationQueryOptions = (targetId: number) => queryOptions({ queryKey: relationKeys.relation(targetId), queryFn: () => getRelation(targetId) });
