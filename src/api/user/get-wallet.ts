import { queryOptions } from '@tanstack/react-query';
import type { Wallet } from '../contracts/auth';
import { apiGet } from '../client';
import { userKeys } from './keys';

export const getWallet = () => apiGet<Wallet>('/api/user/account/wallet');
export const walletQueryOptions = () => queryOptions({ queryKey: userKeys.wallet(), queryFn: getWallet });
