import { queryOptions } from '@tanstack/react-query';
import { apiGet } from '../client';
import type { Page } from '../contracts/trade';
import type { WatchDetail, WatchMatch, WatchTask } from '../contracts/watch';
import type { WatchStage } from '../contracts/watch-names';
import type { PageRequest } from '../trade/market';
import { watchKeys } from './keys';

/** My watch tasks, newest first (GET /api/orderWatching), optionally of one stage. */
export const getWatchTasks = (page: PageRequest & { stage?: WatchStage }) => apiGet<Page<WatchTask>>('/api/orderWatching', { ...page });
export const watchTasksQueryOptions = (page: PageRequest & { stage?: WatchStage }) =>
  queryOptions({ queryKey: watchKeys.tasks(page), queryFn: () => getWatchTasks(page) });

/** One task with its newest matches (GET /api/orderWatching/details/{id}). */
export const getWatchDetail = (id: number) => apiGet<WatchDetail>(`/api/orderWatching/details/${id}`);
export const watchDetailQueryOptions = (id: number) => queryOptions({ queryKey: watchKeys.task(id), queryFn: () => getWatchDetail(id) });

/** A task's matches, paged (GET /api/orderWatching/details/list/{id}). */
export const getWatchMatches = (id: number, page: PageRequest) => apiGet<Page<WatchMatch>>(`/api/orderWatching/details/list/${id}`, { ...page });
export const watchMatchesQueryOptions = (id: number) => (page: PageRequest) =>
  queryOptions({ queryKey: watchKeys.matches(id, page), queryFn: () => getWatchMatches(id, page) });
