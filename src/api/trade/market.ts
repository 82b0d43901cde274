import { queryOptions } from '@tanstack/react-query';
import type { Listing, Page, PublishType } from '../contracts/trade';
import { apiGet, apiPost, apiRequest } from '../client';

/** The online stamp market: open offers with stock (POST /api/trade/whole/list). */
export const getMarket = (keyword: string, publishType: PublishType | undefined, pageNo: number) =>
  apiRequest<Page<Listing>>('/api/trade/whole/list', { method: 'POST', query: { pageNo, pageSize: 20 }, body: { keyword, publishType } });
export const marketQuery = (keyword: string, publishType: PublishType | undefined, pageNo = 1) =>
  queryOptions({ queryKey: ['market', keyword, publishType, pageNo], queryFn: () => getMarket(keyword, publishType, pageNo) });

/** One offer (/trade/{id}). */
export const getListing = (id: number) => apiGet<Listing>(`/api/user/order/trade/info/${id}`);
export const listingQuery = (id: number) => queryOptions({ queryKey: ['listing', id], queryFn: () => getListing(id) });

/** The member's own offers (/person/myOrder). */
export const getMyListings = (state: string, publishType: PublishType | undefined) =>
  apiRequest<Page<Listing>>(`/api/user/trade/list/${state}`, { method: 'POST', query: { pageNo: 1, pageSize: 50 }, body: { publishType } });
export const myListingsQuery = (state: string, publishType: PublishType | undefined) =>
  queryOptions({ queryKey: ['my-listings', state, publishType], queryFn: () => getMyListings(state, publishType) });

export const withdrawListing = (id: number) => apiPost<null>(`/api/user/trade/del/${id}`);
