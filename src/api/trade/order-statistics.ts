import { queryOptions } from '@tanstack/react-query';
import type { OrderStatistics } from '../contracts/trade';
import { apiPost } from '../client';
import { tradeKeys } from './keys';

/** How many of my orders are in each stage (POST /api/user/trade/order/statistics/info), for /person/order's tabs. */
export const getOrderStatistics = () => apiPost<OrderStatistics>('/api/user/trade/order/statistics/info');
// Under 'orders' so that whatever refreshes my orders after an action refreshes the counts too.
export const orderStatisticsQueryOptions = () => queryOptions({ queryKey: tradeKeys.orderStatistics(), queryFn: getOrderStatistics });
