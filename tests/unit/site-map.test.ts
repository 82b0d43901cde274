import { describe, expect, it } from 'vitest';
import { agentPageTitles, agentVariants, personMenuGroups, siteMap } from '../../src/features/site/site-map';
import { breadcrumbTrail, findSiteRoute, hrefOf, menuOwner, personMenu } from '../../src/features/site/site-map-lookup';
import {
  authenticationSearch,
  routeIdParam,
  myOrderSearch,
  orderDetailSearch,
  publishSearch,
  registerSearch,
  siteSearch,
  tradeSearch,
} from '../../src/features/site/search-schemas';

/**
 * Spec section 2, read route by route (not copied from site-map.ts): every path must be in the site map with its
 * login rule. `$id` is a required id, `{-$x}` an optional segment.
 */
const publicPaths = [
  '/', '/index', '/poster', '/voster', '/quotes', '/vip', '/search', '/sp', '/products', '/products/details/$id',
  '/board', '/contact', '/about', '/help', '/help-details', '/news/{-$type}', '/news/detail/{-$id}',
  '/announcement/{-$id}', '/large-transaction', '/auto-match', '/auto-match/detail', '/punishment', '/punishment/$id',
  '/bulletin', '/bulletin/$id', '/complaint/$id', '/kline', '/magnifier', '/success', '/register', '/auth-fill',
  '/forgotten', '/login',
];
const tradingPaths = [
  '/publish', '/publish-bond', '/republish-bond/$id', '/bond', '/bond/$id', '/bond/confirm/$id', '/bond-pay',
  '/bond-transaction/$id', '/transaction', '/transaction/$id', '/trade', '/trade/cancel', '/trade/$id',
  '/trade/confirm/$id', '/trade/homepage/$id', '/trade/price-circle/$id',
];
const agentChildren = ['apply', 'order', 'finance', 'pay', 'pay-detail', 'stock', 'stock-detail', 'custom', 'bank', 'agents'];
const personPaths = [
  '', '/account', '/account/withdraw', '/account/record', '/beans', '/beans/recharge-beans', '/beans/handsel',
  '/integral', '/authentication', '/vip', '/level', '/credit', '/deposit', '/deposit/recharge-deposit',
  '/deposit/refund-deposit', '/bond', '/bond/recharge-bond', '/bond/bond-withdrawal', '/my-publish-bond',
  '/bond-order', '/bond-order/detail/$id', '/bond-order/return-record/$id', '/bond-order/success/$id',
  '/open-account', '/bond-pay-record', '/favorite', '/myOrder', '/myOrder/$id', '/myOrder/update/$id',
  '/myOrder/republish/$id', '/order', '/order/detail/$id', '/order/return-record/$id', '/order/refund/$id',
  '/order/success/$id', '/agent', '/trade', '/trade/$id', '/spread', '/recommendation', '/message', '/comment',
  '/complaint', '/dashboard', '/invoices', '/invoices/info', '/invoices/apply', '/invoices/confirm', '/watch',
  '/watch/$id',
].map((p) => `/person${p}`);
const agentPaths = ['/agents', ...['agent', 'default'].flatMap((v) => agentChildren.map((c) => `/agents/${v}/${c}`))];
/** Not in the spec's site map: platform staff reviewing real-name authentication (issue 13) and settling cash-outs (issue 14). */
/** Platform staff's pages: authentications, cash-outs (issues 13-14), the content and complaints of issue 15. */
const staffPaths = [
  '/staff',
  ...['authentications', 'cash-outs', 'complaints'].flatMap((queue) => [`/staff/${queue}`, `/staff/${queue}/$id`]),
  ...['news', 'notices', 'help'].flatMap((content) => [`/staff/${content}`, `/staff/${content}/new`, `/staff/${content}/$id`]),
  '/staff/punishments',
  // The catalogue kept by staff (issue 25).
  ...['/staff/catalogue', '/staff/catalogue/new', '/staff/catalogue/import', '/staff/catalogue/$id'],
  // Invoice requests to issue or refuse (issue 29).
  '/staff/invoices',
  // Block-trade applications to list or reject (issue 29).
  '/staff/block-trades',
  '/staff/block-trades/$id',
  // Bond orders in dispute, for staff to decide who defaulted (issue 29).
  '/staff/bond-orders',
  '/staff/bond-orders/$id',
];

/** Not in the spec's site map: the sandbox payment provider's cashier (issue 14, docs/adr/0025). */
const sandboxPaths = ['/sandbox/cashier'];

const byPath = (path: string) => findSiteRoute(path);

describe('the site map', () => {
  it('has every route of spec section 2, and nothing it does not name', () => {
    const expected = [...publicPaths, ...tradingPaths, ...agentPaths, ...personPaths, ...staffPaths, ...sandboxPaths, '/404', '/$'].sort();
    expect(siteMap.map((r) => r.path).sort()).toEqual(expected);
  });

  it('has one entry per path, every parent exists, and every page has a Chinese title', () => {
    const paths = siteMap.map((r) => r.path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const route of siteMap) {
      if (route.parent) expect(byPath(route.parent), `${route.path}'s parent`).toBeDefined();
      expect(route.title).toMatch(/[\u4e00-\u9fa5]/);
    }
  });

  it('asks for login exactly where the spec does', () => {
    const loginOnly = siteMap.filter((r) => r.requiresLogin && !r.redirect).map((r) => r.path);
    for (const path of [...personPaths, ...agentPaths.slice(1), ...staffPaths.slice(1), '/products/details/$id', '/publish', '/transaction']) {
      expect(loginOnly, path).toContain(path);
    }
    for (const path of ['/index', '/news/{-$type}', '/help', '/register', '/forgotten', '/trade', '/bond', '/quotes']) {
      expect(loginOnly, path).not.toContain(path);
    }
  });

  it('redirects / to /index, /login to /register, /agents to the default apply page, unknown paths to /404', () => {
    expect(byPath('/')?.redirect).toBe('/index');
    expect(byPath('/login')?.redirect).toBe('/register');
    expect(byPath('/agents')?.redirect).toBe('/agents/default/apply');
    expect(byPath('/$')?.redirect).toBe('/404');
  });

  it('draws /kline bare and hides the footer on flagged routes only', () => {
    expect(byPath('/kline')).toMatchObject({ bare: true });
    expect(siteMap.filter((r) => r.bare).map((r) => r.path)).toEqual(['/kline']);
  });

  it('lists every personal-centre page in the side menu, in its groups, and the agent menus have ten pages each', () => {
    const menu = personMenu();
    expect(menu.map((g) => g.group)).toEqual(personMenuGroups.map((g) => g.group));
    const listed = menu.flatMap((g) => g.entries.map((e) => e.path));
    for (const route of siteMap.filter((r) => r.path.startsWith('/person'))) {
      expect(listed, route.path).toContain(menuOwner(route)!.path);
    }
    expect(agentPageTitles).toHaveLength(10);
    expect(agentVariants).toEqual(['agent', 'default']);
  });

  it('builds breadcrumbs from the parents and links without optional segments', () => {
    const detail = byPath('/person/order/detail/$id')!;
    expect(breadcrumbTrail(detail).map((c) => c.title)).toEqual(['首页', '个人中心', '我的订单', '订单详情']);
    expect(hrefOf('/news/{-$type}')).toBe('/news');
  });
});

describe('the search schemas', () => {
  it('/search: class is product or member as the spec says; anything else, or nothing, is the default, product', () => {
    expect(siteSearch.parse({ class: 1, info: ' 猴票 ' })).toEqual({ class: 'product', info: '猴票' });
    expect(siteSearch.parse({})).toEqual({ class: 'product' });
    expect(siteSearch.parse({ class: 'member', info: '老周' })).toEqual({ class: 'member', info: '老周' });
  });

  it('drop every other value that does not fit to its default, none, and keep the ones that fit', () => {
    expect(tradeSearch.parse({ keyword: 123, source: 'x' })).toEqual({ keyword: '123' });
    expect(tradeSearch.parse({ keyword: '  ', source: 0 })).toEqual({ source: 0 });
    expect(myOrderSearch.parse({ state: 3, type: 2, from: '' })).toEqual({});
    expect(myOrderSearch.parse({ state: 2, type: 1, from: 'order' })).toEqual({ state: 2, type: 1, from: 'order' });
    expect(orderDetailSearch.parse({ from: 'elsewhere' })).toEqual({});
    expect(authenticationSearch.parse({ tabIndex: 2 })).toEqual({});
    expect(publishSearch.parse({ type: 'buy' })).toEqual({});
    expect(registerSearch.parse({ thirdKind: 'qq', thirdAuthCode: 'c1' })).toEqual({ thirdAuthCode: 'c1' });
  });

  it('change nothing on a second parse (the route applies them, then the page reads the result with the same schema)', () => {
    const raw = { class: 1, keyword: 42, source: -1, state: 1, type: 0, from: 'my-order', tabIndex: 1, thirdKind: 'wechat' };
    for (const route of siteMap.filter((r) => r.search)) {
      const applied = route.search!.parse(raw);
      expect(route.search!.parse(applied), route.path).toEqual(applied);
    }
  });

  it('take ids in paths as positive integers only', () => {
    expect(routeIdParam.parse('7')).toBe(7);
    expect(routeIdParam.parse('2147483647')).toBe(2147483647);
    for (const bad of ['0', '01', '-1', '1.5', '1e3', 'abc', '', '2147483648']) expect(routeIdParam.safeParse(bad).success, bad).toBe(false);
  });
});
