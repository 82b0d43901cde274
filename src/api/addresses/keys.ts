/** The query keys of the member's delivery addresses (docs/architecture.md, "Query keys"). */
export const addressKeys = {
  all: () => ['addresses'] as const,
  list: () => [...addressKeys.all(), 'all'] as const,
  infos: (state: 0 | 1 | null) => [...addressKeys.all(), 'infos', state] as const,
};
