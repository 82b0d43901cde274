import type { PageRequest } from '../trade/market';

/** The query keys of the blacklist and relations to other members (docs/architecture.md, "Query keys"); blacklisting invalidates both. */
export const relationKeys = {
  blacklist: () => ['blacklist'] as const,
  blacklistPage: (page: PageRequest) => [...relationKeys.blacklist(), page] as const,
  relations: () => ['relation'] as const,
  relation: (targetId: number) => [...relationKeys.relations(), targetId] as const,
  memberFind: (condition: string) => ['member-find', condition] as const,
};
