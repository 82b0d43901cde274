import { userKeys } from '../user/keys';

/** The query keys of the member's bank account opening (docs/architecture.md, "Query keys"). */
export const accountOpeningKeys = {
  opening: () => [...userKeys.all(), 'accountOpening'] as const,
};
