/**
 * Type tests, checked by `tsc` in `npm test` (not collected by Vitest): a link or a navigation goes to a page of the
 * site map, with the search that page takes (its schema in search-schemas.ts). Each `@ts-expect-error` must meet an
 * error; if `AppLink`, `SiteLink` or `useAppNavigate` took any string or any search again, the directive would be
 * unused and `tsc` would fail. (ESLint keeps features off the router's untyped Link and
 * useNavigate.)
 */
import { AppLink, SiteLink, useAppNavigate } from '../../src/features/site';

export const links = [
  <AppLink key="ok" to="/person/order/detail/$id" params={{ id: '1' }}>
    订单详情
  </AppLink>,
  // @ts-expect-error: no such page
  <AppLink key="typo" to="/person/oder">
    我的订单
  </AppLink>,
  // @ts-expect-error: an id goes in params, not in the path
  <AppLink key="filled" to="/person/order/detail/1">
    订单详情
  </AppLink>,
  // @ts-expect-error: staff pages are the site map's too
  <AppLink key="staff-typo" to="/staff/cashouts/$id" params={{ id: '1' }}>
    处理
  </AppLink>,
  <AppLink key="search-ok" to="/person/order" search={{ stage: 'toShip', page: 2 }}>
    待发货
  </AppLink>,
  // @ts-expect-error: a tab value the page does not have
  <AppLink key="search-value" to="/person/order" search={{ stage: 'shipped' }}>
    待发货
  </AppLink>,
  // @ts-expect-error: a key the page does not take (the market's side, on the orders page)
  <AppLink key="search-key" to="/person/order" search={{ side: 'sell' }}>
    我的订单
  </AppLink>,
  // @ts-expect-error: the page is a number, not text
  <AppLink key="search-type" to="/bulletin" search={{ page: '2' }}>
    投诉专栏
  </AppLink>,
  // @ts-expect-error: a page without a search schema takes no search
  <AppLink key="search-none" to="/about" search={{ page: 2 }}>
    关于我们
  </AppLink>,
];

export const unstyled = [
  <SiteLink key="ok" to="/trade/confirm/$id" params={{ id: '1' }}>
    立即购买
  </SiteLink>,
  // @ts-expect-error: no such page
  <SiteLink key="typo" to="/trade/confrim/$id" params={{ id: '1' }}>
    立即购买
  </SiteLink>,
  // @ts-expect-error: a page size the pager does not offer
  <SiteLink key="search-size" to="/large-transaction" search={{ size: 30 }}>
    大宗交易
  </SiteLink>,
];

export function useNavigations() {
  const navigate = useAppNavigate();
  return [
    () => navigate({ to: '/person/order/success/$id', params: { id: '1' } }),
    // @ts-expect-error: a query string is search, not part of the path
    () => navigate({ to: '/publish?type=sale' }),
    () => navigate({ to: '/publish', search: { type: 'sale' } }),
    // @ts-expect-error: /publish's type is sale or none
    () => navigate({ to: '/publish', search: { type: 'buy' } }),
    // @ts-expect-error: a wallet log's day is text (YYYY-MM-DD), not a Date
    () => navigate({ to: '/person/account', search: { from: new Date() } }),
  ];
}
