import { queryOptions } from '@tanstack/react-query';
import type { ListingStatistics } from '../contracts/trade';
import { apiPost } from '../client';
import { tradeKeys } from './keys';

/** How many of my offers are in each state and of each kind (POST /api/user/trade/statistics/info). */
export const getListingStatistics = () => apiPost<ListingStatistics>('/api/user/trade/statistics/info');
// Under 'my-listings' so that withdrawing or publishing (which refresh my listings) refreshes the counts too.
export const listingStatisticsQueryOptions = () => queryOptions({ queryKey: tradeKeys.listingStatistics(), queryFn: getListingStatistics });
