import type { ReactNode } from 'react';
import { myListingQueryOptions } from '../api/trade/my-listing';
import { orderQueryOptions } from '../api/trade/orders';
import { myOrderSearch, orderDetailSearch, orderListSearch, pagedSearch } from '../features/site/search-schemas';
import { lazyComponent } from './lazy-component';
import { idPage, noSearch, page, type RoutePage } from './page';

const MyListings = lazyComponent(() => import('../features/market/my-listings').then((m) => m.MyListings));
const MyListingDetail = lazyComponent(() => import('../features/market/my-listing-detail').then((m) => m.MyListingDetail));
const MyListingEdit = lazyComponent(() => import('../features/market/my-listing-edit').then((m) => m.MyListingEdit));
const OrderDetailPage = lazyComponent(() => import('../features/orders/order-detail').then((m) => m.OrderDetailPage));
const OrderList = lazyComponent(() => import('../features/orders/order-list').then((m) => m.OrderList));
const RefundApply = lazyComponent(() => import('../features/orders/refund-apply').then((m) => m.RefundApply));
const ReturnRecord = lazyComponent(() => import('../features/orders/return-record').then((m) => m.ReturnRecord));
const TradeSuccess = lazyComponent(() => import('../features/orders/trade-success').then((m) => m.TradeSuccess));

/** The order pages all open with the order itself (GET /api/user/order/info). */
const orderPage = (code: { preload(): Promise<unknown> }, render: (id: number) => ReactNode) =>
  idPage(noSearch, { render, firstData: orderQueryOptions, code });

/** The personal centre's trading pages: /person/myOrder/*, /person/order/*. */
export const personTradePages: Record<string, RoutePage> = {
  '/person/myOrder': page(myOrderSearch, (search) => <MyListings key={`${String(search.state)}:${String(search.type)}`} search={search} />),
  '/person/myOrder/$id': idPage(pagedSearch, {
    render: (id) => <MyListingDetail key={id} id={id} />,
    firstData: myListingQueryOptions,
    code: MyListingDetail,
  }),
  '/person/myOrder/update/$id': idPage(noSearch, {
    render: (id) => <MyListingEdit key={id} id={id} mode="update" />,
    firstData: myListingQueryOptions,
    code: MyListingEdit,
  }),
  '/person/myOrder/republish/$id': idPage(noSearch, {
    render: (id) => <MyListingEdit key={id} id={id} mode="republish" />,
    firstData: myListingQueryOptions,
    code: MyListingEdit,
  }),
  '/person/order': page(orderListSearch, () => <OrderList />),
  '/person/order/detail/$id': idPage(orderDetailSearch, {
    render: (id, { from }) => <OrderDetailPage key={id} orderId={id} from={from} />,
    firstData: orderQueryOptions,
    code: OrderDetailPage,
  }),
  '/person/order/refund/$id': orderPage(RefundApply, (id) => <RefundApply key={id} orderId={id} />),
  '/person/order/return-record/$id': orderPage(ReturnRecord, (id) => <ReturnRecord key={id} orderId={id} />),
  '/person/order/success/$id': orderPage(TradeSuccess, (id) => <TradeSuccess key={id} orderId={id} />),
};
