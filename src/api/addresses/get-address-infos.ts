import { queryOptions } from '@tanstack/react-query';
import type { Address } from '../contracts/addresses';
import { apiGet } from '../client';
import { addressKeys } from './keys';

/** GET /api/receiving/infos?state: with state 1 only the default address (a list of at most one), otherwise all. */
export const getAddressInfos = (state?: 0 | 1) => apiGet<Address[]>('/api/receiving/infos', state === undefined ? undefined : { state });
export const addressInfosQueryOptions = (state?: 0 | 1) => queryOptions({ queryKey: addressKeys.infos(state ?? null), queryFn: () => getAddressInfos(state) });
