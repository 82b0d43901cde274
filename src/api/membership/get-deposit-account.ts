import { queryOptions } from '@tanstack/react-query';
import type { DepositAccount } from '../contracts/membership';
import { apiGet } from '../client';
import { membershipKeys } from './keys';

/** My deposit, what waiting surrenders reserve, my balance and the holding period (GET /api/deposit/account). */
export const getDepositAccount = () => apiGet<DepositAccount>('/api/deposit/account');
export const depositAccountQueryOptions = () => queryOptions({ queryKey: membershipKeys.depositAccount(), queryFn: getDepositAccount });
