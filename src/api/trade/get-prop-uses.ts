import { queryOptions } from '@tanstack/react-query';
import type { PropUse } from '../contracts/trade';
import { apiGet } from '../client';
import { tradeKeys } from './keys';

/** The props used on one of my offers so far (GET /api/user/trade/propUse/{id}). */
export const getPropUses = (tradeId: number) => apiGet<PropUse[]>(`/api/user/trade/propUse/${tradeId}`);
export const propUsesQueryOptions = (tradeId: number) => queryOptions({ queryKey: tradeKeys.propUses(tradeId), queryFn: () => getPropUses(tradeId) });
