import { queryOptions } from '@tanstack/react-query';
import { ApiCode } from '../contracts/envelope';
import type { AuthenticationQueueItem, AuthenticationQueueQuery, AuthenticationReview } from '../contracts/authentication';
import type { Page } from '../contracts/trade';
import { ApiRequestError, apiGet } from '../client';
import { authenticationKeys } from './keys';

const base = '/api/operator/authentication';

/** The review queue (GET /api/operator/authentication/page), for platform staff; keys under 'user' (forgotten on logout). */
export const getAuthenticationQueue = (query: AuthenticationQueueQuery) => apiGet<Page<AuthenticationQueueItem>>(`${base}/page`, { ...query });
export const authenticationQueueQueryOptions = (query: AuthenticationQueueQuery) =>
  queryOptions({ queryKey: authenticationKeys.queue(query), queryFn: () => getAuthenticationQueue(query) });

/** One application with its papers and pictures (GET /api/operator/authentication/{id}). */
export const getAuthenticationReview = (id: number) => apiGet<AuthenticationReview>(`${base}/${id}`);
export const authenticationReviewQueryOptions = (id: number) =>
  queryOptions({ queryKey: authenticationKeys.review(id), queryFn: () => getAuthenticationReview(id) });

/**
 * Whether the member is platform staff: the queue's first row asked for, and a refusal (403) read as "no". The staff
 * routes' gate asks it; the answer is kept for the session (its key is under 'user').
 */
export const staffAccessQueryOptions = () =>
  queryOptions({
    queryKey: authenticationKeys.staffAccess(),
    queryFn: () =>
      getAuthenticationQueue({ pageNo: 1, pageSize: 10 }).then(
        () => true,
        (error: unknown) => {
          if (error instanceof ApiRequestError && error.code === ApiCode.forbidden) return false;
          throw error;
        },
      ),
    staleTime: Infinity,
  });
