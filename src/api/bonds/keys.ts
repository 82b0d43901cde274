import type { BondOfferPageRequest, BondOrderListQuery, BondRecordPageQuery, MyBondOffersQuery } from '../contracts/bonds';
import type { PageRequest } from '../trade/market';
import { userKeys } from '../user/keys';

/**
 * The query keys of margin trading (保证金交易; docs/architecture.md, "Query keys"): the public offers and one offer;
 * the member's own offers, orders and money records (private, under `userKeys.all()`); staff's queue (under
 * `userKeys.staff()`). Publishing, withdrawing, taking or moving an order invalidates all of them: each changes what
 * the others show (what is left of an offer, the frozen margins).
 */
export const bondKeys = {
  offers: () => ['bond-offers'] as const,
  offerPage: (filter: BondOfferPageRequest, page: PageRequest) => [...bondKeys.offers(), 'page', filter, page] as const,
  offer: (id: number) => [...bondKeys.offers(), 'detail', id] as const,
  mine: () => [...userKeys.all(), 'bonds'] as const,
  myOffers: (query: MyBondOffersQuery) => [...bondKeys.mine(), 'offers', query] as const,
  myOrders: (query: BondOrderListQuery) => [...bondKeys.mine(), 'orders', query] as const,
  order: (id: number) => [...bondKeys.mine(), 'order', id] as const,
  records: (query: BondRecordPageQuery) => [...bondKeys.mine(), 'records', query] as const,
  queues: () => [...userKeys.staff(), 'bond-orders'] as const,
  queue: (query: BondOrderListQuery) => [...bondKeys.queues(), query] as const,
};
