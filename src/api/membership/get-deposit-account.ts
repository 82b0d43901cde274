import { queryOptions } from '@tanstack/react-query';
import type { DepositAccount } from '../contracts/membership';
import { apiGet } from '../client';

/** My deposit, what waiting surrenders reserve, my balance and the holding period (GET /api/deposit/account). */
export const getDepositAccount = () => apiGet<DepositAccount>('/api/deposit/account');
export const depositAccountQuery = () => queryOptions({ queryKey: ['membership', 'deposit', 'account'], queryFn: getDepositAccount });
