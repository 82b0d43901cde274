/** The query keys of the quotes room (docs/architecture.md, "Query keys"): public data, so not under userKeys. */
export const quotesKeys = {
  all: () => ['quotes'] as const,
  days: () => [...quotesKeys.all(), 'day'] as const,
  /** The day's rows of one 专区, or of all ('all'). */
  day: (categoryId: number | undefined) => [...quotesKeys.days(), categoryId ?? 'all'] as const,
  room: () => [...quotesKeys.all(), 'room'] as const,
};
