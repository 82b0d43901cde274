import type { CardKind } from '../contracts/cash-out';
import { userKeys } from '../user/keys';

/** The query keys of the member's bank cards and the bank list (docs/architecture.md, "Query keys"). */
export const bankCardKeys = {
  all: () => [...userKeys.all(), 'bankCards'] as const,
  cards: (kind: CardKind) => [...bankCardKeys.all(), kind] as const,
  defaultCard: () => [...bankCardKeys.all(), 'normal'] as const,
  banks: () => ['sys', 'banks'] as const,
};
