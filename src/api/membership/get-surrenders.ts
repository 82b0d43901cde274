import { queryOptions } from '@tanstack/react-query';
import type { SurrenderView } from '../contracts/membership';
import type { Page } from '../contracts/trade';
import type { PageRequest } from '../trade/market';
import { apiGet } from '../client';
import { membershipKeys } from './keys';

/** My deposit surrenders but those I removed, newest first (GET /api/deposit/surrender/list). */
export const getSurrenders = (page: PageRequest) => apiGet<Page<SurrenderView>>('/api/deposit/surrender/list', { ...page });
export const surrendersQueryOptions = (page: PageRequest) => queryOptions({ queryKey: membershipKeys.surrenders(page), queryFn: () => getSurrenders(page) });
