import type { PublicComplaintState, PunishmentState } from '../../api/contracts/complaint-names';
import type { ComplaintState, ConditionGrade } from '../../api/contracts/content-names';
import type { AgentLinkStage } from '../../api/contracts/agent-names';
import type { AgentDeliveryStage } from '../../api/contracts/agent-delivery-names';
import type { ShownBlockTradeStage } from '../../api/contracts/block-trade-names';
import type { BondOfferStage, ShownBondOrderStage } from '../../api/contracts/bond-names';
import type { BoardPeriod, TraderRanking, VarietyRanking } from '../../api/contracts/home-names';
import type { MessageTypeId } from '../../api/contracts/inbox-names';
import type { VipLevelId, VipPaymentType, VipPurchaseStage } from '../../api/contracts/membership-names';
import type { listingStates, publishTypes } from '../../api/contracts/trade';
import type { CreditLineKind, OrderStage, TradeWay } from '../../api/contracts/trade-names';
import type { pageSizes } from '../shared/pager';
import { maxInt32, urlDigits } from '../../api/contracts/validation-rules';

/**
 * The query strings spec section 2 gives, one schema per route.
 *
 * The rule for every key: its default is written next to it, and a value that does not fit falls back to that default
 * rather than failing the page. The route then rewrites the URL to the values it applied (src/routes/search-rewrite.ts),
 * so the address bar never shows a filter the page is not using. Keys a route does not know are left as they are.
 * "Default: none" means the key is left out (no filter).
 *
 * TanStack parses `?keyword=123` as the number 123 and `?state=1` as the number 1, so text is coerced back to strings
 * and numbers are taken as numbers.
 *
 * Every route applies its schema (and its ids, below) before anything renders, so these are part of the first page's
 * JavaScript on every route. They are a few plain rules rather than zod: zod's core is ~17 KB gzip that a page with
 * no form would otherwise load for them (zod/mini shares that core with the contracts' classic zod, so it costs the
 * same). The id's limits come from the contracts' zod-free rules (validation-rules.ts); the few values of the trade
 * contract they need are written here and checked against it by the types (importing trade-names.ts would bring all
 * its name tables into every route's first JavaScript).
 */

/** A route's search schema: TanStack Router's validateSearch calls `parse`, and so does the page (routes/page.ts). */
export interface SearchSchema<T extends object> {
  parse(search: unknown): T;
}

/** One key's rule: the value it applies, or undefined for none (the key is left out). */
type Rule<T> = (value: unknown) => T | undefined;

/** Text, trimmed; nothing or blanks is none. A number is read as its digits (TanStack parsed it as a number). */
const text: Rule<string> = (value) => (value === undefined || String(value).trim() === '' ? undefined : String(value).trim());

/** A whole number from `min` to `max`, taken only as a number (as TanStack parsed it). */
const int =
  (min: number, max = Number.MAX_SAFE_INTEGER): Rule<number> =>
  (value) =>
    typeof value === 'number' && Number.isSafeInteger(value) && value >= min && value <= max ? value : undefined;

/** One of the given values, exactly. */
const oneOf =
  <const V extends string | number>(values: readonly V[]): Rule<V> =>
  (value) =>
    values.find((allowed) => allowed === value);

/**
 * A schema of rules: each known key the value its rule applies. A key the URL has is kept even when its value is
 * none (undefined), so that the route sees the value it dropped and rewrites the URL; a key it lacks is left out.
 */
function schema<R extends Record<string, Rule<unknown>>>(rules: R): SearchSchema<{ [K in keyof R]?: ReturnType<R[K]> }> {
  return {
    parse(search) {
      const given = (search ?? {}) as Record<string, unknown>;
      const applied: Record<string, unknown> = {};
      for (const [key, rule] of Object.entries(rules)) {
        const value = rule(given[key]);
        if (value !== undefined || key in given) applied[key] = value;
      }
      return applied as { [K in keyof R]?: ReturnType<R[K]> };
    },
  };
}

/**
 * A China day as a date field writes it (YYYY-MM-DD, a real date), or `any` for a range's open end; a day filter's
 * default (none) is the page's own (a wallet log opens on today).
 */
const dayOrAny: Rule<string> = (value) => {
  if (value === 'any') return value;
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return undefined;
  return new Date(`${value}T00:00:00Z`).toISOString().startsWith(value) ? value : undefined;
};

/** A list's page past the first (default: none, page 1), as many as the API takes. */
const laterPage = int(2, maxInt32);
/** A page size other than spec section 9's default 10 (pager.tsx's pageSizes; default: none, 10). */
const otherPageSizes = [20, 50] as const satisfies ReadonlyArray<Exclude<(typeof pageSizes)[number], 10>>;

/**
 * A paged list's place (use-paged-list.ts): page and size, each left out at its default so that page 1 of 10 is the
 * bare URL. A page with two lists at once names the second one's keys itself (vipSearch).
 */
const paging = { page: laterPage, size: oneOf(otherPageSizes) };

/** A market list's side (side-tabs.tsx): sell or buy offers (default: none, 全部). */
const marketSide = oneOf(['sell', 'buy']);

/** The route of a paged list with no other filter: its page and size (each default: none, page 1 of 10). */
export const pagedSearch = schema(paging);

/**
 * A filter's values other than its default (全部, which is none), from a table with every value of the contract's type
 * as a key: the table's `satisfies` fails `tsc` when the contract gains or loses a value, without importing the
 * contract's name tables into every route's first JavaScript.
 */
const valuesOf = <K extends string | number>(table: Record<K, true>) => Object.keys(table) as `${K}`[];

/** The member's orders' filters (/person/order), each default all (none). */
const orderStageValues = valuesOf({ toPay: true, toShip: true, toReceive: true, toConfirm: true, afterSale: true, toEvaluate: true, ended: true } satisfies Record<OrderStage, true>);
const orderSideValues = ['buyer', 'seller'] as const;
const tradeWayValues = valuesOf({ online: true, offline: true } satisfies Record<TradeWay, true>);

/** /person/order: stage (the tab), side (身份) and tradeWay (交易方式), each default: none (全部); the page. */
export const orderListSearch = schema({ stage: oneOf(orderStageValues), side: oneOf(orderSideValues), tradeWay: oneOf(tradeWayValues), ...paging });

/**
 * The market lists' pages (/poster, /voster, /trade/cancel, a price circle) and /large-transaction: the side (default:
 * none, 全部), the keyword box's applied filter (default: none) and the page.
 */
export const marketSideSearch = schema({ side: marketSide, keyword: text, ...paging });

/** A member's evaluations on their homepage, the page's second list (its offers are the first): its own page and size. */
export const evaluationsPaging = { page: 'evalPage', size: 'evalSize' } as const;

/** /trade/homepage/{id}: the offers' side, keyword and page, and the evaluations' page (evalPage, evalSize); each default: none. */
export const traderHomepageSearch = schema({ side: marketSide, keyword: text, ...paging, [evaluationsPaging.page]: laterPage, [evaluationsPaging.size]: oneOf(otherPageSizes) });

/** /bulletin: state, the complaints' tab (default: none, 全部); the page. */
export const bulletinSearch = schema({
  state: oneOf(valuesOf({ pending: true, upheld: true, dismissed: true } satisfies Record<PublicComplaintState, true>)),
  ...paging,
});

/** /punishment and /staff/punishments: state, the punishments' filter (default: none, 全部); the page. */
export const punishmentListSearch = schema({
  state: oneOf(valuesOf({ active: true, ended: true, revoked: true } satisfies Record<PunishmentState, true>)),
  ...paging,
});

/** The staff queues (staff-queue.tsx): state, the queue's filter (default: none, 全部); the page. */
export const authenticationQueueSearch = schema({ state: oneOf(['submitted', 'rejected', 'approved']), ...paging });
export const cashOutQueueSearch = schema({ state: oneOf(['held', 'paid', 'rejected']), ...paging });

/** An invoice request's stages as its lists filter them (invoice-names.ts's listedInvoiceStages). */
const invoiceStageValues = ['requested', 'issued', 'refused', 'withdrawn'] as const;
/** /person/invoices: stage, the tab (default: none, 全部); the page. /staff/invoices: state, the queue's filter; the page. */
export const invoiceListSearch = schema({ stage: oneOf(invoiceStageValues), ...paging });
export const invoiceQueueSearch = schema({ state: oneOf(invoiceStageValues), ...paging });

/**
 * The orders chosen for an invoice, as the URL keeps them (1-20 distinct ids, comma-separated: 12,15): a single id
 * TanStack read as a number is taken too; anything else is none.
 */
const orderIdList: Rule<string> = (value) => {
  const ids = typeof value === 'number' ? [value] : typeof value === 'string' && /^\d+(,\d+)*$/.test(value) ? value.split(',').map(Number) : [];
  const fit = ids.length >= 1 && ids.length <= 20 && new Set(ids).size === ids.length && ids.every((n) => Number.isSafeInteger(n) && n >= 1 && n <= maxInt32);
  return fit ? ids.join(',') : undefined;
};
/** /person/invoices/apply and /confirm: orders, the orders chosen; title, the invoice title's id (each default: none); the page of orders. */
export const invoiceApplySearch = schema({ orders: orderIdList, title: int(1, maxInt32), ...paging });
/** /person/trade (my block-trade applications' tab) and /staff/block-trades (the queue's filter): state, default none (全部); the page. */
export const blockTradeStageSearch = schema({
  state: oneOf(valuesOf({ submitted: true, listed: true, rejected: true, withdrawn: true, expired: true } satisfies Record<ShownBlockTradeStage, true>)),
  ...paging,
});
/** /bond-pay: offer, the bond offer taken; quantity, how much of it (each default: none, which the page refuses). */
export const bondPaySearch = schema({ offer: int(1, maxInt32), quantity: int(1, 100_000) });
/** /bond/confirm/{id}: quantity, what the member chose before (default: none, 1). */
export const bondConfirmSearch = schema({ quantity: int(1, 100_000) });
/** /person/my-publish-bond: state, the tab (default: none, 全部); the page. */
export const bondOfferStageSearch = schema({
  state: oneOf(valuesOf({ open: true, soldOut: true, withdrawn: true } satisfies Record<BondOfferStage, true>)),
  ...paging,
});
const bondOrderStageValues = valuesOf({
  awaitingShipment: true,
  shipped: true,
  disputed: true,
  settled: true,
  sellerDefaulted: true,
  buyerDefaulted: true,
} satisfies Record<ShownBondOrderStage, true>);
/** /person/bond-order: side, 我买入的 or 我卖出的 (default: none, both); state (default: none, 全部); the page. */
export const bondOrderListSearch = schema({ side: oneOf(['buyer', 'seller']), state: oneOf(bondOrderStageValues), ...paging });
/** /staff/bond-orders: state, the queue's filter (default: none, disputes first then the rest); the page. */
export const bondOrderQueueSearch = schema({ state: oneOf(bondOrderStageValues), ...paging });
export const complaintQueueSearch = schema({
  state: oneOf(valuesOf({ pending: true, upheld: true, dismissed: true, withdrawn: true } satisfies Record<ComplaintState, true>)),
  ...paging,
});

/**
 * /person/account and /person/beans, the wallet log: from and to, the China days of its range (YYYY-MM-DD, or any for
 * an open end; default: none, today, as the spec's today range says); item, the payment item's code (default: none,
 * 全部类型; the page's choices come from the server); the page.
 */
export const walletLogSearch = schema({ from: dayOrAny, to: dayOrAny, item: text, ...paging });

/** /person/message: type, the message type's id (default: none, 全部); unread=1 only unread ones (default: none, all); the page. */
export const messageSearch = schema({
  /** The 短信记录 tab (issue 27) instead of the 站内信 of a type. */
  tab: oneOf(['sms']),
  type: oneOf(valuesOf({ 1: true, 2: true, 3: true } satisfies Record<MessageTypeId, true>).map(Number) as MessageTypeId[]),
  unread: oneOf([1]),
  ...paging,
});

/**
 * /person/favorite: tab, 收藏会员 (user), 我的订阅 (subscription) or 黑名单 (blacklist) (default: none, 收藏品种); feed,
 * 我的订阅's list of deals (deals) instead of new offers (default: none); the page of the tab's paged list.
 */
export const favoriteSearch = schema({ tab: oneOf(['user', 'subscription', 'blacklist']), feed: oneOf(['deals']), ...paging });

/** /person/complaint: tab, 被投诉 (against), 交易投诉 (trade) or 我的处罚 (punishments) (default: none, 我的投诉); the page. */
export const personComplaintSearch = schema({ tab: oneOf(['against', 'trade', 'punishments']), ...paging });

/** /person/credit: kind, the line whose holders show, sell or order (default: none, buy); the holders' page. */
export const creditSearch = schema({
  kind: oneOf(valuesOf({ buy: true, sell: true, order: true } satisfies Record<CreditLineKind, true>).filter((kind) => kind !== 'buy')),
  ...paging,
});

/** /vip: level, one VIP level's id (default: none, 全部); the page. */
export const vipDirectorySearch = schema({
  level: oneOf(valuesOf({ 3: true, 4: true, 5: true } satisfies Record<VipLevelId, true>).map(Number) as VipLevelId[]),
  ...paging,
});

/** /staff/news: column, a news column's id (default: none, 全部栏目); the page. */
export const staffNewsSearch = schema({ column: int(1, maxInt32), ...paging });

/**
 * The agent system's link pages (apply, agents, custom): stage, all or one link stage (default: none, the page's own:
 * all on apply, active on agents and custom); the page.
 */
export const agentLinkSearch = schema({
  stage: oneOf(['all', ...valuesOf({ pending: true, active: true, closed: true } satisfies Record<AgentLinkStage, true>)]),
  ...paging,
});

/** The stages a list of deliveries through an agent filters by (agent-delivery-names.ts's shownAgentDeliveryStages). */
const agentDeliveryStageValues = valuesOf({
  awaitingArrival: true,
  arrived: true,
  problem: true,
  inspected: true,
  held: true,
  returning: true,
  forwarded: true,
  returned: true,
  cancelled: true,
} satisfies Record<Exclude<AgentDeliveryStage, 'draft'>, true>);
/** /agents/{variant}/order (代理订单): stage, the tab (default: none, 全部); the page. 库存 is pagedSearch. */
export const agentDeliveryListSearch = schema({ stage: oneOf(agentDeliveryStageValues), ...paging });
/** /agents/{variant}/pay (支付): deliveryId, the fee moves of one delivery only (default: none, all of mine); the page. */
export const agentPaySearch = schema({ deliveryId: int(1, maxInt32), ...paging });
/** /agents/{variant}/stock-detail and pay-detail: id, the delivery's or the fee move's (default: none, which the page refuses). */
export const agentDetailSearch = schema({ id: int(1, maxInt32) });

/**
 * /board: tab, varieties (default: none, the traders); period, 30 days (default: none, 7); by, the ranking other than
 * the tab's first: count for the traders (default amount), change for the varieties (default volume).
 */
export const boardSearch = schema({
  tab: oneOf(['varieties']),
  period: oneOf([30] satisfies BoardPeriod[]),
  by: oneOf(['count', 'change'] satisfies Array<TraderRanking | VarietyRanking>),
});

/**
 * /sp (品种搜索): the conditions applied, each default none: code (志号) and name as typed; yearFrom and yearTo as typed,
 * so a year the catalogue's contract refuses is shown with its message, not silently dropped; categoryId, a 专区's id;
 * the page.
 */
export const varietySearch = schema({ code: text, name: text, yearFrom: text, yearTo: text, categoryId: int(1, maxInt32), ...paging });

/**
 * /products/details/{id}: form, the chosen form's product id (default: none, the form of {id}); grade, the price line's
 * condition grade (default: none, 全部品相).
 */
export const varietyPageSearch = schema({
  form: int(1, maxInt32),
  grade: oneOf(valuesOf({ 全品: true, 上品: true, 中品: true } satisfies Record<ConditionGrade, true>)),
});

/** /products: category, a 专区's id; year, an issue year; keyword, the name or number typed (each default: none, all); the page. */
export const catalogueSearch = schema({ category: int(1, maxInt32), year: int(1, 9999), keyword: text, ...paging });

/** /staff/catalogue: keyword, the number or name searched (default: none, every variety); the page. */
export const staffCatalogueSearch = schema({ keyword: text, ...paging });

/** The VIP payments' list on /person/vip, the page's second list: its own page and size. */
export const vipPaymentsPaging = { page: 'payPage', size: 'paySize' } as const;

/**
 * /person/vip: state, the purchases' stage, and payType, the payments' way (each default: none, 全部); the purchases'
 * page and size, and the payments' (payPage, paySize; each default: none, page 1 of 10).
 */
export const vipSearch = schema({
  state: oneOf(valuesOf({ applied: true, active: true, expired: true, superseded: true, closed: true } satisfies Record<VipPurchaseStage, true>)),
  payType: oneOf(valuesOf({ balance: true, topup: true } satisfies Record<VipPaymentType, true>)),
  ...paging,
  [vipPaymentsPaging.page]: laterPage,
  [vipPaymentsPaging.size]: oneOf(otherPageSizes),
});

/** publishTypes.buy and .sell, the values of /person/myOrder's type. */
const publishTypeValues: [typeof publishTypes.buy, typeof publishTypes.sell] = [0, 1];
/** How many listing states there are (listingStates): /person/myOrder's state is an index into them. */
const listingStateCount: (typeof listingStates)['length'] = 3;

/** The header search's categories that open /search (listings open /trade instead). */
export const searchClasses = ['product', 'member'] as const;
export type SearchClass = (typeof searchClasses)[number];

/**
 * /trade: keyword (default: none, every listing); source, where the search came from (the header sends 0; default:
 * none); the side (default: none, 全部) and the page.
 */
export const tradeSearch = schema({ keyword: text, source: int(0), side: marketSide, ...paging });

/**
 * /search: class, what is searched: product (品名) or member (会员); the spec gives no other value, so anything else is
 * the default, product, the header's first category that searches here. info, the words (default: none); the page.
 */
export const siteSearch = schema({ class: (value): SearchClass => oneOf(searchClasses)(value) ?? 'product', info: text, ...paging });

/**
 * /person/myOrder: from, the page that sent the member (default: none); type, 0 buy or 1 sell offers (default: none,
 * both); state, the listing state's index: 0 open, 1 withdrawn, 2 filled (default: none, all); the page.
 */
export const myOrderSearch = schema({ from: text, type: oneOf(publishTypeValues), state: int(0, listingStateCount - 1), ...paging });

/** /person/order/detail/{id}: from=my-order when opened from my orders (default: none). */
export const orderDetailSearch = schema({ from: oneOf(['my-order']) });

/** /person/authentication: tabIndex=1 opens the second tab (default: none, the first). */
export const authenticationSearch = schema({ tabIndex: oneOf([1]) });

/**
 * /register after a third-party login: the provider, alipay or wechat, and its one-time code (both default: none);
 * through an invite link: inviter, the inviting member's id (default: none).
 */
export const registerSearch = schema({ thirdKind: oneOf(['alipay', 'wechat']), thirdAuthCode: text, inviter: int(1, maxInt32) });

/** /publish: type=sale is a sell offer (default: none, a buy offer). */
export const publishSearch = schema({ type: oneOf(['sale']) });

/** /magnifier: key, the public upload shown at full size (default: none; the page says the picture does not exist). */
export const magnifierSearch = schema({ key: text });

/** /help-details: id, the help article shown (default: none; the page then goes to /help). */
export const helpDetailsSearch = schema({ id: int(1, maxInt32) });

/** The payment channels (contracts' paymentChannels, restated here for the reason above). */
const paymentChannelValues: ['alipay', 'wechat'] = ['alipay', 'wechat'];

/**
 * /success, where a payment returns, and /sandbox/cashier, the sandbox provider's cashier: the channel, alipay or
 * wechat, and our order number, outTradeNo (both default: none; the page says there is no payment to show).
 */
export const paymentSearch = schema({ channel: oneOf(paymentChannelValues), outTradeNo: text });

/**
 * Ids in paths are the API's ids: the contract's idParam (validation.ts: a positive int32 written in plain digits, a
 * number taken as it is), with its limits but without zod, for the reason above; tests/ui/routes.test.tsx holds the two to the same
 * answers. Anything else is a page that does not exist, rather than a page whose every call the server refuses.
 */
export const routeIdParam = {
  safeParse(value: unknown): { success: true; data: number } | { success: false } {
    const id = typeof value === 'string' && urlDigits.test(value) ? Number(value) : value;
    return typeof id === 'number' && Number.isInteger(id) && id >= 1 && id <= maxInt32 ? { success: true, data: id } : { success: false };
  },
  parse(value: unknown): number {
    const id = routeIdParam.safeParse(value);
    if (!id.success) throw new Error(`not an id: ${String(value)}`);
    return id.data;
  },
};
