import { queryOptions } from '@tanstack/react-query';
import type { Wallet } from '../contracts/auth';
import { apiGet } from '../client';

export const getWallet = () => apiGet<Wallet>('/api/user/account/wallet');
export const walletQuery = () => queryOptions({ queryKey: ['user', 'wallet'], queryFn: getWallet });
