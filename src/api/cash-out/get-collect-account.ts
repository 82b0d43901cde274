import { queryOptions } from '@tanstack/react-query';
import type { CollectAccount } from '../contracts/cash-out';
import { apiGet } from '../client';
import { cashOutKeys } from './keys';

/** Where a cash-out can go and its rules (GET /api/user/cash/out/collect/account); read again after every change. */
export const getCollectAccount = () => apiGet<CollectAccount>('/api/user/cash/out/collect/account');
export const collectAccountQueryOptions = () => queryOptions({ queryKey: cashOutKeys.collectAccount(), queryFn: getCollectAccount });
