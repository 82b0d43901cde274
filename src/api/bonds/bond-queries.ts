import { queryOptions } from '@tanstack/react-query';
import type { BondMove, BondOffer, BondOfferPageRequest, BondOrder, BondOrderDetail, BondOrderListQuery, BondRecordPageQuery, MyBondOffersQuery } from '../contracts/bonds';
import type { Page } from '../contracts/trade';
import { apiGet, apiRequest } from '../client';
import type { PageRequest } from '../trade/market';
import { bondKeys } from './keys';

/*
 * Margin trading's reads (保证金交易, issue 29; docs/adr/0043), apart from its changes (bonds.ts): the routes start an
 * order's data with its page, so these are in the first JavaScript, and the mutations need not be.
 */

/** The open bond offers (POST /guarantee/issue/page2, public: /bond). */
export const getBondOffers = (filter: BondOfferPageRequest, page: PageRequest) =>
  apiRequest<Page<BondOffer>>('/guarantee/issue/page2', { method: 'POST', query: { ...page }, body: filter });
export const bondOffersQueryOptions = (filter: BondOfferPageRequest, page: PageRequest) =>
  queryOptions({ queryKey: bondKeys.offerPage(filter, page), queryFn: () => getBondOffers(filter, page) });

/** One offer (GET /api/bond/offer/{id}, public; `own` for its publisher). */
export const getBondOffer = (id: number) => apiGet<BondOffer>(`/api/bond/offer/${id}`);
export const bondOfferQueryOptions = (id: number) => queryOptions({ queryKey: bondKeys.offer(id), queryFn: () => getBondOffer(id) });

/** My offers, newest first (GET /api/bond/offer/my/page). */
export const getMyBondOffers = (query: MyBondOffersQuery) => apiGet<Page<BondOffer>>('/api/bond/offer/my/page', { ...query });
export const myBondOffersQueryOptions = (query: MyBondOffersQuery) =>
  queryOptions({ queryKey: bondKeys.myOffers(query), queryFn: () => getMyBondOffers(query) });

/** My bond orders, newest first, as either side or one (GET /api/bond/order/page). */
export const getMyBondOrders = (query: BondOrderListQuery) => apiGet<Page<BondOrder>>('/api/bond/order/page', { ...query });
export const myBondOrdersQueryOptions = (query: BondOrderListQuery) =>
  queryOptions({ queryKey: bondKeys.myOrders(query), queryFn: () => getMyBondOrders(query) });

/** One bond order with its history (GET /api/bond/order/{id}): its two sides' and staff's. */
export const getBondOrder = (id: number) => apiGet<BondOrderDetail>(`/api/bond/order/${id}`);
export const bondOrderQueryOptions = (id: number) => queryOptions({ queryKey: bondKeys.order(id), queryFn: () => getBondOrder(id) });

/** My money moved by margin trading, newest first; of one order with orderId (GET /api/bond/record). */
export const getBondTradeMoves = (query: BondRecordPageQuery) => apiGet<Page<BondMove>>('/api/bond/record', { ...query });
export const bondTradeMovesQueryOptions = (query: BondRecordPageQuery) =>
  queryOptions({ queryKey: bondKeys.records(query), queryFn: () => getBondTradeMoves(query) });

/** Staff's queue (GET /api/operator/bond-orders/page): disputes first, the longest waiting first. */
export const getBondOrderQueue = (query: BondOrderListQuery) => apiGet<Page<BondOrder>>('/api/operator/bond-orders/page', { ...query });
export const bondOrderQueueQueryOptions = (query: BondOrderListQuery) =>
  queryOptions({ queryKey: bondKeys.queue(query), queryFn: () => getBondOrderQueue(query) });
