import type { MarketRequest, PublishType } from '../contracts/trade';
import type { MarketSource, PageRequest } from './market';
import type { OrderFilter } from './orders';

/**
 * The query keys of the market, listings, orders and their helpers (docs/architecture.md, "Query keys"). An order
 * action invalidates `orders()` (every list of orders) and its `order(id)` (the order and what hangs off it); a
 * listing withdrawn, published or given a prop invalidates `myListings()` and `market()`.
 */
export const tradeKeys = {
  market: () => ['market'] as const,
  marketPage: (source: MarketSource, request: MarketRequest, page: PageRequest) => [...tradeKeys.market(), source, request, page] as const,
  listing: (id: number) => ['listing', id] as const,
  myListings: () => ['my-listings'] as const,
  myListingsPage: (state: string, publishType: PublishType | undefined, page: PageRequest) => [...tradeKeys.myListings(), state, publishType, page] as const,
  myListing: (id: number) => [...tradeKeys.myListings(), 'detail', id] as const,
  listingStatistics: () => [...tradeKeys.myListings(), 'statistics'] as const,
  orders: () => ['orders'] as const,
  myOrders: (filter: OrderFilter, page: PageRequest) => [...tradeKeys.orders(), 'mine', filter, page] as const,
  listingOrders: (tradeId: number, page: PageRequest) => [...tradeKeys.orders(), 'listing', tradeId, page] as const,
  myDeals: (page: PageRequest) => [...tradeKeys.orders(), 'my-deals', page] as const,
  orderStatistics: () => [...tradeKeys.orders(), 'statistics'] as const,
  order: (orderId: number) => ['order', orderId] as const,
  orderAudit: (orderId: number) => [...tradeKeys.order(orderId), 'events'] as const,
  returnShipment: (orderId: number) => [...tradeKeys.order(orderId), 'return-shipment'] as const,
  /** One key shape for both lists, so a screen can read either (reason-select.tsx). */
  reasons: (kind: 'cancel' | 'refund') => ['reasons', kind] as const,
  expressCompanies: () => ['express-companies'] as const,
  props: () => ['props'] as const,
  propUses: (tradeId: number) => ['prop-uses', tradeId] as const,
  payPasswordSet: () => ['pay-password', 'isSet'] as const,
  productSearch: (keyword: string) => ['products', keyword] as const,
  traderHomepages: () => ['trader-homepage'] as const,
  traderHomepage: (id: number) => [...tradeKeys.traderHomepages(), id] as const,
  traderEvaluations: (id: number, page: PageRequest) => [...tradeKeys.traderHomepage(id), 'evaluations', page] as const,
  priceCircle: (productId: number) => ['price-circle', productId] as const,
  recentDeals: (productId: number | 'all', pageSize: number) => ['deals', productId, pageSize] as const,
};
