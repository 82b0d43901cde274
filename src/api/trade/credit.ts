import { queryOptions } from '@tanstack/react-query';
import type { CreditUsage } from '../contracts/trade';
import { apiGet, apiPost } from '../client';
import { creditKeys } from '../credit/keys';

/** What holds a credit line (operateType: business code 0 buy, 1 sell, 2 trade), for the credit-insufficient dialog. */
export const creditUsageQueryOptions = (operateType: 0 | 1 | 2) =>
  queryOptions({ queryKey: creditKeys.usageOf(operateType), queryFn: () => apiGet<CreditUsage[]>('/api/creditLine/useList', { operateType }) });
export const remindCredit = (operateType: number, orderId: number) => apiPost<null>('/api/creditLine/remind', { operateType, orderId });
