import { queryOptions } from '@tanstack/react-query';
import type { BondAccount } from '../contracts/membership';
import { apiGet } from '../client';
import { membershipKeys } from './keys';

/** My bond funds and my balance (GET /api/bond/account). */
export const getBondAccount = () => apiGet<BondAccount>('/api/bond/account');
export const bondAccountQueryOptions = () => queryOptions({ queryKey: membershipKeys.bondAccount(), queryFn: getBondAccount });
