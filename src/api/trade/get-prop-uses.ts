import { queryOptions } from '@tanstack/react-query';
import type { PropUse } from '../contracts/trade';
import { apiGet } from '../client';

/** The props used on one of my offers so far (GET /api/user/trade/propUse/{id}). */
export const getPropUses = (tradeId: number) => apiGet<PropUse[]>(`/api/user/trade/propUse/${tradeId}`);
export const propUsesQuery = (tradeId: number) => queryOptions({ queryKey: ['prop-uses', tradeId], queryFn: () => getPropUses(tradeId) });
