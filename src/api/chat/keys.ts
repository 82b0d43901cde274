import { userKeys } from '../user/keys';

/**
 * The query keys of member chat (docs/architecture.md, "Query keys"): private to the member, so built from
 * `userKeys.all()` and removed at logout with the rest.
 */
export const chatKeys = {
  all: () => [...userKeys.all(), 'chat'] as const,
  conversations: () => [...chatKeys.all(), 'conversations'] as const,
  peer: (otherId: number) => [...chatKeys.all(), 'peer', otherId] as const,
  history: (conversationId: number) => [...chatKeys.all(), 'history', conversationId] as const,
  unread: () => [...chatKeys.all(), 'unread'] as const,
};
