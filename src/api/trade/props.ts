import { queryOptions } from '@tanstack/react-query';
import type { Prop, PropCode, PropUse } from '../contracts/trade';
import { apiGet, apiRequest } from '../client';
import { headers } from '../contracts/envelope';

/** The props (道具) a publisher can spend gold beans on (GET /api/user/props/list), with their prices. */
export const propsQuery = () => queryOptions({ queryKey: ['props'], queryFn: () => apiGet<Prop[]>('/api/user/props/list'), staleTime: 5 * 60_000 });

/** The props used on one of my offers so far (GET /api/user/trade/propUse/{id}). */
export const propUsesQuery = (tradeId: number) =>
  queryOptions({ queryKey: ['prop-uses', tradeId], queryFn: () => apiGet<PropUse[]>(`/api/user/trade/propUse/${tradeId}`) });

/**
 * Spends gold beans on a prop for an offer (POST /api/user/trade/propAdd). The idempotency key is made once per
 * attempt by the caller, so a retried click after a lost answer spends the beans once.
 */
export const addProp = (tradeId: number, propCode: PropCode, idempotencyKey: string) =>
  apiRequest<unknown>('/api/user/trade/propAdd', { method: 'POST', body: { tradeId, propCode }, headers: { [headers.idempotencyKey]: idempotencyKey } });
