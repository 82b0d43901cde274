import { z } from 'zod';
import {
  maxVipYears,
  vipPaymentTypes,
  vipPurchaseStages,
  type SurrenderStage,
  type VipLevelId,
  type VipPaymentType,
  type VipPurchaseKind,
  type VipPurchaseStage,
} from './membership-names';
import { messages } from './messages';
import { maxMoveFen, minMoveFen } from './money-names';
import type { AuditEvent } from './order-audit';
import { pageQuery } from './trade';
import { fromUrl, idParam, int, text } from './validation';

/*
 * VIP years, deposit and its surrender, bond funds (spec section 7, "Authentication and VIP", "Deposit"; issue 14;
 * docs/adr/0026). One schema serves the form and the server. Money is integer fen; every call that moves money takes
 * the payment password and answers with the wallet-refresh type header.
 */
export * from './membership-names';

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
 * Replies (TypeScript only: the browser reads them as the server writes them).
 */

/** One level as /person/vip offers it to the member now. */
export interface VipLevelOffer {
  levelId: VipLevelId;
  name: string;
  /** Fen for one year. */
  yearFen: number;
  benefits: string[];
  /** What buying it means now; null when it cannot be bought (below the active level). */
  kind: VipPurchaseKind | null;
  /** An upgrade's price (the difference for the days left), else null: a purchase costs yearFen × years. */
  upgradeFen: number | null;
}

/** GET /api/user/annual/vipList: the levels, and where the member stands. */
export interface VipList {
  levels: VipLevelOffer[];
  /** users.level, the effective level (levelId), and its name. */
  levelId: number;
  levelName: string;
  /** The active purchase's level, 0 for none. */
  vipLevel: number;
  /** China time; null without an active VIP. */
  expiresAt: string | null;
  daysLeft: number;
  /** Buying needs real-name authentication (level 2 and above). */
  mayBuy: boolean;
  payPasswordSet: boolean;
  /** The member's spendable balance in fen. */
  balance: number;
}

/** One row of applyFormList: a purchase and where it stands. */
export interface VipPurchaseView {
  id: number;
  levelId: number;
  levelName: string;
  kind: VipPurchaseKind;
  kindName: string;
  /** Whole years bought; 0 for an upgrade (it keeps the expiry). */
  years: number;
  amount: number;
  paymentType: VipPaymentType;
  paymentTypeName: string;
  stage: VipPurchaseStage;
  stageName: string;
  /** China time; null until paid. */
  startTime: string | null;
  expireTime: string | null;
  createTime: string;
  closeReason: string | null;
}

/** One row of paymentList: a paid purchase. */
export interface VipPaymentView {
  id: number;
  levelId: number;
  levelName: string;
  kindName: string;
  amount: number;
  paymentType: VipPaymentType;
  paymentTypeName: string;
  /** The payment order's number for a top-up; null for the balance. */
  outTradeNo: string | null;
  payTime: string;
}

/** What POST /api/user/annual/payment answers: the purchase, and the member's level after it. */
export interface VipPaymentResult {
  purchase: VipPurchaseView;
  levelId: number;
  levelName: string;
  expiresAt: string;
}

/** One member of the VIP directory: nothing private. */
export interface VipSeat {
  userName: string;
  levelId: number;
  levelName: string;
  /** China date the active VIP began. */
  since: string;
}

/** GET /api/deposit/account (not in the spec's list): the deposit, what waiting surrenders reserve, the holding period. */
export interface DepositAccount {
  deposit: number;
  /** The waiting surrenders' sum: stays in the deposit until refunded, cannot be asked for twice. */
  reserved: number;
  available: number;
  balance: number;
  holdDays: number;
  payPasswordSet: boolean;
}

/** One deposit payment (a posting into my deposit): from the balance or by a top-up. */
export interface DepositPaymentView {
  id: number;
  amount: number;
  memo: string;
  createTime: string;
}

export interface SurrenderView {
  id: number;
  amount: number;
  stage: SurrenderStage;
  stageName: string;
  /** China time the holding period ends. */
  dueTime: string;
  createTime: string;
  refuseReason: string | null;
  /** Whether the member may still cancel it, or remove it from the list. */
  cancellable: boolean;
  removable: boolean;
}

/** A purchase's or a surrender's history replayed by the server: the 流程 view's data and the auditors' CSV. */
export interface MembershipAudit<R extends string = string> {
  id: number;
  stateValue: string;
  replayedStateValue: string;
  replayMatches: boolean;
  events: Array<AuditEvent<R>>;
}

/** GET /api/bond/account (not in the spec's list): the bond funds, and the balance they come from. */
export interface BondAccount {
  bond: number;
  balance: number;
  payPasswordSet: boolean;
}

/** One posting of the bond funds: in (+) from the balance, out (−) to it. */
export interface BondRecord {
  id: number;
  change: number;
  memo: string;
  createTime: string;
}
