import { queryOptions } from '@tanstack/react-query';
import type { BankCard } from '../contracts/cash-out';
import { apiGet } from '../client';
import { bankCardKeys } from './keys';

/** The member's default collect card, or null (GET /api/user/bank/normal). */
export const getDefaultCard = () => apiGet<BankCard | null>('/api/user/bank/normal');
export const defaultCardQueryOptions = () => queryOptions({ queryKey: bankCardKeys.defaultCard(), queryFn: getDefaultCard });
