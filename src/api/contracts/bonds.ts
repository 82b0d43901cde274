import { z } from 'zod';
import { bondMessages } from './bond-messages';
import {
  bondOfferStages,
  bondOrderStages,
  bondRoles,
  maxBondAmountFen,
  maxBondQuantity,
  maxBondRemark,
  shownBondOrderStages,
} from './bond-names';
import { conditionGrades } from './content-names';
import { messages } from './messages';
import { auditEventSchema } from './order-audit';
import { jsonObjectSchema, pageQuery, payPasswordSchema } from './trade';
import { fromUrl, id, int, text } from './validation';

/*
 * Margin trading (保证金交易, spec sections 2 and 4 protocol type 2; issue 29; docs/adr/0043). One schema serves the form
 * and the server; the words and the margin rule are in bond-names.ts (no zod), the bodies of the order's lifecycle
 * calls in bond-calls.ts. Money is integer fen.
 */
export * from './bond-names';
export * from './bond-calls';

const m = bondMessages;
const tradeType = z.union([z.literal(0), z.literal(1)], { error: m.bondChooseType });

// POST /guarantee/issue/page2 (public: /bond): the open bond offers, newest first, of one side and variety or all. As
// the market's calls, the filter is the body and the page (pageQuery) the query string.
export const bondOfferPageRequest = z.object({
  tradeType: z.union([z.literal(0), z.literal(1)], { error: messages.invalidRequest }).optional(),
  /** A word of the variety's name or code. */
  keyword: text().trim().max(30, { error: messages.invalidRequest }).optional(),
});
export type BondOfferPageRequest = z.input<typeof bondOfferPageRequest>;

/** A bond offer as anyone sees it (/bond, /bond/{id}). */
export const bondOfferSchema = z.object({
  id: z.number().int(),
  tradeType: z.union([z.literal(0), z.literal(1)]),
  productId: z.number().int(),
  productName: z.string(),
  productCode: z.string(),
  /** The variety's form and unit (单枚, 枚). */
  exteriorName: z.string(),
  unit: z.string(),
  grade: z.enum(conditionGrades),
  /** Unit price, fen. */
  price: z.number().int(),
  /** What was offered, and what is left to take. */
  quantity: z.number().int(),
  remaining: z.number().int(),
  /** Margin per unit each side freezes (bondMarginPerUnit), fen. */
  marginPerUnit: z.number().int(),
  remark: z.string(),
  stage: z.enum(bondOfferStages),
  publisher: z.string(),
  publisherId: z.number().int(),
  createTime: z.string(),
  /** Whether the caller published it (a member's own offer is withdrawn, never taken). */
  own: z.boolean(),
});
export type BondOffer = z.infer<typeof bondOfferSchema>;

/** A unit price in fen: 1 fen up; price × quantity within maxBondAmountFen is checked by the refine below. */
const unitPrice = int(1, maxBondAmountFen, m.bondPriceRule);

/**
 * POST /api/bond/offer/publish (/publish-bond, /republish-bond/{id}): freezes the margin of the whole quantity from the
 * bond funds, so with the payment password; `agree`: the member accepted the margin rule (protocol type 2).
 */
export const bondPublishRequest = z
  .object({
    tradeType,
    productId: id(m.bondChooseVariety),
    grade: z.enum(conditionGrades, { error: m.bondChooseGrade }),
    quantity: int(1, maxBondQuantity, m.bondQuantityRule),
    price: unitPrice,
    remark: text(m.bondRemarkTooLong).trim().max(maxBondRemark, { error: m.bondRemarkTooLong }).default(''),
    payPassword: payPasswordSchema,
    agree: z.literal(true, { error: m.bondAgreeRule }),
  })
  .refine((body) => body.price * body.quantity <= maxBondAmountFen, { error: m.bondAmountTooLarge, path: ['quantity'] });
export type BondPublishRequest = z.input<typeof bondPublishRequest>;
export type BondPublishFields = z.output<typeof bondPublishRequest>;

/** POST /api/bond/offer/withdraw: the publisher ends an open offer; the margin of what is left is unfrozen. */
export const bondOfferIdRequest = z.object({ id: id() });
export type BondOfferIdRequest = z.input<typeof bondOfferIdRequest>;

/** GET /api/bond/offer/my/page: my offers, newest first, of one stage or all. */
export const myBondOffersQuery = pageQuery.extend({ stage: z.enum(bondOfferStages, { error: messages.invalidRequest }).optional() });
export type MyBondOffersQuery = z.output<typeof myBondOffersQuery>;

/** POST /api/bond/order/take (/bond/confirm/{id} → /bond-pay): takes part of an offer, freezing the taker's margin. */
export const bondTakeRequest = z.object({
  offerId: id(),
  quantity: int(1, maxBondQuantity, m.bondQuantityRule),
  payPassword: payPasswordSchema,
});
export type BondTakeRequest = z.input<typeof bondTakeRequest>;

/** GET /api/bond/order/page (mine) and /api/operator/bond-orders/page (staff): one side and stage, or all. */
export const bondOrderListQuery = pageQuery.extend({
  side: z.enum(['buyer', 'seller'], { error: messages.invalidRequest }).optional(),
  stage: z.enum(shownBondOrderStages, { error: messages.invalidRequest }).optional(),
});
export type BondOrderListQuery = z.output<typeof bondOrderListQuery>;

/** A bond order in a list: the deal, both sides, the margins, where it stands and its current deadline. */
export const bondOrderSchema = z.object({
  id: z.number().int(),
  offerId: z.number().int(),
  productName: z.string(),
  exteriorName: z.string(),
  unit: z.string(),
  grade: z.enum(conditionGrades),
  price: z.number().int(),
  quantity: z.number().int(),
  /** price × quantity, fen: what the buyer pays the seller on receipt. */
  amount: z.number().int(),
  /** Each side's frozen margin, fen. */
  buyerMargin: z.number().int(),
  sellerMargin: z.number().int(),
  buyer: z.string(),
  seller: z.string(),
  /** The caller's side (null: staff). */
  side: z.enum(['buyer', 'seller']).nullable(),
  stage: z.enum(bondOrderStages),
  stateName: z.string(),
  /** China time the current state's deadline passes (null: none). */
  deadline: z.string().nullable(),
  expressCompany: z.string().nullable(),
  trackingNo: z.string().nullable(),
  /** The buyer's dispute, and staff's decision. */
  disputeReason: z.string().nullable(),
  decisionReason: z.string().nullable(),
  createTime: z.string(),
  updateTime: z.string(),
});
export type BondOrder = z.infer<typeof bondOrderSchema>;

/** GET /api/bond/order/{id}: the order with its machine state and history, for its 流程 (its two sides and staff). */
export const bondOrderDetailSchema = bondOrderSchema.extend({
  stateValue: z.enum(bondOrderStages),
  context: jsonObjectSchema,
  events: z.array(auditEventSchema(bondRoles)),
  /** Whether the recorded events, replayed through the machine, lead to the stored state. */
  replayMatches: z.boolean(),
});
export type BondOrderDetail = z.infer<typeof bondOrderDetailSchema>;

/**
 * GET /api/bond/record (/person/bond-pay-record, and an order's /person/bond-order/return-record/{id} with orderId): the
 * caller's money moved by margin trading, newest first: margins frozen, unfrozen and paid over, prices paid.
 */
export const bondRecordPageQuery = pageQuery.extend({ orderId: fromUrl(id()).optional() });
export type BondRecordPageQuery = z.output<typeof bondRecordPageQuery>;
export const bondMoveSchema = z.object({
  id: z.number().int(),
  /** The bond order (null: an offer's publishing or withdrawal). */
  orderId: z.number().int().nullable(),
  offerId: z.number().int().nullable(),
  /** Which of the caller's purses: the bond funds or the balance. */
  purse: z.enum(['bond', 'main']),
  /** Signed fen: − out of the purse, + into it. */
  change: z.number().int(),
  memo: z.string(),
  createTime: z.string(),
});
export type BondMove = z.infer<typeof bondMoveSchema>;
