import type { PageRequest } from '../trade/market';

/** The query keys of the member's recommendations and rebates (docs/architecture.md, "Query keys"). */
export const promotionKeys = {
  all: () => ['promotion'] as const,
  members: (page: PageRequest) => [...promotionKeys.all(), 'members', page] as const,
  rebates: (page: PageRequest) => [...promotionKeys.all(), 'rebates', page] as const,
};
