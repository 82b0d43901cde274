import { queryOptions } from '@tanstack/react-query';
import { apiGet } from '../client';
import type { MatchDetail, MatchVariety } from '../contracts/automatch';
import type { Page } from '../contracts/trade';
import type { PageRequest } from '../trade/market';
import { automatchKeys } from './keys';

/** The varieties with a live book, with their best prices, last fill and the day's volume (GET …/pairing/page, public). */
export const getPairingPage = (page: PageRequest) => apiGet<Page<MatchVariety>>('/api/automatic/pairing/page', { ...page });
export const pairingPageQueryOptions = (page: PageRequest) => queryOptions({ queryKey: automatchKeys.varieties(page), queryFn: () => getPairingPage(page) });

/** One variety's book (10 levels a side, best first) and its latest fills (GET …/pairing/details, public). */
export const getPairingDetail = (productId: number) => apiGet<MatchDetail>('/api/automatic/pairing/details', { productId });
export const pairingDetailQueryOptions = (productId: number) =>
  queryOptions({ queryKey: automatchKeys.detail(productId), queryFn: () => getPairingDetail(productId) });
