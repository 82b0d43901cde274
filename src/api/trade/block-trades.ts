import { queryOptions } from '@tanstack/react-query';
import type { BlockTrade, Page } from '../contracts/trade';
import { apiGet } from '../client';
import type { PageRequest } from './market';
import { tradeKeys } from './keys';

/** Block trades (大宗交易, GET /api/trade/blockTrades/page); tradeType 1 sell, 0 buy, absent both. */
export const getBlockTrades = (tradeType: 0 | 1 | undefined, page: PageRequest) =>
  apiGet<Page<BlockTrade>>('/api/trade/blockTrades/page', { tradeType, ...page });
export const blockTradesQueryOptions = (tradeType: 0 | 1 | undefined, page: PageRequest) =>
  queryOptions({ queryKey: tradeKeys.blockTrades(tradeType ?? 'all', page), queryFn: () => getBlockTrades(tradeType, page) });
