import type { AuthenticationQueueQuery } from '../contracts/authentication';
import { userKeys } from '../user/keys';

/** The query keys of authentication, the member's and staff's queue (docs/architecture.md, "Query keys"). */
export const authenticationKeys = {
  info: () => [...userKeys.all(), 'authentication'] as const,
  queues: () => [...userKeys.staff(), 'authentications'] as const,
  queue: (query: AuthenticationQueueQuery) => [...authenticationKeys.queues(), query] as const,
  review: (id: number) => [...userKeys.staff(), 'authentication', id] as const,
  /** Whether the member is staff: kept for the session under the member's keys. */
  staffAccess: () => [...userKeys.staff(), 'access'] as const,
};
