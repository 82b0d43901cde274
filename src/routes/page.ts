import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { z } from 'zod';
import { ensureFirstData, type FirstData } from './first-data';

type SearchSchema = z.ZodType<object>;

/**
 * A route's content: what it renders from its route's validated search and params, and what its loader fetches first.
 * The builders below parse both with the page's own schemas, so each page function gets exactly its route's types
 * (the route has already applied the same schema, so parsing again changes nothing).
 */
export interface Page {
  /** The search schema the page reads: the one the site map gives its route (tests/ui/routes.test.tsx checks). */
  search: SearchSchema;
  render(search: unknown, params: unknown): ReactNode;
  /** The route's loader: the page's first data, into the query cache. */
  load?(queryClient: QueryClient, params: unknown): Promise<void>;
}

/** The schema of a page that reads no query string. */
export const noSearch = z.object({});

/** A page without an id in its path. */
export function page<S extends SearchSchema>(search: S, render: (search: z.output<S>) => ReactNode): Page {
  return { search, render: (raw) => render(search.parse(raw)) };
}

/** The route's `$id`, already a positive integer (route-params.ts); a page without one is a wiring mistake. */
const routeId = z.object({ id: z.number().int().positive() });
const idOf = (params: unknown) => routeId.parse(params).id;

/** A page of one thing, by the id in its path; its first data (if given) is loaded by the route. */
export function idPage<S extends SearchSchema, TData, TKey extends QueryKey>(
  search: S,
  definition: {
    render: (id: number, search: z.output<S>) => ReactNode;
    firstData?: (id: number) => FirstData<TData, TKey>;
    /** The page's lazy code: loaded before the data, so the data is fresh when the page mounts and is not fetched twice. */
    code?: { preload(): Promise<unknown> };
  },
): Page {
  const { render, firstData, code } = definition;
  return {
    search,
    render: (raw, params) => render(idOf(params), search.parse(raw)),
    load:
      firstData &&
      (async (queryClient, params) => {
        await code?.preload();
        await ensureFirstData(queryClient, firstData(idOf(params)));
      }),
  };
}
