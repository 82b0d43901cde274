import { queryOptions } from '@tanstack/react-query';
import type { TraderEvaluation } from '../contracts/evaluation-names';
import type { Page } from '../contracts/trade';
import { apiGet } from '../client';
import type { PageRequest } from './market';

/** The evaluations a trader received, newest first (GET /api/anon/trade/homepage/{id}/evaluations, /trade/homepage/{id}). */
export const traderEvaluationsQuery = (id: number, page: PageRequest) =>
  queryOptions({
    queryKey: ['trader-homepage', id, 'evaluations', page],
    queryFn: () => apiGet<Page<TraderEvaluation>>(`/api/anon/trade/homepage/${id}/evaluations`, { ...page }),
  });
