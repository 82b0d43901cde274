import { queryOptions } from '@tanstack/react-query';
import type { SurrenderView } from '../contracts/membership';
import type { Page } from '../contracts/trade';
import type { PageRequest } from '../trade/market';
import { apiGet } from '../client';

/** My deposit surrenders but those I removed, newest first (GET /api/deposit/surrender/list). */
export const getSurrenders = (page: PageRequest) => apiGet<Page<SurrenderView>>('/api/deposit/surrender/list', { ...page });
export const surrendersQuery = (page: PageRequest) => queryOptions({ queryKey: ['membership', 'deposit', 'surrenders', page], queryFn: () => getSurrenders(page) });
