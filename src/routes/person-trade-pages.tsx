import { lazy, type ReactNode } from 'react';
import type { MyListingsSearch } from '../features/market/my-listings';
import type { PageParams, PageSearch } from './page-types';

// Personal-centre trading pages load with their first visit.
const PayPasswordForm = lazy(() => import('../features/account/pay-password-form').then((m) => ({ default: m.PayPasswordForm })));
const MyListings = lazy(() => import('../features/market/my-listings').then((m) => ({ default: m.MyListings })));
const MyListingDetail = lazy(() => import('../features/market/my-listing-detail').then((m) => ({ default: m.MyListingDetail })));
const MyListingEdit = lazy(() => import('../features/market/my-listing-edit').then((m) => ({ default: m.MyListingEdit })));
const OrderDetail = lazy(() => import('../features/orders/order-detail').then((m) => ({ default: m.OrderDetail })));
const OrderList = lazy(() => import('../features/orders/order-list').then((m) => ({ default: m.OrderList })));
const RefundApply = lazy(() => import('../features/orders/refund-apply').then((m) => ({ default: m.RefundApply })));
const ReturnRecord = lazy(() => import('../features/orders/return-record').then((m) => ({ default: m.ReturnRecord })));
const TradeSuccess = lazy(() => import('../features/orders/trade-success').then((m) => ({ default: m.TradeSuccess })));

const id = (params: PageParams) => Number(params.id);

/** The personal centre's trading pages: /person/myOrder/*, /person/order/*, the payment password. */
export const personTradePages: Record<string, (search: PageSearch, params: PageParams) => ReactNode> = {
  '/person/myOrder': (search) => <MyListings key={`${String(search.state)}:${String(search.type)}`} search={search as MyListingsSearch} />,
  '/person/myOrder/$id': (_, params) => <MyListingDetail key={params.id} id={id(params)} />,
  '/person/myOrder/update/$id': (_, params) => <MyListingEdit key={params.id} id={id(params)} mode="update" />,
  '/person/myOrder/republish/$id': (_, params) => <MyListingEdit key={params.id} id={id(params)} mode="republish" />,
  '/person/order': () => <OrderList />,
  '/person/order/detail/$id': (search, params) => <OrderDetail key={params.id} orderId={id(params)} from={search.from as string | undefined} />,
  '/person/order/refund/$id': (_, params) => <RefundApply key={params.id} orderId={id(params)} />,
  '/person/order/return-record/$id': (_, params) => <ReturnRecord key={params.id} orderId={id(params)} />,
  '/person/order/success/$id': (_, params) => <TradeSuccess key={params.id} orderId={id(params)} />,
  '/person/dashboard': () => <PayPasswordForm />,
};
