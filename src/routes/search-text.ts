/**
 * How a page's search is written into its address: each value as it reads (?yearFrom=1979&keyword=1980), where
 * TanStack's default quotes a string that would read as a number (?yearFrom=%221979%22) to keep its type. No type
 * needs keeping here: every value is text or a number, and each route's schema reads a number back as text where it
 * wants text (src/features/site/search-schemas.ts). Reading stays TanStack's default (a number reads as a number).
 */
export function stringifySearch(search: Record<string, unknown>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(search)) {
    const text = searchText(value);
    if (text !== undefined) params.set(key, text);
  }
  const query = params.toString();
  return query ? `?${query}` : '';
}

/** One value as the address writes it; undefined is left out. */
export const searchText = (value: unknown): string | undefined =>
  value === undefined ? undefined : typeof value === 'object' ? JSON.stringify(value) : String(value);
