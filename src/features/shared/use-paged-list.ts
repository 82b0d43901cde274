import { keepPreviousData, useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import type { Page } from '../../api/contracts/trade';
import type { PageRequest } from '../../api/trade/market';
import type { PagingKeys } from './use-list-search';
import { useLastPageWithRows, usePaging } from './use-paging';

/**
 * A list call's query for one page (the call's queryOptions), whatever else it filters by: its key, and a function
 * that answers a page of T. (Its key's own tuple type is not kept: TanStack types keys invariantly.)
 */
export type PageQuery<T> = (page: PageRequest) => { queryKey: QueryKey; queryFn?: ((...context: never[]) => Page<T> | Promise<Page<T>>) | symbol };

/**
 * One paged list: its page from the URL (use-paging.ts; spec section 9: page 1, 10 a page), the page's query with the
 * previous page kept on screen while the next loads, back to the last page with rows when the current one empties,
 * and `restart` for a filter that is not in the URL. `enabled: false` asks nothing (a filter the member must correct
 * first, as a backward date range). `keys` names a page's second list's page and size (the first's are page, size).
 */
export function usePagedList<T>(queryFor: PageQuery<T>, options: { enabled?: boolean; keys?: PagingKeys } = {}) {
  const { keys, ...query } = options;
  const { page, setPage, restart } = usePaging(keys);
  const list = useQuery({ ...(queryFor(page) as UseQueryOptions<Page<T>, Error, Page<T>, QueryKey>), placeholderData: keepPreviousData, ...query });
  useLastPageWithRows(page, setPage, list.data);
  return { list, rows: list.data?.list ?? [], page, setPage, restart };
}
