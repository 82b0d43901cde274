import { maxFen } from './trade-rules';

/**
 * The words and plain rules of margin trading (保证金交易, spec sections 2 and 4 protocol type 2; issue 29; docs/adr/0043)
 * without zod: the machine, the server and the pages that only show an offer or an order load no schema. bonds.ts
 * builds the request schemas from these.
 *
 * A bond offer is published with the publisher's margin for its whole quantity frozen from their bond funds (保证金账户)
 * into the platform's margin pool; taking part of it freezes the taker's margin for that part, and the publisher's
 * share of the frozen margin becomes the order's. The buyer pays the price itself only on receipt, from the balance.
 */

/** Who acts on a bond order: its two sides, platform staff who decide a dispute, the server's deadline job. */
export const bondRoles = ['buyer', 'seller', 'operator', 'system'] as const;
export type BondRole = (typeof bondRoles)[number];
export const bondRoleNames: Record<BondRole, string> = { buyer: '买方', seller: '卖方', operator: '平台', system: '系统' };

/** Where a bond order stands: its machine state (flat, so the value is the stage). */
export const bondOrderStages = ['draft', 'awaitingShipment', 'shipped', 'disputed', 'settled', 'sellerDefaulted', 'buyerDefaulted'] as const;
export type BondOrderStage = (typeof bondOrderStages)[number];
/** The stages lists filter by (draft never lasts past its transaction). */
export const shownBondOrderStages = ['awaitingShipment', 'shipped', 'disputed', 'settled', 'sellerDefaulted', 'buyerDefaulted'] as const;
export type ShownBondOrderStage = (typeof shownBondOrderStages)[number];
/** The live ones, whose margins are still frozen. */
export const liveBondOrderStages = ['awaitingShipment', 'shipped', 'disputed'] as const satisfies readonly BondOrderStage[];
export const bondOrderStageNames: Record<BondOrderStage, string> = {
  draft: '下单',
  awaitingShipment: '待发货',
  shipped: '待收货',
  disputed: '争议处理中',
  settled: '交易成功',
  sellerDefaulted: '卖方违约',
  buyerDefaulted: '买方违约',
};

/** An offer is open while some of it is left; sold out when all was taken; withdrawn by its publisher. */
export const bondOfferStages = ['open', 'soldOut', 'withdrawn'] as const;
export type BondOfferStage = (typeof bondOfferStages)[number];
export const bondOfferStageNames: Record<BondOfferStage, string> = { open: '交易中', soldOut: '已成交', withdrawn: '已撤销' };

/** 1 sell (出售), 0 buy (求购): the spec's tradeType, as a listing's publishType. */
export const bondTradeTypeNames = { 1: '出售', 0: '求购' } as const;
export type BondTradeType = keyof typeof bondTradeTypeNames;

/** The margin rule (protocol type 2): each side freezes this share of the deal's price. */
export const bondMarginPercent = 20;
/**
 * One unit's margin in fen, rounded up: a deal's margin is this times its quantity, so the parts of an offer taken one
 * by one add up to exactly what was frozen for the whole of it.
 */
export const bondMarginPerUnit = (priceFen: number): number => Math.ceil((priceFen * bondMarginPercent) / 100);
export const bondMarginOf = (priceFen: number, quantity: number): number => bondMarginPerUnit(priceFen) * quantity;

export const maxBondQuantity = 100_000;
/** A deal (price × quantity) stays within the platform's money bound, as every amount. */
export const maxBondAmountFen = maxFen;
export const maxBondRemark = 200;
