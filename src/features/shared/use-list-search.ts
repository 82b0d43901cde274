import { useRouter, useSearch } from '@tanstack/react-router';
import { useCallback, useMemo } from 'react';

/** A route's search schema (src/features/site/search-schemas.ts), restated because shared UI imports no feature. */
export interface SearchRules<T> {
  parse(search: unknown): T;
}

/** The search keys of one paged list: its page and its page size (search-schemas.ts's `paging`). */
export interface PagingKeys {
  page: string;
  size: string;
}

export const defaultPagingKeys: PagingKeys = { page: 'page', size: 'size' };

/**
 * Moves the page to other values of its own search (issue 24: a list's tab, filters and page are in the URL, so a
 * reload or a bookmark opens the same rows and Back restores the previous ones). It stays on the page, so there is no
 * path to get wrong: that is why it may use the router itself rather than the site map's typed navigation. A value
 * given as undefined is left out of the URL (its default); the scroll stays where it is, as it did when these lived
 * in the component. `replace` corrects the current entry instead of adding one (a page that emptied).
 */
export function useSearchChange() {
  const router = useRouter();
  return useCallback(
    (change: Record<string, unknown>, { replace = false }: { replace?: boolean } = {}) =>
      void router.navigate({ to: '.', search: (previous: Record<string, unknown>) => ({ ...previous, ...change }), replace, resetScroll: false }),
    [router],
  );
}

/**
 * A list page's tab and filters as its route applied them (`rules`, the route's own search schema: a value that does
 * not fit is already its default), and `setSearch`, which changes them and starts the list again from page 1 (the old
 * page number means other rows now). `pageKey` is the page key its filters restart, for a page's second list.
 */
export function useListSearch<T extends object>(rules: SearchRules<T>, { pageKey = defaultPagingKeys.page }: { pageKey?: string } = {}) {
  const raw = useSearch({ strict: false });
  const search = useMemo(() => rules.parse(raw), [rules, raw]);
  const change = useSearchChange();
  const setSearch = useCallback((values: Partial<T>) => change({ ...values, [pageKey]: undefined }), [change, pageKey]);
  return [search, setSearch] as const;
}
