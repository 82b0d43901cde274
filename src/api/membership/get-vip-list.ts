import { queryOptions } from '@tanstack/react-query';
import type { VipList } from '../contracts/membership';
import { apiGet } from '../client';
import { membershipKeys } from './keys';

/** The levels with their prices and benefits, and where I stand (GET /api/user/annual/vipList); keys start with 'membership'. */
export const getVipList = () => apiGet<VipList>('/api/user/annual/vipList');
export const vipListQueryOptions = () => queryOptions({ queryKey: membershipKeys.vipList(), queryFn: getVipList });
