import { useQuery } from '@tanstack/react-query';
import { getUnreadCount } from '../../api/user/get-unread-count';
import { userKeys } from '../../api/user/keys';

/** Spec sections 4 and 9: the unread count is polled every 30 s while logged in; a failed poll stops the polling. */
export const unreadPollMs = 30_000;

export function useUnreadCount(enabled: boolean, intervalMs = unreadPollMs): number {
  const { data } = useQuery({
    queryKey: userKeys.unread(),
    queryFn: getUnreadCount,
    enabled,
    refetchInterval: (query) => (query.state.status === 'error' ? false : intervalMs),
    refetchIntervalInBackground: true,
  });
  return enabled ? (data?.count ?? 0) : 0;
}
