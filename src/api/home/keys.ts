import type { BoardPeriod, TraderRanking, VarietyRanking } from '../contracts/home-names';

/** The query keys of the home page and the boards (docs/architecture.md, "Query keys"). */
export const homeKeys = {
  all: () => ['home'] as const,
  dynamics: () => [...homeKeys.all(), 'dynamics'] as const,
  popularVarieties: () => [...homeKeys.all(), 'varieties'] as const,
  friendLinks: () => [...homeKeys.all(), 'links'] as const,
  forumTopics: () => [...homeKeys.all(), 'forum'] as const,
  boards: () => ['board'] as const,
  traderBoard: (period: BoardPeriod, by: TraderRanking) => [...homeKeys.boards(), 'traders', period, by] as const,
  varietyBoard: (period: BoardPeriod, by: VarietyRanking) => [...homeKeys.boards(), 'varieties', period, by] as const,
};
