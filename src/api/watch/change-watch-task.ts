import { mutationOptions, useMutation, type QueryClient } from '@tanstack/react-query';
import { apiPost, apiRequest } from '../client';
import { headers } from '../contracts/envelope';
import type { WatchAddFields, WatchDetail, WatchSweep } from '../contracts/watch';
import { watchKeys } from './keys';

/** Every change to a task refreshes the lists and the details. */
export const refreshWatch = (client: QueryClient) => client.invalidateQueries({ queryKey: watchKeys.all() });

/** A new task (POST /api/orderWatching/add), with the form's idempotency key: a retried send makes one task. */
export const addWatchTask = ({ body, attempt }: { body: WatchAddFields; attempt: string }) =>
  apiRequest<WatchDetail>('/api/orderWatching/add', { method: 'POST', body, headers: { [headers.idempotencyKey]: attempt } });
export const addWatchTaskMutationOptions = () =>
  mutationOptions({ mutationKey: ['watch', 'add'], mutationFn: addWatchTask, onSuccess: (_a, _i, _r, { client }) => refreshWatch(client) });
export const useAddWatchTask = () => useMutation(addWatchTaskMutationOptions());

/** The three switches of an open task: 散票, 短信通知, 匿名 (POST /api/orderWatching/{switch}/{id}). */
export type WatchSwitchName = 'looseEdition' | 'smsNotice' | 'anonymous';
export const toggleWatchSwitch = ({ id, which }: { id: number; which: WatchSwitchName }) => apiPost<WatchDetail>(`/api/orderWatching/${which}/${id}`);
export const toggleWatchSwitchMutationOptions = () =>
  mutationOptions({ mutationKey: ['watch', 'switch'], mutationFn: toggleWatchSwitch, onSuccess: (_a, _i, _r, { client }) => refreshWatch(client) });
export const useToggleWatchSwitch = () => useMutation(toggleWatchSwitchMutationOptions());

/** A finished task leaves my list (POST /api/orderWatching/delete/{id}). */
export const deleteWatchTask = ({ id }: { id: number }) => apiPost<null>(`/api/orderWatching/delete/${id}`);
export const deleteWatchTaskMutationOptions = () =>
  mutationOptions({ mutationKey: ['watch', 'delete'], mutationFn: deleteWatchTask, onSuccess: (_a, _i, _r, { client }) => refreshWatch(client) });
export const useDeleteWatchTask = () => useMutation(deleteWatchTaskMutationOptions());

/** 一键扫货: every open offer meeting my open tasks into the scan basket (POST /api/orderWatching/sweep). */
export const sweepWatchTasks = () => apiPost<WatchSweep>('/api/orderWatching/sweep');
export const sweepWatchTasksMutationOptions = () => mutationOptions({ mutationKey: ['watch', 'sweep'], mutationFn: sweepWatchTasks });
export const useSweepWatchTasks = () => useMutation(sweepWatchTasksMutationOptions());
