/** The query keys of the site's configuration, protocols and the area tree (docs/architecture.md, "Query keys"). */
export const systemKeys = {
  config: () => ['sys', 'config'] as const,
  protocol: (type: number) => ['protocol', type] as const,
  areas: (level: 1 | 2 | 3) => ['areas', level] as const,
};
