/**
 * The words of trade (listings, orders, props, credit) without its schemas: the code lists and their Chinese names
 * (the limits and `yuanToFen` are in trade-rules.ts). trade.ts builds its zod schemas from these; a page that only
 * shows names imports them from here and loads no zod (issue 12).
 */

export const publishTypes = { buy: 0, sell: 1 } as const;
export type PublishType = 0 | 1;

/** Who acts on an order: its two members, the deadline job, platform staff (design/lifecycles.md). */
export const roles = ['buyer', 'seller', 'system', 'operator'] as const;
export type Role = (typeof roles)[number];
export const roleNames: Record<Role, string> = { buyer: '买家', seller: '卖家', system: '系统', operator: '平台' };
export type Side = 'buyer' | 'seller';

export const tradeWays = ['online', 'offline'] as const;
export type TradeWay = (typeof tradeWays)[number];
export const tradeWayNames: Record<TradeWay, string> = { online: '担保交易（线上付款）', offline: '线下交易' };

/**
 * How the buyer pays an online order into escrow (spec section 1: by balance, gold beans or deposit; docs/adr/0028):
 * from the balance, by redeeming gold beans at their fixed value (beansFor), or from the deposit (保证金). Refunds and
 * released escrow always go to the buyer's balance, whichever way the order was paid.
 */
export const payWays = ['balance', 'beans', 'deposit'] as const;
export type PayWay = (typeof payWays)[number];
export const payWayNames: Record<PayWay, string> = { balance: '账户余额', beans: '金豆抵扣', deposit: '押金支付' };
/**
 * How an order was paid, part by part (docs/adr/0035): 金豆抵扣380金豆、账户余额 for beans and the balance paying the rest;
 * one way alone by its name (an order paid all with beans before the count was kept: 金豆抵扣).
 */
export function payPartsName(payWay: PayWay, paidBeans: number): string {
  const beans = paidBeans > 0 ? `${payWayNames.beans}${paidBeans}金豆` : payWay === 'beans' ? payWayNames.beans : null;
  return [beans, payWay === 'beans' ? null : payWayNames[payWay]].filter(Boolean).join('、');
}
/** What the pay dialog says about beans and refunds. */
export const payWayNote = '金豆按1金豆=0.1元抵扣，退款将退回账户余额';

export const deliveryMethods = ['express', 'registered', 'pickup'] as const;
export type DeliveryMethod = (typeof deliveryMethods)[number];
export const deliveryMethodNames: Record<DeliveryMethod, string> = { express: '快递', registered: '挂号信', pickup: '当面交收' };

export const listingStates = ['open', 'withdrawn', 'filled'] as const;
export type ListingState = (typeof listingStates)[number];
export const listingStateNames: Record<ListingState, string> = { open: '挂单中', withdrawn: '已撤单', filled: '已成交' };
/** As stored: 'matching' holds the units of an auto-match sell order (issue 28), never in the market nor a member's offers. */
export type StoredListingState = ListingState | 'matching';

/** Props (道具) a publisher spends gold beans on for an offer: 置顶 and 刷新. */
export const propCodes = ['top', 'refresh'] as const;
export type PropCode = (typeof propCodes)[number];

/**
 * Where an order stands for the member, as Chinese shoppers group orders (待付款, 待发货, ...): the tags of the
 * lifecycle machines' states (src/machines/order-lifecycles.ts, orderStage); a state without one has ended.
 */
export const orderStages = ['toPay', 'toShip', 'toReceive', 'toConfirm', 'afterSale', 'toEvaluate', 'ended'] as const;
export type OrderStage = (typeof orderStages)[number];
export const orderStageNames: Record<OrderStage, string> = {
  toPay: '待付款',
  toShip: '待发货',
  toReceive: '待收货',
  toConfirm: '待确认',
  afterSale: '退款/售后',
  toEvaluate: '待评价',
  ended: '已结束',
};

/** Notice types 1, 2, 3 (buy-offer, sell-offer, trade line) map to business codes 0, 1, 2 (spec section 4). */
export const creditLineKinds = ['buy', 'sell', 'order'] as const;
export type CreditLineKind = (typeof creditLineKinds)[number];
export const creditNoticeTypes: Record<1 | 2 | 3, CreditLineKind> = { 1: 'buy', 2: 'sell', 3: 'order' };
export const creditBusinessCode: Record<CreditLineKind, 0 | 1 | 2> = { buy: 0, sell: 1, order: 2 };

