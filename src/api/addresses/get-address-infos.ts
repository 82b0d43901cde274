import { queryOptions } from '@tanstack/react-query';
import type { Address } from '../contracts/addresses';
import { apiGet } from '../client';

/** GET /api/receiving/infos?state: with state 1 only the default address (a list of at most one), otherwise all. */
export const getAddressInfos = (state?: 0 | 1) => apiGet<Address[]>('/api/receiving/infos', state === undefined ? undefined : { state });
export const addressInfosQuery = (state?: 0 | 1) => queryOptions({ queryKey: ['addresses', 'infos', state ?? null], queryFn: () => getAddressInfos(state) });
