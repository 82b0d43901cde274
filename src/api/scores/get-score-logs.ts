import { queryOptions } from '@tanstack/react-query';
import type { ScoreLog } from '../contracts/scores';
import type { Page } from '../contracts/trade';
import type { PageRequest } from '../trade/market';
import { apiGet } from '../client';
import { scoreKeys } from './keys';

/** Which log: the credit score's (信用分) or the points' (积分). */
export type ScoreLogKind = 'creditScore' | 'personalScore';

/** A page of my own score log, newest first (GET /api/user/account/{kind}/log/page); every key starts with 'scores'. */
export const getScoreLogs = (kind: ScoreLogKind, page: PageRequest) => apiGet<Page<ScoreLog>>(`/api/user/account/${kind}/log/page`, { ...page });
export const scoreLogsQueryOptions = (kind: ScoreLogKind, page: PageRequest) =>
  queryOptions({ queryKey: scoreKeys.logs(kind, page), queryFn: () => getScoreLogs(kind, page) });
