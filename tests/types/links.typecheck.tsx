/**
 * Type tests, checked by `tsc` in `npm test` (not collected by Vitest): a link goes to a page of the site map. Each
 * `@ts-expect-error` must meet an error; if `AppLink` took any string again, the directive would be
 * unused and `tsc` would fail.
 */
import { AppLink } from '../../src/features/site';

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
