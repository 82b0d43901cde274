import type { MessagePageRequest } from '../contracts/inbox';

/**
 * The query keys of the member's own data, and the roots other domains build on (docs/architecture.md, "Query
 * keys"). Everything under `all()` is private to the member logged in, as are the inbox, purses and orders under
 * their own domains' keys: the session removes every kept answer when the member leaves (session-provider.tsx).
 * Staff's queues and forms are under `staff()`.
 */
export const userKeys = {
  all: () => ['user'] as const,
  info: () => [...userKeys.all(), 'info'] as const,
  wallet: () => [...userKeys.all(), 'wallet'] as const,
  unread: () => [...userKeys.all(), 'unread'] as const,
  staff: () => [...userKeys.all(), 'staff'] as const,
  /** A private upload staff look at (identity papers), fetched with the token. */
  privateImage: (url: string) => [...userKeys.all(), 'privateImage', url] as const,
  inbox: () => ['inbox'] as const,
  inboxPage: (request: MessagePageRequest) => [...userKeys.inbox(), request] as const,
};
