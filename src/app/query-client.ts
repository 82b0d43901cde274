import { QueryClient } from '@tanstack/react-query';

/** The app's one QueryClient. The API client already shows errors, so queries do not retry behind the user's back. */
export function createQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } } });
}
