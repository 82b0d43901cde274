import type { WatchStage } from '../contracts/watch-names';
import type { PageRequest } from '../trade/market';
import { userKeys } from '../user/keys';

/**
 * The query keys of watch tasks (盯盘; docs/architecture.md, "Query keys"): the member's private data, under
 * `userKeys.all()`. Every change to a task (a call, a live `watch.alert`) invalidates `all()`: the lists and the details.
 */
export const watchKeys = {
  all: () => [...userKeys.all(), 'watch'] as const,
  tasks: (page: PageRequest & { stage?: WatchStage }) => [...watchKeys.all(), 'tasks', page] as const,
  task: (id: number) => [...watchKeys.all(), 'task', id] as const,
  matches: (id: number, page: PageRequest) => [...watchKeys.task(id), 'matches', page] as const,
};
