import { queryOptions } from '@tanstack/react-query';
import type { MyRecommend } from '../contracts/promotion';
import type { PageRequest } from '../trade/market';
import { apiGet } from '../client';
import { promotionKeys } from './keys';

/** My invite link's parts, what a referral earns and a page of my referred members (GET /api/user/myRecommend). */
export const getMyRecommend = (page: PageRequest) => apiGet<MyRecommend>('/api/user/myRecommend', { ...page });
export const myRecommendQueryOptions = (page: PageRequest) => queryOptions({ queryKey: promotionKeys.members(page), queryFn: () => getMyRecommend(page) });
