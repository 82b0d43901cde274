import type { ReactNode } from 'react';
import { bondOrderQueryOptions } from '../api/bonds/bond-queries';
import { bondOfferStageSearch, bondOrderListSearch, bondOrderQueueSearch } from '../features/site/search-schemas';
import { lazyComponent } from './lazy-component';
import { idPage, noSearch, page, type RoutePage } from './page';

const MyBondOffers = lazyComponent(() => import('../features/bond-orders/my-bond-offers').then((m) => m.MyBondOffers));
const MyBondOrders = lazyComponent(() => import('../features/bond-orders/my-bond-orders').then((m) => m.MyBondOrders));
const BondOrderPage = lazyComponent(() => import('../features/bond-orders/bond-order-page').then((m) => m.BondOrderPage));
const BondOrderRecords = lazyComponent(() => import('../features/bond-orders/bond-order-records').then((m) => m.BondOrderRecords));
const BondOrderSuccess = lazyComponent(() => import('../features/bond-orders/bond-order-success').then((m) => m.BondOrderSuccess));
const BondOrderQueue = lazyComponent(() => import('../features/staff/bond-order-queue').then((m) => m.BondOrderQueue));
const BondOrderReviewPage = lazyComponent(() => import('../features/staff/bond-order-review').then((m) => m.BondOrderReviewPage));

/** An order's page: its data and code start with the route (the detail, its records and success read the same order). */
const orderPage = (code: { preload(): Promise<unknown> }, render: (id: number) => ReactNode) =>
  idPage(noSearch, { render, firstData: bondOrderQueryOptions, code });

/**
 * Margin trading in the personal centre and for staff (保证金交易, issue 29): my offers, my bond orders with each
 * order's detail, money and logistics record and success page; staff's
 * arbitration queue and one order's review (gated as every staff page is, in site-page.tsx). The public list, taking
 * and publishing are bond-pages.tsx.
 */
export const bondPersonPages: Record<string, RoutePage> = {
  '/person/my-publish-bond': page(bondOfferStageSearch, () => <MyBondOffers />),
  '/person/bond-order': page(bondOrderListSearch, () => <MyBondOrders />),
  '/person/bond-order/detail/$id': orderPage(BondOrderPage, (id) => <BondOrderPage key={id} id={id} />),
  '/person/bond-order/return-record/$id': orderPage(BondOrderRecords, (id) => <BondOrderRecords key={id} id={id} />),
  '/person/bond-order/success/$id': orderPage(BondOrderSuccess, (id) => <BondOrderSuccess key={id} id={id} />),
  '/staff/bond-orders': page(bondOrderQueueSearch, () => <BondOrderQueue />),
  '/staff/bond-orders/$id': orderPage(BondOrderReviewPage, (id) => <BondOrderReviewPage key={id} id={id} />),
};
