import { z } from 'zod';
import { surrenderStages, vipLevelIds, vipPaymentTypes, vipPurchaseKinds, vipPurchaseStages } from './membership-names';
import { maxVipYears } from './membership-rules';
import { messages } from './messages';
import { maxMoveFen, minMoveFen } from './money-rules';
import { auditEventSchema, type AuditEvent } from './order-audit';
import { pageQuery } from './trade';
import { fromUrl, idParam, int, text } from './validation';

/*
 * VIP years, deposit and its surrender, bond funds (spec section 7, "Authentication and VIP", "Deposit"; issue 14;
 * docs/adr/0026). One schema serves the form and the server. Money is integer fen; every call that moves money takes
 * the payment password and answers with the wallet-refresh type header.
 */
export * from './membership-names';
export * from './membership-rules';

/** The 6-digit payment password every money call here asks for (spec section 5). */
export const payPasswordField = text(messages.enterPayPassword).regex(/^\d{6}$/, { error: messages.payPasswordRule });

const levelId = int(3, 5, messages.vipLevelUnknown);
const years = int(1, maxVipYears, messages.vipYearsRule);
/** Fen moved by one deposit or bond call: 1 to 50,000 yuan (money-names minMoveFen / maxMoveFen). */
const amount = int(minMoveFen, maxMoveFen, messages.membershipAmountRule);

// GET /api/user/annual/applyFormList?pageNo&pageSize&levelId&state: my VIP purchases, newest first.
export const applyFormListQuery = pageQuery.extend({
  levelId: fromUrl(levelId).optional(),
  state: z.enum(vipPurchaseStages, { error: messages.invalidRequest }).optional(),
});

// GET /api/user/annual/paymentList?pageNo&pageSize&levelId&paymentType: my VIP payments, newest first.
export const vipPaymentListQuery = pageQuery.extend({
  levelId: fromUrl(levelId).optional(),
  paymentType: z.enum(vipPaymentTypes, { error: messages.invalidRequest }).optional(),
});

/**
 * POST /api/user/annual/payment: buy a level for 1-3 years, or upgrade the active one (the server works out which and
 * what it costs; an upgrade's `years` is not used: it pays the difference for the days left and keeps the expiry),
 * paid from the balance with the payment password. A top-up pays through POST /api/coin/unifiedOrder {purpose: 'vip'}.
 */
export const vipPaymentRequest = z.object({ levelId, years, payPassword: payPasswordField });
export type VipPaymentRequest = z.input<typeof vipPaymentRequest>;

// GET /api/anon/user/vip/seat?type&pageNo&pageSize: the VIP directory (/vip), of one level or all.
export const vipSeatQuery = pageQuery.extend({ type: fromUrl(levelId).optional() });

// GET /api/user/annual/events?id&format and /api/deposit/surrender/events?id&format: one purchase's or surrender's history.
export const membershipEventsQuery = z.object({ id: idParam, format: z.enum(['json', 'csv'], { error: messages.invalidRequest }).default('json') });

/** POST /api/deposit/payment (from the balance) and /api/deposit/withdraw (a surrender): the amount and the payment password. */
export const depositPaymentRequest = z.object({ amount, payPassword: payPasswordField });
export type DepositPaymentRequest = z.input<typeof depositPaymentRequest>;
export const depositWithdrawRequest = depositPaymentRequest;

// POST /api/deposit/surrender/cancel/{id} and /del/{id}; POST /api/operator/deposit/surrender/{id}/refuse.
export { surrenderParams, surrenderRefuseRequest } from './staff-decisions';

// GET /api/deposit/order/list and /api/deposit/surrender/list (pageNo, pageSize).
export const depositListQuery = pageQuery;


/** POST /api/bond/recharge (balance → bond funds) and /api/bond/withdraw (bond funds → balance). */
export const bondMoveRequest = z.object({ amount, payPassword: payPasswordField });
export type BondMoveRequest = z.input<typeof bondMoveRequest>;

// GET /api/bond/pay/record (pageNo, pageSize): the bond funds' postings.
export const bondRecordQuery = pageQuery;

/*
 * Replies: the routes declare them as their answers (docs/adr/0039); the browser reads their types.
 */

/** One level as /person/vip offers it to the member now. */
export const vipLevelOfferSchema = z.object({
  levelId: z.literal(vipLevelIds),
  name: z.string(),
  /** Fen for one year. */
  yearFen: z.number().int(),
  benefits: z.array(z.string()),
  /** What buying it means now; null when it cannot be bought (below the active level). */
  kind: z.enum(vipPurchaseKinds).nullable(),
  /** An upgrade's price (the difference for the days left), else null: a purchase costs yearFen × years. */
  upgradeFen: z.number().int().nullable(),
});
export type VipLevelOffer = z.infer<typeof vipLevelOfferSchema>;

/** GET /api/user/annual/vipList: the levels, and where the member stands. */
export const vipListSchema = z.object({
  levels: z.array(vipLevelOfferSchema),
  /** users.level, the effective level (levelId), and its name. */
  levelId: z.number().int(),
  levelName: z.string(),
  /** The active purchase's level, 0 for none. */
  vipLevel: z.number().int(),
  /** China time; null without an active VIP. */
  expiresAt: z.string().nullable(),
  daysLeft: z.number().int(),
  /** Buying needs real-name authentication (level 2 and above). */
  mayBuy: z.boolean(),
  payPasswordSet: z.boolean(),
  /** The member's spendable balance in fen. */
  balance: z.number().int(),
});
export type VipList = z.infer<typeof vipListSchema>;

/** One row of applyFormList: a purchase and where it stands. */
export const vipPurchaseViewSchema = z.object({
  id: z.number().int(),
  levelId: z.number().int(),
  levelName: z.string(),
  kind: z.enum(vipPurchaseKinds),
  kindName: z.string(),
  /** Whole years bought; 0 for an upgrade (it keeps the expiry). */
  years: z.number().int(),
  amount: z.number().int(),
  paymentType: z.enum(vipPaymentTypes),
  paymentTypeName: z.string(),
  stage: z.enum(vipPurchaseStages),
  stageName: z.string(),
  /** China time; null until paid. */
  startTime: z.string().nullable(),
  expireTime: z.string().nullable(),
  createTime: z.string(),
  closeReason: z.string().nullable(),
});
export type VipPurchaseView = z.infer<typeof vipPurchaseViewSchema>;

/** One row of paymentList: a paid purchase. */
export const vipPaymentViewSchema = z.object({
  id: z.number().int(),
  levelId: z.number().int(),
  levelName: z.string(),
  kindName: z.string(),
  amount: z.number().int(),
  paymentType: z.enum(vipPaymentTypes),
  paymentTypeName: z.string(),
  /** The payment order's number for a top-up; null for the balance. */
  outTradeNo: z.string().nullable(),
  payTime: z.string(),
});
export type VipPaymentView = z.infer<typeof vipPaymentViewSchema>;

/** What POST /api/user/annual/payment answers: the purchase, and the member's level after it. */
export const vipPaymentResultSchema = z.object({
  purchase: vipPurchaseViewSchema,
  levelId: z.number().int(),
  levelName: z.string(),
  expiresAt: z.string(),
});
export type VipPaymentResult = z.infer<typeof vipPaymentResultSchema>;

/** One member of the VIP directory: nothing private. */
export const vipSeatSchema = z.object({
  userName: z.string(),
  levelId: z.number().int(),
  levelName: z.string(),
  /** China date the active VIP began. */
  since: z.string(),
});
export type VipSeat = z.infer<typeof vipSeatSchema>;

/** GET /api/deposit/account (not in the spec's list): the deposit, what waiting surrenders reserve, the holding period. */
export const depositAccountSchema = z.object({
  deposit: z.number().int(),
  /** The waiting surrenders' sum: stays in the deposit until refunded, cannot be asked for twice. */
  reserved: z.number().int(),
  available: z.number().int(),
  balance: z.number().int(),
  holdDays: z.number().int(),
  payPasswordSet: z.boolean(),
});
export type DepositAccount = z.infer<typeof depositAccountSchema>;

/** One deposit payment (a posting into my deposit): from the balance or by a top-up. */
export const depositPaymentViewSchema = z.object({ id: z.number().int(), amount: z.number().int(), memo: z.string(), createTime: z.string() });
export type DepositPaymentView = z.infer<typeof depositPaymentViewSchema>;

export const surrenderViewSchema = z.object({
  id: z.number().int(),
  amount: z.number().int(),
  stage: z.enum(surrenderStages),
  stageName: z.string(),
  /** China time the holding period ends. */
  dueTime: z.string(),
  createTime: z.string(),
  refuseReason: z.string().nullable(),
  /** Whether the member may still cancel it, or remove it from the list. */
  cancellable: z.boolean(),
  removable: z.boolean(),
});
export type SurrenderView = z.infer<typeof surrenderViewSchema>;

/** A purchase's or a surrender's history replayed by the server, of a machine with these roles: the 流程 view's data and the auditors' CSV. */
export const membershipAuditSchema = <const R extends readonly [string, ...string[]]>(roles: R) =>
  z.object({
    id: z.number().int(),
    stateValue: z.string(),
    replayedStateValue: z.string(),
    replayMatches: z.boolean(),
    events: z.array(auditEventSchema(roles)),
  });
export type MembershipAudit<R extends string = string> = Omit<z.infer<ReturnType<typeof membershipAuditSchema>>, 'events'> & { events: Array<AuditEvent<R>> };

/** GET /api/bond/account (not in the spec's list): the bond funds, and the balance they come from. */
export const bondAccountSchema = z.object({ bond: z.number().int(), balance: z.number().int(), payPasswordSet: z.boolean() });
export type BondAccount = z.infer<typeof bondAccountSchema>;

/** One posting of the bond funds: in (+) from the balance, out (−) to it. */
export const bondRecordSchema = z.object({ id: z.number().int(), change: z.number().int(), memo: z.string(), createTime: z.string() });
export type BondRecord = z.infer<typeof bondRecordSchema>;
