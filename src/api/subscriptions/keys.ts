import type { PageRequest } from '../trade/market';
import { userKeys } from '../user/keys';

/** The query keys of my subscriptions (docs/architecture.md, "Query keys"): private, under `userKeys.all()`. */
export const subscriptionKeys = {
  all: () => [...userKeys.all(), 'subscriptions'] as const,
  list: () => [...subscriptionKeys.all(), 'list'] as const,
  /** The new offers (product/list) and deals (trade/list) of what I follow, a page each. */
  offers: (page: PageRequest) => [...subscriptionKeys.all(), 'offers', page] as const,
  deals: (page: PageRequest) => [...subscriptionKeys.all(), 'deals', page] as const,
};
