import type { MatchStage } from '../contracts/automatch-names';
import type { PageRequest } from '../trade/market';
import { userKeys } from '../user/keys';

/** Which of my match orders a list asks for (GET …/my/orders): a stage or the open ones (`active`), of one variety or all. */
export type MyMatchOrdersQuery = PageRequest & { stage?: MatchStage | 'active'; productId?: number };

/**
 * The query keys of auto-match (自动撮合, issue 28; docs/architecture.md, "Query keys"). The books are public, so not
 * under userKeys; my orders, my fills and the fee are the member's own, under `userKeys.all()` (logging out drops
 * them). A command on a book (placed, amended, cancelled, or a fill told live) invalidates that variety's `detail`, the
 * `varietyPages` and, for the member, `mine()`.
 */
export const automatchKeys = {
  all: () => ['automatch'] as const,
  varietyPages: () => [...automatchKeys.all(), 'varieties'] as const,
  varieties: (page: PageRequest) => [...automatchKeys.varietyPages(), page] as const,
  detail: (productId: number) => [...automatchKeys.all(), 'detail', productId] as const,
  mine: () => [...userKeys.all(), 'automatch'] as const,
  myOrders: (query: MyMatchOrdersQuery) => [...automatchKeys.mine(), 'orders', query] as const,
  myFills: (page: PageRequest) => [...automatchKeys.mine(), 'fills', page] as const,
  fee: () => [...automatchKeys.mine(), 'fee'] as const,
};
