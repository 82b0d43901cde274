import { queryOptions } from '@tanstack/react-query';
import type { ScoreSummary } from '../contracts/scores';
import { apiGet } from '../client';

/** My credit score with its rating, my points and what earns them (GET /api/user/account/creditScore). */
export const getScoreSummary = () => apiGet<ScoreSummary>('/api/user/account/creditScore');
export const scoreSummaryQuery = () => queryOptions({ queryKey: ['scores', 'summary'], queryFn: getScoreSummary });
