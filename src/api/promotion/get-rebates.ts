import { queryOptions } from '@tanstack/react-query';
import type { ScoreLog } from '../contracts/scores';
import type { Page } from '../contracts/trade';
import type { PageRequest } from '../trade/market';
import { apiGet } from '../client';
import { promotionKeys } from './keys';

/** A page of my rebates: the points my referred members' trades earned me (GET /api/user/rebate/page). */
export const getRebates = (page: PageRequest) => apiGet<Page<ScoreLog>>('/api/user/rebate/page', { ...page });
export const rebatesQueryOptions = (page: PageRequest) => queryOptions({ queryKey: promotionKeys.rebates(page), queryFn: () => getRebates(page) });
