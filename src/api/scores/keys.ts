import type { PageRequest } from '../trade/market';
import type { ScoreLogKind } from './get-score-logs';

/** The query keys of the member's scores (docs/architecture.md, "Query keys"). */
export const scoreKeys = {
  all: () => ['scores'] as const,
  logs: (kind: ScoreLogKind, page: PageRequest) => [...scoreKeys.all(), kind, page] as const,
  summary: () => [...scoreKeys.all(), 'summary'] as const,
};
