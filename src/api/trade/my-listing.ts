import { queryOptions } from '@tanstack/react-query';
import type { Listing } from '../contracts/trade';
import { apiGet } from '../client';
import { tradeKeys } from './keys';

/** One of my own offers (GET /api/user/trade/edit/detail/{id}): its page, and the form that edits or republishes it. */
export const getMyListing = (id: number) => apiGet<Listing>(`/api/user/trade/edit/detail/${id}`);
export const myListingQueryOptions = (id: number) => queryOptions({ queryKey: tradeKeys.myListing(id), queryFn: () => getMyListing(id) });
