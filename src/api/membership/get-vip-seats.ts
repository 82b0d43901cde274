import { queryOptions } from '@tanstack/react-query';
import type { VipSeat } from '../contracts/membership';
import type { Page } from '../contracts/trade';
import type { PageRequest } from '../trade/market';
import { apiGet } from '../client';
import { membershipKeys } from './keys';

/** The VIP directory, public (GET /api/anon/user/vip/seat?type): one level's members or all, the latest first. */
export const getVipSeats = (page: PageRequest, type?: number) => apiGet<Page<VipSeat>>('/api/anon/user/vip/seat', { ...page, type });
export const vipSeatsQueryOptions = (page: PageRequest, type?: number) => queryOptions({ queryKey: membershipKeys.vipSeats(page, type ?? 'all'), queryFn: () => getVipSeats(page, type) });
