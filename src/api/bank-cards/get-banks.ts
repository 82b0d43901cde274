import { queryOptions } from '@tanstack/react-query';
import type { Bank } from '../contracts/cash-out';
import { apiGet } from '../client';
import { bankCardKeys } from './keys';

/** The banks a card may be of (GET /api/sys/banks): the same for everyone, kept for the session. */
export const getBanks = () => apiGet<Bank[]>('/api/sys/banks');
export const banksQueryOptions = () => queryOptions({ queryKey: bankCardKeys.banks(), queryFn: getBanks, staleTime: Infinity });
