import { queryOptions } from '@tanstack/react-query';
import type { MyDeal, Page } from '../contracts/trade';
import { apiGet } from '../client';
import type { PageRequest } from './market';
import { tradeKeys } from './keys';

/** My finished deals with what each meant for my balance (GET /api/trade/marketing/my/page, /transaction). */
export const getMyDeals = (page: PageRequest) => apiGet<Page<MyDeal>>('/api/trade/marketing/my/page', { ...page });
// Under 'orders' so that what invalidates my orders (a scan, an order action) refreshes my deals too.
export const myDealsQueryOptions = (page: PageRequest) => queryOptions({ queryKey: tradeKeys.myDeals(page), queryFn: () => getMyDeals(page) });
