import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { BlockTrade, BlockTradeDetail, BlockTradeItem, BlockTradeListQuery } from '../contracts/block-trades';
import type { Page } from '../contracts/trade';
import { apiGet } from '../client';
import type { PageRequest } from '../trade/market';
import { blockTradeKeys } from './keys';

/** The listed block trades (GET /api/trade/blockTrades/page); tradeType 1 sell, 0 buy, absent both. */
export const getBlockTrades = (tradeType: 0 | 1 | undefined, page: PageRequest) =>
  apiGet<Page<BlockTrade>>('/api/trade/blockTrades/page', { tradeType, ...page });
export const blockTradesQueryOptions = (tradeType: 0 | 1 | undefined, page: PageRequest) =>
  queryOptions({ queryKey: blockTradeKeys.page(tradeType ?? 'all', page), queryFn: () => getBlockTrades(tradeType, page) });

/** One application with its history (GET /api/trade/blockTrades/{id}): the applicant's and staff's in any state. */
export const getBlockTrade = (id: number) => apiGet<BlockTradeDetail>(`/api/trade/blockTrades/${id}`);
export const blockTradeQueryOptions = (id: number) => queryOptions({ queryKey: blockTradeKeys.detail(id), queryFn: () => getBlockTrade(id) });

/** My applications, newest first, of one stage or all (GET /api/trade/blockTrades/my/page). */
export const getMyBlockTrades = (query: BlockTradeListQuery) => apiGet<Page<BlockTradeItem>>('/api/trade/blockTrades/my/page', { ...query });
export const myBlockTradesQueryOptions = (query: BlockTradeListQuery) =>
  queryOptions({ queryKey: blockTradeKeys.minePage(query), queryFn: () => getMyBlockTrades(query) });

/** Staff's queue (GET /api/operator/block-trades/page): those waiting first, the longest waiting first. */
export const getBlockTradeQueue = (query: BlockTradeListQuery) => apiGet<Page<BlockTradeItem>>('/api/operator/block-trades/page', { ...query });
export const blockTradeQueueQueryOptions = (query: BlockTradeListQuery) =>
  queryOptions({ queryKey: blockTradeKeys.queue(query), queryFn: () => getBlockTradeQueue(query) });

/** After an application changes: the lists, the queue and the application are read again; the answer is kept at once. */
export function refreshBlockTrades(client: QueryClient, now?: BlockTradeDetail): Promise<void> {
  if (now) client.setQueryData(blockTradeKeys.detail(now.id), now);
  return Promise.all([
    client.invalidateQueries({ queryKey: blockTradeKeys.all() }),
    client.invalidateQueries({ queryKey: blockTradeKeys.mine() }),
    client.invalidateQueries({ queryKey: blockTradeKeys.queues() }),
  ]).then(() => undefined);
}
