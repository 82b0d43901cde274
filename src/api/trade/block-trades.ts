import { queryOptions } from '@tanstack/react-query';
import type { BlockTrade, Page } from '../contracts/trade';
import { apiGet } from '../client';
import type { PageRequest } from './market';

/** Block trades (大宗交易, GET /api/trade/blockTrades/page); tradeType 1 sell, 0 buy, absent both. */
export const getBlockTrades = (tradeType: 0 | 1 | undefined, page: PageRequest) =>
  apiGet<Page<BlockTrade>>('/api/trade/blockTrades/page', { tradeType, ...page });
export const blockTradesQuery = (tradeType: 0 | 1 | undefined, page: PageRequest) =>
  queryOptions({ queryKey: ['block-trades', tradeType ?? 'all', page], queryFn: () => getBlockTrades(tradeType, page) });
