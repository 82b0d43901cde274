import { queryOptions } from '@tanstack/react-query';
import type { BondRecord } from '../contracts/membership';
import type { Page } from '../contracts/trade';
import type { PageRequest } from '../trade/market';
import { apiGet } from '../client';
import { membershipKeys } from './keys';

/** The bond funds' postings, newest first (GET /api/bond/pay/record). */
export const getBondRecords = (page: PageRequest) => apiGet<Page<BondRecord>>('/api/bond/pay/record', { ...page });
export const bondRecordsQueryOptions = (page: PageRequest) => queryOptions({ queryKey: membershipKeys.bondRecords(page), queryFn: () => getBondRecords(page) });
