import { queryOptions } from '@tanstack/react-query';
import type { BondRecord } from '../contracts/membership';
import type { Page } from '../contracts/trade';
import type { PageRequest } from '../trade/market';
import { apiGet } from '../client';

/** The bond funds' postings, newest first (GET /api/bond/pay/record). */
export const getBondRecords = (page: PageRequest) => apiGet<Page<BondRecord>>('/api/bond/pay/record', { ...page });
export const bondRecordsQuery = (page: PageRequest) => queryOptions({ queryKey: ['membership', 'bond', 'records', page], queryFn: () => getBondRecords(page) });
