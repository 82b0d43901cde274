import { redirect } from '@tanstack/react-router';

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
  const differs = Object.keys(search).some((key) => JSON.stringify(written[key]) !== JSON.stringify(search[key]));
  if (differs) throw redirect({ to: path, params, search, replace: true });
}
