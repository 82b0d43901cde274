import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { routeIdParam, type SearchSchema } from '../features/site/search-schemas';
import { startFirstData, type FirstData } from './first-data';

/**
 * A route's content: what it renders from its route's validated search and params, and what its loader fetches first.
 * The builders below parse both with the page's own schemas, so each page function gets exactly its route's types
 * (the route has already applied the same schema, so parsing again changes nothing).
 */
export interface RoutePage {
  /** The search schema the page reads: the one the site map gives its route (tests/ui/routes.test.tsx checks). */
  search: SearchSchema<object>;
  render(search: unknown, params: unknown): ReactNode;
  /**
   * The route's loader: starts the page's code and first data, and returns without waiting for either, so the frame
   * shows at once and the page fills in (first-data.ts); the page's Suspense (site-page.tsx) covers the code.
   */
  load?(queryClient: QueryClient, params: unknown): void;
}

/** The schema of a page that reads no query string. */
export const noSearch: SearchSchema<Record<never, never>> = { parse: () => ({}) };

/** A page without an id in its path. */
export function page<T extends object>(search: SearchSchema<T>, render: (search: T) => ReactNode): RoutePage {
  return { search, render: (raw) => render(search.parse(raw)) };
}

/** The route's `$id`, already a positive integer (route-params.ts); a page without one is a wiring mistake. */
const idOf = (params: unknown) => routeIdParam.parse((params as { id?: unknown }).id);

/** A page of one thing, by the id in its path; its first data (if given) is loaded by the route. */
export function idPage<T extends object, TData, TKey extends QueryKey>(
  search: SearchSchema<T>,
  definition: {
    render: (id: number, search: T) => ReactNode;
    firstData?: (id: number) => FirstData<TData, TKey>;
    /** The page's lazy code, started with the data. */
    code?: { preload(): Promise<unknown> };
  },
): RoutePage {
  const { render, firstData, code } = definition;
  return {
    search,
    render: (raw, params) => render(idOf(params), search.parse(raw)),
    load:
      firstData &&
      ((queryClient, params) => {
        startFirstData(queryClient, firstData(idOf(params)));
        void code?.preload();
      }),
  };
}
