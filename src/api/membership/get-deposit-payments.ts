import { queryOptions } from '@tanstack/react-query';
import type { DepositPaymentView } from '../contracts/membership';
import type { Page } from '../contracts/trade';
import type { PageRequest } from '../trade/market';
import { apiGet } from '../client';
import { membershipKeys } from './keys';

/** My deposit payments, newest first (GET /api/deposit/order/list). */
export const getDepositPayments = (page: PageRequest) => apiGet<Page<DepositPaymentView>>('/api/deposit/order/list', { ...page });
export const depositPaymentsQueryOptions = (page: PageRequest) => queryOptions({ queryKey: membershipKeys.depositPayments(page), queryFn: () => getDepositPayments(page) });
