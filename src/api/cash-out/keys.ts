import type { CashOutPageQuery } from '../contracts/cash-out';
import { userKeys } from '../user/keys';

/** The query keys of cash-outs, the member's and staff's queue (docs/architecture.md, "Query keys"). */
export const cashOutKeys = {
  mine: () => [...userKeys.all(), 'cashOut'] as const,
  page: (query: CashOutPageQuery) => [...cashOutKeys.mine(), 'page', query] as const,
  /** Where a cash-out is paid to; a bank card saved, removed or made the default changes it. */
  collectAccount: () => [...cashOutKeys.mine(), 'account'] as const,
  queues: () => [...userKeys.staff(), 'cashOuts'] as const,
  queue: (query: CashOutPageQuery) => [...cashOutKeys.queues(), query] as const,
  review: (id: number) => [...userKeys.staff(), 'cashOut', id] as const,
};
