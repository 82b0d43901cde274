/**
 * Type tests, checked by `tsc` in `npm test` (not collected by Vitest): a link or a navigation goes to a page of the
 * site map. Each `@ts-expect-error` must meet an error; if `AppLink`, `SiteLink` or `useAppNavigate` took any string
 * again, the directive would be unused and `tsc` would fail. (ESLint keeps features off the router's untyped Link and
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
];

export const unstyled = [
  <SiteLink key="ok" to="/trade/confirm/$id" params={{ id: '1' }}>
    立即购买
  </SiteLink>,
  // @ts-expect-error: no such page
  <SiteLink key="typo" to="/trade/confrim/$id" params={{ id: '1' }}>
    立即购买
  </SiteLink>,
];

export function useNavigations() {
  const navigate = useAppNavigate();
  return [
    () => navigate({ to: '/person/order/success/$id', params: { id: '1' } }),
    // @ts-expect-error: a query string is search, not part of the path
    () => navigate({ to: '/publish?type=sale' }),
  ];
}
