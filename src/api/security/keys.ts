import { userKeys } from '../user/keys';

/** The query keys of the member's security settings (docs/architecture.md, "Query keys"). */
export const securityKeys = {
  settings: () => [...userKeys.all(), 'setting'] as const,
};
