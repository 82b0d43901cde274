import { queryOptions } from '@tanstack/react-query';
import type { ScoreSummary } from '../contracts/scores';
import { apiGet } from '../client';
import { scoreKeys } from './keys';

/** My credit score with its rating, my points and what earns them (GET /api/user/account/creditScore). */
export const getScoreSummary = () => apiGet<ScoreSummary>('/api/user/account/creditScore');
export const scoreSummaryQueryOptions = () => queryOptions({ queryKey: scoreKeys.summary(), queryFn: getScoreSummary });
