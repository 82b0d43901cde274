import { queryOptions } from '@tanstack/react-query';
import type { BondAccount } from '../contracts/membership';
import { apiGet } from '../client';

/** My bond funds and my balance (GET /api/bond/account). */
export const getBondAccount = () => apiGet<BondAccount>('/api/bond/account');
export const bondAccountQuery = () => queryOptions({ queryKey: ['membership', 'bond', 'account'], queryFn: getBondAccount });
