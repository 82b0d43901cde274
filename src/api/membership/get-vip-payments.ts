import { queryOptions } from '@tanstack/react-query';
import type { VipPaymentType, VipPaymentView } from '../contracts/membership';
import type { Page } from '../contracts/trade';
import type { PageRequest } from '../trade/market';
import { apiGet } from '../client';
import { membershipKeys } from './keys';

export interface VipPaymentFilter {
  levelId?: number;
  paymentType?: VipPaymentType;
}

/** My VIP payments, newest first (GET /api/user/annual/paymentList, by level and payment type). */
export const getVipPayments = (page: PageRequest, filter: VipPaymentFilter = {}) => apiGet<Page<VipPaymentView>>('/api/user/annual/paymentList', { ...page, ...filter });
export const vipPaymentsQueryOptions = (page: PageRequest, filter: VipPaymentFilter = {}) =>
  queryOptions({ queryKey: membershipKeys.vipPayments(page, filter), queryFn: () => getVipPayments(page, filter) });
