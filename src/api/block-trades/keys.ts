import type { BlockTradeListQuery } from '../contracts/block-trades';
import type { PageRequest } from '../trade/market';
import { userKeys } from '../user/keys';

/**
 * The query keys of block trades (大宗交易; docs/architecture.md, "Query keys"): the public list, the member's own
 * applications (private, under `userKeys.all()`), one application, and staff's queue (under `userKeys.staff()`). A
 * change to an application (applied, withdrawn, reviewed) invalidates the lists and that application.
 */
export const blockTradeKeys = {
  all: () => ['block-trades'] as const,
  page: (tradeType: 0 | 1 | 'all', page: PageRequest) => [...blockTradeKeys.all(), 'page', tradeType, page] as const,
  detail: (id: number) => [...blockTradeKeys.all(), 'detail', id] as const,
  mine: () => [...userKeys.all(), 'block-trades'] as const,
  minePage: (query: BlockTradeListQuery) => [...blockTradeKeys.mine(), query] as const,
  queues: () => [...userKeys.staff(), 'block-trades'] as const,
  queue: (query: BlockTradeListQuery) => [...blockTradeKeys.queues(), query] as const,
};
