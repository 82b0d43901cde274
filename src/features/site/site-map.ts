import {
  agentDeliveryListSearch,
  agentPaySearch,
  agentDetailSearch,
  agentLinkSearch,
  authenticationQueueSearch,
  authenticationSearch,
  blockTradeStageSearch,
  bondConfirmSearch,
  bondOfferStageSearch,
  bondOrderListSearch,
  bondOrderQueueSearch,
  bondPaySearch,
  boardSearch,
  bulletinSearch,
  cashOutQueueSearch,
  invoiceApplySearch,
  invoiceListSearch,
  invoiceQueueSearch,
  catalogueSearch,
  complaintQueueSearch,
  creditSearch,
  favoriteSearch,
  marketSideSearch,
  messageSearch,
  orderListSearch,
  pagedSearch,
  personComplaintSearch,
  punishmentListSearch,
  vipDirectorySearch,
  vipSearch,
  walletLogSearch,
  helpDetailsSearch,
  magnifierSearch,
  myOrderSearch,
  orderDetailSearch,
  paymentSearch,
  publishSearch,
  registerSearch,
  siteSearch,
  staffCatalogueSearch,
  staffNewsSearch,
  tradeSearch,
  traderHomepageSearch,
  varietyPageSearch,
  varietySearch,
  type SearchSchema,
} from './search-schemas';
import type { PersonMenuGroup, SiteRoute } from './site-map-types';
import { autoMatchDetailSearch, autoMatchSearch } from './automatch-search';
import { klineSearch } from './kline-search';

/**
 * Every route of spec section 2, in one table (docs/adr/0003). src/routes builds the TanStack route tree from it;
 * the header, breadcrumbs, side menus and the route tests read it too.
 */

const publicRoutes = [
  { path: '/', title: '首页', redirect: '/index' },
  { path: '/index', title: '首页' },
  { path: '/poster', title: '邮票市场', search: marketSideSearch },
  { path: '/voster', title: '在线邮市', search: marketSideSearch },
  { path: '/quotes', title: '行情聊天室', hideFooter: true },
  { path: '/vip', title: 'VIP会员名录', search: vipDirectorySearch },
  { path: '/search', title: '搜索结果', search: siteSearch },
  { path: '/sp', title: '品种搜索', search: varietySearch },
  { path: '/products', title: '产品目录', search: catalogueSearch },
  { path: '/products/details/$id', title: '产品详情', parent: '/products', requiresLogin: true, search: varietyPageSearch },
  { path: '/board', title: '排行榜', search: boardSearch },
  { path: '/contact', title: '联系我们' },
  { path: '/about', title: '关于我们' },
  { path: '/help', title: '帮助中心', search: pagedSearch },
  { path: '/help-details', title: '帮助详情', parent: '/help', search: helpDetailsSearch },
  { path: '/news/{-$type}', title: '新闻', search: pagedSearch },
  { path: '/news/detail/{-$id}', title: '新闻详情', parent: '/news/{-$type}' },
  { path: '/announcement/{-$id}', title: '公告', search: pagedSearch },
  { path: '/large-transaction', title: '大宗交易', search: marketSideSearch },
  { path: '/auto-match', title: '自动匹配', search: autoMatchSearch },
  { path: '/auto-match/detail', title: '匹配详情', parent: '/auto-match', search: autoMatchDetailSearch },
  { path: '/punishment', title: '处罚公示', search: punishmentListSearch },
  { path: '/punishment/$id', title: '处罚详情', parent: '/punishment' },
  { path: '/bulletin', title: '投诉专栏', search: bulletinSearch },
  { path: '/bulletin/$id', title: '投诉详情', parent: '/bulletin' },
  { path: '/complaint/$id', title: '投诉', parent: '/bulletin' },
  { path: '/kline', title: 'K线图', bare: true, hideFooter: true, search: klineSearch },
  { path: '/magnifier', title: '图片放大', hideFooter: true, search: magnifierSearch },
  { path: '/success', title: '支付结果', search: paymentSearch },
  // Not in the spec: the sandbox payment provider's cashier, where a development payment is confirmed (docs/adr/0025).
  { path: '/sandbox/cashier', title: '沙箱收银台', search: paymentSearch, hideFooter: true },
  { path: '/register', title: '注册', search: registerSearch },
  { path: '/auth-fill', title: '填写认证信息', requiresLogin: true },
  { path: '/forgotten', title: '找回密码' },
  { path: '/login', title: '登录', redirect: '/register' },
  { path: '/404', title: '页面不存在' },
] as const satisfies readonly SiteRoute[];

const tradingRoutes = [
  {
    path: '/publish',
    title: '发布求购',
    requiresLogin: true,
    search: publishSearch,
    titleFor: (search) => (search.type === 'sale' ? '发布出售' : undefined),
  },
  { path: '/publish-bond', title: '发布保证金交易', parent: '/bond', requiresLogin: true },
  { path: '/republish-bond/$id', title: '重新发布保证金交易', parent: '/bond', requiresLogin: true },
  { path: '/bond', title: '保证金交易', search: marketSideSearch },
  { path: '/bond/$id', title: '保证金交易详情', parent: '/bond' },
  { path: '/bond/confirm/$id', title: '确认保证金交易', parent: '/bond', requiresLogin: true, search: bondConfirmSearch },
  { path: '/bond-pay', title: '保证金支付', parent: '/bond', requiresLogin: true, search: bondPaySearch },
  { path: '/bond-transaction/$id', title: '保证金成交', parent: '/bond', requiresLogin: true },
  { path: '/transaction', title: '交易', requiresLogin: true, search: pagedSearch },
  { path: '/transaction/$id', title: '交易详情', parent: '/transaction', requiresLogin: true },
  { path: '/trade', title: '挂牌交易', search: tradeSearch },
  { path: '/trade/cancel', title: '最新撤单', parent: '/trade', search: marketSideSearch },
  { path: '/trade/$id', title: '挂牌详情', parent: '/trade' },
  { path: '/trade/confirm/$id', title: '确认交易', parent: '/trade', requiresLogin: true },
  { path: '/trade/homepage/$id', title: '会员主页', parent: '/trade', search: traderHomepageSearch },
  { path: '/trade/price-circle/$id', title: '价格走势', parent: '/trade', search: marketSideSearch },
] as const satisfies readonly SiteRoute[];

/** The agent system's ten pages (spec section 2), in menu order. */
export const agentPageTitles = [
  ['apply', '代理申请'],
  ['order', '代理订单'],
  ['finance', '财务'],
  ['pay', '支付'],
  ['pay-detail', '支付明细'],
  ['stock', '库存'],
  ['stock-detail', '库存明细'],
  ['custom', '客户管理'],
  ['bank', '银行账户'],
  ['agents', '我的代理'],
] as const;

export const agentVariants = ['agent', 'default'] as const;
export type AgentVariant = (typeof agentVariants)[number];
type AgentSlug = (typeof agentPageTitles)[number][0];

/** One agent page in both variants, with its title from agentPageTitles and its own search (none: takes none). */
const agentPage = <S extends AgentSlug, E extends Pick<SiteRoute, 'search'> = Record<never, never>>(slug: S, extra: E = {} as E) => {
  const title = agentPageTitles.find(([s]) => s === slug)![1];
  const inVariant = <V extends AgentVariant>(variant: V) => ({
    ...extra,
    path: `/agents/${variant}/${slug}` as const,
    title,
    parent: '/agents',
    requiresLogin: true,
    menu: { menu: variant },
  });
  return [inVariant('agent'), inVariant('default')] as const;
};

const agentRoutes = [
  { path: '/agents', title: '代理系统', redirect: '/agents/default/apply' },
  // The link pages take a list's stage and page; the delivery lists (交割代理, docs/adr/0044) theirs (支付 also one
  // delivery's), the details an id.
  ...agentPage('apply', { search: agentLinkSearch }),
  ...agentPage('order', { search: agentDeliveryListSearch }),
  ...agentPage('finance'),
  ...agentPage('pay', { search: agentPaySearch }),
  ...agentPage('pay-detail', { search: agentDetailSearch }),
  ...agentPage('stock', { search: pagedSearch }),
  ...agentPage('stock-detail', { search: agentDetailSearch }),
  ...agentPage('custom', { search: agentLinkSearch }),
  ...agentPage('bank'),
  ...agentPage('agents', { search: agentLinkSearch }),
] as const satisfies readonly SiteRoute[];

/** What a builder's caller may add: everything but what the builder itself sets. */
type Extra = Omit<Partial<SiteRoute>, 'path' | 'title' | 'parent' | 'requiresLogin' | 'menu'>;

const person = <S extends string, E extends Extra = Record<never, never>>(slug: S, title: string, group: PersonMenuGroup, extra: E = {} as E) => ({
  ...extra,
  path: `/person/${slug}` as const,
  title,
  parent: '/person',
  requiresLogin: true,
  menu: { menu: 'person' as const, group },
});

/** A page under a personal-centre entry: no menu entry of its own (its ancestor's entry is highlighted). */
const under = <P extends string, S extends string, E extends Extra = Record<never, never>>(parentSlug: P, slug: S, title: string, extra: E = {} as E) => ({
  ...extra,
  path: `/person/${parentSlug}/${slug}` as const,
  title,
  parent: `/person/${parentSlug}`,
  requiresLogin: true,
});

const personRoutes = [
  { path: '/person', title: '个人资料', crumb: '个人中心', requiresLogin: true, menu: { menu: 'person', group: 'profile' } },
  person('authentication', '实名认证', 'profile', { search: authenticationSearch }),
  person('vip', '会员VIP', 'profile', { search: vipSearch }),
  person('level', '信用等级', 'profile', { search: pagedSearch }),
  person('credit', '我的信用额度', 'profile', { search: creditSearch }),
  person('dashboard', '账户安全', 'profile'),
  person('account', '我的账户', 'funds', { search: walletLogSearch }),
  under('account', 'withdraw', '提现'),
  under('account', 'record', '提现记录', { search: pagedSearch }),
  person('beans', '金豆', 'funds', { search: walletLogSearch }),
  under('beans', 'recharge-beans', '充值金豆'),
  under('beans', 'handsel', '金豆赠送'),
  person('integral', '积分', 'funds', { search: pagedSearch }),
  person('deposit', '押金', 'funds', { search: pagedSearch }),
  under('deposit', 'recharge-deposit', '缴纳押金'),
  under('deposit', 'refund-deposit', '退还押金', { search: pagedSearch }),
  person('invoices', '发票管理', 'funds', { search: invoiceListSearch }),
  under('invoices', 'info', '发票信息'),
  under('invoices', 'apply', '申请开票', { search: invoiceApplySearch }),
  under('invoices', 'confirm', '确认开票', { search: invoiceApplySearch }),
  person('myOrder', '我的挂牌', 'trading', { search: myOrderSearch }),
  under('myOrder', '$id', '挂牌详情', { search: pagedSearch }),
  under('myOrder', 'update/$id', '修改挂牌'),
  under('myOrder', 'republish/$id', '重新挂牌'),
  person('order', '我的订单', 'trading', { search: orderListSearch }),
  under('order', 'detail/$id', '订单详情', { search: orderDetailSearch }),
  under('order', 'return-record/$id', '退货记录'),
  under('order', 'refund/$id', '申请退款'),
  under('order', 'success/$id', '交易成功'),
  person('trade', '大宗交易', 'trading', { search: blockTradeStageSearch }),
  under('trade', '$id', '大宗交易详情'),
  person('watch', '盯盘', 'trading'),
  under('watch', '$id', '盯盘详情'),
  person('agent', '交割代理', 'trading'),
  person('favorite', '收藏', 'trading', { search: favoriteSearch }),
  person('bond', '保证金账户', 'bond', { search: pagedSearch }),
  under('bond', 'recharge-bond', '充值保证金'),
  under('bond', 'bond-withdrawal', '保证金提现'),
  person('my-publish-bond', '我发布的保证金交易', 'bond', { search: bondOfferStageSearch }),
  person('bond-order', '保证金订单', 'bond', { search: bondOrderListSearch }),
  under('bond-order', 'detail/$id', '保证金订单详情'),
  under('bond-order', 'return-record/$id', '退货记录'),
  under('bond-order', 'success/$id', '交易成功'),
  person('open-account', '银行开户', 'bond'),
  person('bond-pay-record', '保证金支付记录', 'bond', { search: pagedSearch }),
  person('spread', '我的推广', 'promotion'),
  person('recommendation', '我的推荐', 'promotion', { search: pagedSearch }),
  person('message', '消息中心', 'messages', { search: messageSearch }),
  person('comment', '我的留言', 'messages', { search: pagedSearch }),
  person('complaint', '投诉与处罚', 'messages', { search: personComplaintSearch }),
] as const satisfies readonly SiteRoute[];

/**
 * Platform staff's pages (not in the spec's site map): reviewing real-name authentication and cash-outs, writing news,
 * notices and help, deciding complaints and issuing punishments.
 */
const staffRoutes = [
  { path: '/staff', title: '平台管理', redirect: '/staff/authentications' },
  { path: '/staff/authentications', title: '实名认证审核', requiresLogin: true, staff: true, search: authenticationQueueSearch },
  { path: '/staff/authentications/$id', title: '审核详情', parent: '/staff/authentications', requiresLogin: true, staff: true },
  { path: '/staff/cash-outs', title: '提现审核', requiresLogin: true, staff: true, search: cashOutQueueSearch },
  { path: '/staff/cash-outs/$id', title: '提现详情', parent: '/staff/cash-outs', requiresLogin: true, staff: true },
  { path: '/staff/invoices', title: '发票审核', requiresLogin: true, staff: true, search: invoiceQueueSearch },
  { path: '/staff/block-trades', title: '大宗交易审核', requiresLogin: true, staff: true, search: blockTradeStageSearch },
  { path: '/staff/block-trades/$id', title: '大宗交易审核详情', parent: '/staff/block-trades', requiresLogin: true, staff: true },
  { path: '/staff/bond-orders', title: '保证金订单仲裁', requiresLogin: true, staff: true, search: bondOrderQueueSearch },
  { path: '/staff/bond-orders/$id', title: '保证金订单仲裁详情', parent: '/staff/bond-orders', requiresLogin: true, staff: true },
  // The information site's content (issue 15): news, notices and help, each a list, a new item and an item's editor.
  { path: '/staff/news', title: '资讯管理', requiresLogin: true, staff: true, search: staffNewsSearch },
  { path: '/staff/news/new', title: '新建资讯', parent: '/staff/news', requiresLogin: true, staff: true },
  { path: '/staff/news/$id', title: '编辑资讯', parent: '/staff/news', requiresLogin: true, staff: true },
  { path: '/staff/notices', title: '公告管理', requiresLogin: true, staff: true, search: pagedSearch },
  { path: '/staff/notices/new', title: '新建公告', parent: '/staff/notices', requiresLogin: true, staff: true },
  { path: '/staff/notices/$id', title: '编辑公告', parent: '/staff/notices', requiresLogin: true, staff: true },
  { path: '/staff/help', title: '帮助管理', requiresLogin: true, staff: true, search: pagedSearch },
  { path: '/staff/help/new', title: '新建帮助文章', parent: '/staff/help', requiresLogin: true, staff: true },
  { path: '/staff/help/$id', title: '编辑帮助文章', parent: '/staff/help', requiresLogin: true, staff: true },
  { path: '/staff/complaints', title: '投诉处理', requiresLogin: true, staff: true, search: complaintQueueSearch },
  { path: '/staff/complaints/$id', title: '投诉详情', parent: '/staff/complaints', requiresLogin: true, staff: true },
  { path: '/staff/punishments', title: '处罚管理', requiresLogin: true, staff: true, search: punishmentListSearch },
  // The catalogue kept by staff (issue 25): the varieties, a new one, one's editor, and importing a file.
  { path: '/staff/catalogue', title: '目录管理', requiresLogin: true, staff: true, search: staffCatalogueSearch },
  { path: '/staff/catalogue/new', title: '新建品种', parent: '/staff/catalogue', requiresLogin: true, staff: true },
  { path: '/staff/catalogue/import', title: '批量导入', parent: '/staff/catalogue', requiresLogin: true, staff: true },
  { path: '/staff/catalogue/$id', title: '编辑品种', parent: '/staff/catalogue', requiresLogin: true, staff: true },
] as const satisfies readonly SiteRoute[];

/** Paths the router does not know go to the 404 page. */
export const notFoundRoute: SiteRoute = { path: '/$', title: '页面不存在', redirect: '/404' };

/** The site map's routes as declared, each with its literal path and its own search schema's type. */
type DeclaredRoute = (typeof publicRoutes | typeof tradingRoutes | typeof agentRoutes | typeof personRoutes | typeof staffRoutes)[number];

/** Every path a link may go to: the site map's own, so a link to a page that does not exist fails `tsc`. */
export type SitePath = DeclaredRoute['path'];

/**
 * The search a link or navigation to `P` may carry: its route's schema's values (search-schemas.ts), so a key the
 * route does not take or a value of the wrong type fails `tsc`; a route without a schema takes none.
 */
export type SearchOf<P extends SitePath> = Extract<DeclaredRoute, { path: P }> extends infer R
  ? R extends { search: SearchSchema<infer T> }
    ? T
    : never
  : never;

export const siteMap: readonly SiteRoute[] = [
  ...publicRoutes,
  ...tradingRoutes,
  ...agentRoutes,
  ...personRoutes,
  ...staffRoutes,
  notFoundRoute,
];

/** The personal centre's side menu groups, in display order. */
export const personMenuGroups: ReadonlyArray<{ group: PersonMenuGroup; title: string }> = [
  { group: 'profile', title: '账户信息' },
  { group: 'funds', title: '资金管理' },
  { group: 'trading', title: '交易管理' },
  { group: 'bond', title: '保证金交易' },
  { group: 'promotion', title: '推广' },
  { group: 'messages', title: '消息' },
];
