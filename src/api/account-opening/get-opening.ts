import { queryOptions } from '@tanstack/react-query';
import type { AccountOpeningDetail } from '../contracts/cash-out';
import { apiGet } from '../client';

/** The member's bank account opening and what the bank behind it is (GET /account/open/detail). */
export const getOpening = () => apiGet<AccountOpeningDetail>('/account/open/detail');
export const openingQuery = () => queryOptions({ queryKey: ['user', 'accountOpening'], queryFn: getOpening });
