import { queryOptions } from '@tanstack/react-query';
import type { TraderEvaluation } from '../contracts/evaluation-names';
import type { Page } from '../contracts/trade';
import { apiGet } from '../client';
import type { PageRequest } from './market';
import { tradeKeys } from './keys';

/** The evaluations a trader received, newest first (GET /api/anon/trade/homepage/{id}/evaluations, /trade/homepage/{id}). */
export const traderEvaluationsQueryOptions = (id: number, page: PageRequest) =>
  queryOptions({
    queryKey: tradeKeys.traderEvaluations(id, page),
    queryFn: () => apiGet<Page<TraderEvaluation>>(`/api/anon/trade/homepage/${id}/evaluations`, { ...page }),
  });
