import { queryOptions } from '@tanstack/react-query';
import type { Listing, MarketRequest, Page, PublishType } from '../contracts/trade';
import { apiGet, apiRequest } from '../client';
import { tradeKeys } from './keys';

/**
 * The market's call (POST /api/trade/whole/list): every open offer (/voster, /trade), or only the offers that trade
 * through escrow (担保交易: /poster), told apart by `escrowOnly`.
 */
export type MarketSource = 'all' | 'escrow';

export interface PageRequest {
  pageNo: number;
  pageSize: number;
}

export const getMarket = (source: MarketSource, request: MarketRequest, page: PageRequest) =>
  apiRequest<Page<Listing>>('/api/trade/whole/list', {
    method: 'POST',
    query: { ...page },
    body: source === 'escrow' ? { ...request, escrowOnly: true } : request,
  });
export const marketQueryOptions = (source: MarketSource, request: MarketRequest, page: PageRequest) =>
  queryOptions({ queryKey: tradeKeys.marketPage(source, request, page), queryFn: () => getMarket(source, request, page) });

/** One offer (/trade/{id}). */
export const getListing = (id: number) => apiGet<Listing>(`/api/user/order/trade/info/${id}`);
export const listingQueryOptions = (id: number) => queryOptions({ queryKey: tradeKeys.listing(id), queryFn: () => getListing(id) });

/** The member's own offers (/person/myOrder). */
export const getMyListings = (state: string, publishType: PublishType | undefined, page: PageRequest) =>
  apiRequest<Page<Listing>>(`/api/user/trade/list/${state}`, { method: 'POST', query: { ...page }, body: { publishType } });
export const myListingsQueryOptions = (state: string, publishType: PublishType | undefined, page: PageRequest) =>
  queryOptions({ queryKey: tradeKeys.myListingsPage(state, publishType, page), queryFn: () => getMyListings(state, publishType, page) });

