import { queryOptions } from '@tanstack/react-query';
import type { VipList } from '../contracts/membership';
import { apiGet } from '../client';

/** The levels with their prices and benefits, and where I stand (GET /api/user/annual/vipList); keys start with 'membership'. */
export const getVipList = () => apiGet<VipList>('/api/user/annual/vipList');
export const vipListQuery = () => queryOptions({ queryKey: ['membership', 'vip', 'list'], queryFn: getVipList });
