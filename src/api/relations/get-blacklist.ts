import { queryOptions } from '@tanstack/react-query';
import type { BlacklistEntry } from '../contracts/relations';
import type { Page } from '../contracts/trade';
import type { PageRequest } from '../trade/market';
import { apiGet } from '../client';
import { relationKeys } from './keys';

/** A page of my blacklist (GET /api/user/blacklist/page); every key starts with 'blacklist'. */
export const getBlacklist = (page: PageRequest) => apiGet<Page<BlacklistEntry>>('/api/user/blacklist/page', { ...page });
export const blacklistQueryOptions = (page: PageRequest) => queryOptions({ queryKey: relationKeys.blacklistPage(page), queryFn: () => getBlacklist(page) });
