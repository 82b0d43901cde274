import { queryOptions } from '@tanstack/react-query';
import type { AccountOpeningDetail } from '../contracts/cash-out';
import { apiGet } from '../client';
import { accountOpeningKeys } from './keys';

/** The member's bank account opening and what the bank behind it is (GET /account/open/detail). */
export const getOpening = () => apiGet<AccountOpeningDetail>('/account/open/detail');
export const openingQueryOptions = () => queryOptions({ queryKey: accountOpeningKeys.opening(), queryFn: getOpening });
