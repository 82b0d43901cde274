import { queryOptions } from '@tanstack/react-query';
import type { TradeDynamic } from '../contracts/home-names';
import { apiGet } from '../client';
import { homeKeys } from './keys';

/** The trade ticker: the latest deals and new offers, newest first (GET /api/anon/trade/dynamics). */
export const getTradeDynamics = () => apiGet<TradeDynamic[]>('/api/anon/trade/dynamics');
// Fresh for 30 s (the loader's answer serves the page it loaded), read again every minute while the home page is open.
export const tradeDynamicsQueryOptions = () => queryOptions({ queryKey: homeKeys.dynamics(), queryFn: getTradeDynamics, staleTime: 30_000, refetchInterval: 60_000 });
