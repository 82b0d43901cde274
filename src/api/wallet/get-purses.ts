import { queryOptions } from '@tanstack/react-query';
import type { AccountPurses } from '../contracts/wallet-names';
import { apiGet } from '../client';
import { walletKeys } from './keys';

/** My balance, deposit, bond funds, held cash-outs and gold beans (GET /api/user/account/purses). */
export const getPurses = () => apiGet<AccountPurses>('/api/user/account/purses');
export const pursesQueryOptions = () => queryOptions({ queryKey: walletKeys.purses(), queryFn: getPurses });
