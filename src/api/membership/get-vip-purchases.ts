import { queryOptions } from '@tanstack/react-query';
import type { VipPurchaseStage, VipPurchaseView } from '../contracts/membership';
import type { Page } from '../contracts/trade';
import type { PageRequest } from '../trade/market';
import { apiGet } from '../client';
import { membershipKeys } from './keys';

export interface VipPurchaseFilter {
  levelId?: number;
  state?: VipPurchaseStage;
}

/** My VIP purchases, newest first (GET /api/user/annual/applyFormList, by level and state). */
export const getVipPurchases = (page: PageRequest, filter: VipPurchaseFilter = {}) => apiGet<Page<VipPurchaseView>>('/api/user/annual/applyFormList', { ...page, ...filter });
export const vipPurchasesQueryOptions = (page: PageRequest, filter: VipPurchaseFilter = {}) =>
  queryOptions({ queryKey: membershipKeys.vipPurchases(page, filter), queryFn: () => getVipPurchases(page, filter) });
