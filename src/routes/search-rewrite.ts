import { redirect } from '@tanstack/react-router';
import { searchText } from './search-text';

interface SearchCheck {
  /** The URL's own query string, as TanStack parsed it. */
  location: { search: object };
  /** What the route applied: the URL's values after its search schema (defaults in, unfit values out). */
  search: Record<string, unknown>;
  params: Record<string, unknown>;
}

/**
 * The address bar shows the search the page applied (src/features/site/search-schemas.ts): when a value was dropped
 * or defaulted, the route redirects to the same page with the applied values, replacing the history entry. Links and
 * first loads already arrive written this way (TanStack builds them through the schema); this catches the rest, such
 * as the back button to a hand-edited URL.
 */
export function rewriteToAppliedSearch(path: string, { location, search, params }: SearchCheck) {
  const written: Record<string, unknown> = { ...location.search };
  // Compared as the address writes them: the URL's 1980 read as a number is the text "1980" a schema applied.
  const differs = Object.keys(search).some((key) => searchText(written[key]) !== searchText(search[key]));
  if (differs) throw redirect({ to: path, params, search, replace: true });
}
