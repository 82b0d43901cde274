import { userKeys } from '../user/keys';

/** The query keys of the member's profile and private uploads (docs/architecture.md, "Query keys"). */
export const profileKeys = {
  profile: () => [...userKeys.all(), 'profile'] as const,
  privateUpload: (url: string | null | undefined) => ['upload', 'private', url] as const,
};
