import { queryOptions } from '@tanstack/react-query';
import type { VarietyQuote } from '../contracts/home-names';
import { apiGet } from '../client';
import { homeKeys } from './keys';

/** The most traded varieties with their last price and change (GET /api/anon/home/varieties). */
export const getPopularVarieties = () => apiGet<VarietyQuote[]>('/api/anon/home/varieties');
export const popularVarietiesQueryOptions = () => queryOptions({ queryKey: homeKeys.popularVarieties(), queryFn: getPopularVarieties, staleTime: 30_000, refetchInterval: 60_000 });
