import type { CreditLineKind } from '../contracts/trade-names';

/** The query keys of the member's credit lines and what holds them (docs/architecture.md, "Query keys"). */
export const creditKeys = {
  line: () => ['credit-line'] as const,
  usage: () => ['credit-usage'] as const,
  /** What holds a line, by the server's business code (the publish form's credit-insufficient dialog). */
  usageOf: (operateType: 0 | 1 | 2) => [...creditKeys.usage(), operateType] as const,
  holders: (kind: CreditLineKind) => [...creditKeys.usage(), 'holders', kind] as const,
};
