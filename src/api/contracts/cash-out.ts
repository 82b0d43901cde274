import { z } from 'zod';
import { accountOpeningRoles, accountOpeningStages, bankCodes, cardKinds, cashOutRoles, cashOutStages, cashOutTargets } from './cash-out-names';
import { bankCode, cardNoSchema } from './bank-card-fields';
import { messages } from './messages';
import { maxMoveFen, minMoveFen } from './money-rules';
import { auditEventSchema } from './order-audit';
import { jsonObjectSchema, pageQuery, type Page } from './trade';
import { id, idParam, int, phoneSchema, text } from './validation';

/*
 * Bank cards, cash-out and account opening (spec section 7, "Profile, addresses and cards", "Cash-out", "Account
 * opening"; issue 14; docs/adr/0027). One schema serves the form and the server. Card numbers are masked in every
 * answer to the member (6222 **** **** 1234); only staff paying a cash-out read the whole number.
 */
export * from './cash-out-names';
export * from './cash-out-rules';
export type { Page };

/** The holder as on the card: 2-30 Chinese characters, · between the parts of a transcribed name. */
const holderName = text(messages.fillHolderName)
  .trim()
  .min(1, { error: messages.fillHolderName })
  .regex(/^[\u4e00-\u9fa5·]{2,30}$/, { error: messages.holderNameRule });

// POST /api/user/bank/add and /edit/{id}: a card cash-outs are paid to. An authenticated member's cards must be
// in their own name (the server checks it against the approved papers).
export const collectCardRequest = z.object({
  bankCode,
  cardNo: cardNoSchema,
  holderName,
  defaultCard: z.boolean({ error: messages.invalidRequest }).default(false),
});
export type CollectCardRequest = z.input<typeof collectCardRequest>;

// POST /api/user/bank/PayAdd: a quick-pay card, with the phone the bank has on file for it.
export const payCardRequest = z.object({
  bankCode,
  cardNo: cardNoSchema,
  holderName,
  phone: phoneSchema,
  defaultCard: z.boolean({ error: messages.invalidRequest }).default(false),
});
export type PayCardRequest = z.input<typeof payCardRequest>;

/** edit/{id}, del/{id}, setDef/{id}, PayCardDel/{id}; the staff's cash-out/{id}. */
export const bankCardParams = z.object({ id: idParam });

/** A card as its member reads it: the number masked, the bank named. */
export const bankCardSchema = z.object({
  id: z.number().int(),
  kind: z.enum(cardKinds),
  bankCode: z.enum(bankCodes),
  bankName: z.string(),
  /** Masked: 6222 **** **** 1234. */
  cardNo: z.string(),
  /** The last 4 digits, for a list that names the card briefly (尾号1234). */
  tail: z.string(),
  holderName: z.string(),
  /** A pay card's bank-reserved phone, masked; null for a collect card. */
  phone: z.string().nullable(),
  defaultCard: z.boolean(),
  createTime: z.string(),
});
export type BankCard = z.infer<typeof bankCardSchema>;

/** GET /api/sys/banks */
export const bankSchema = z.object({ code: z.enum(bankCodes), name: z.string() });
export type Bank = z.infer<typeof bankSchema>;

/** The payment password: 6 digits (as for paying an order). */
const payPassword = text(messages.enterPayPassword).regex(/^\d{6}$/, { error: messages.payPasswordRule });
/** Fen cashed out in one request: 1 to 50,000 yuan. */
const cashOutAmount = int(minMoveFen, maxMoveFen, messages.cashOutAmountRule);

// POST /api/user/cash/out/apply: the amount (fen) to one of the member's collect cards or to their Alipay account.
export const cashOutApplyRequest = z.discriminatedUnion(
  'to',
  [
    z.object({ to: z.literal('card'), cardId: id(messages.chooseCashOutAccount), amount: cashOutAmount, payPassword }),
    z.object({ to: z.literal('alipay'), amount: cashOutAmount, payPassword }),
  ],
  { error: messages.chooseCashOutAccount },
);
export type CashOutApplyRequest = z.input<typeof cashOutApplyRequest>;

/** GET /api/user/cash/out/page and the staff queue: a stage to show only (the member's page shows all by default). */
export const cashOutPageQuery = pageQuery.extend({
  stage: z.enum(cashOutStages.filter((s) => s !== 'draft') as ['held', 'paid', 'rejected'], { error: messages.invalidRequest }).optional(),
});
export type CashOutPageQuery = z.output<typeof cashOutPageQuery>;


export { payCashOutRequest, rejectCashOutRequest, type PayCashOutRequest, type RejectCashOutRequest } from './staff-decisions';

/** Where a cash-out goes, as it was when applied (a card edited or deleted later does not change it). */
export const cashOutAccountSchema = z.object({
  to: z.enum(cashOutTargets),
  /** 中国工商银行 or 支付宝. */
  name: z.string(),
  /** Masked for the member (6222 **** **** 1234, 138****0005 or z***@example.com); whole on the staff's page. */
  number: z.string(),
  holderName: z.string(),
  /** The collect card it was applied to; null for Alipay. */
  cardId: z.number().int().nullable(),
});
export type CashOutAccount = z.infer<typeof cashOutAccountSchema>;

/** GET /api/user/cash/out/collect/account: where the money can go and the rules of one request. */
export const collectAccountSchema = z.object({
  /** The member's collect cards, the default first. */
  cards: z.array(bankCardSchema),
  defaultCardId: z.number().int().nullable(),
  /** The Alipay account on the profile, masked; null when none is bound. */
  alipayAccount: z.string().nullable(),
  /** Spendable balance (fen) and what earlier applications hold until paid. */
  balance: z.number().int(),
  held: z.number().int(),
  minAmount: z.number().int(),
  maxAmount: z.number().int(),
  /** Fen charged per cash-out: none (docs/adr/0027). */
  fee: z.number().int(),
  /** Cash-out needs real-name authentication and a payment password. */
  authenticated: z.boolean(),
  payPasswordSet: z.boolean(),
  /** The name every collect card must be in (the approved papers'); null when not known. */
  realName: z.string().nullable(),
});
export type CollectAccount = z.infer<typeof collectAccountSchema>;

const cashOutEventsSchema = z.array(auditEventSchema(cashOutRoles));

/** One cash-out as its member reads it, with its history for the 流程. */
export const cashOutItemSchema = z.object({
  id: z.number().int(),
  amount: z.number().int(),
  account: cashOutAccountSchema,
  stateValue: z.enum(cashOutStages),
  context: jsonObjectSchema,
  stage: z.enum(cashOutStages),
  stateName: z.string(),
  rejectReason: z.string().nullable(),
  createTime: z.string(),
  updateTime: z.string(),
  events: cashOutEventsSchema,
  /** Whether the recorded events, replayed through the machine, lead to the stored state. */
  replayMatches: z.boolean(),
});
export type CashOutItem = z.infer<typeof cashOutItemSchema>;

/** A row of the staff's queue. */
export const cashOutQueueItemSchema = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  userName: z.string(),
  amount: z.number().int(),
  account: cashOutAccountSchema,
  stage: z.enum(cashOutStages),
  stateName: z.string(),
  createTime: z.string(),
});
export type CashOutQueueItem = z.infer<typeof cashOutQueueItemSchema>;

/** GET /api/operator/cash-out/{id}: what staff need to pay it: the whole number, the member, the history. */
export const cashOutReviewSchema = cashOutQueueItemSchema.extend({
  stateValue: z.enum(cashOutStages),
  context: jsonObjectSchema,
  phone: z.string(),
  level: z.number().int(),
  realName: z.string().nullable(),
  rejectReason: z.string().nullable(),
  events: cashOutEventsSchema,
  replayMatches: z.boolean(),
  version: z.number().int(),
});
export type CashOutReview = z.infer<typeof cashOutReviewSchema>;


/** What the bank provider is: the development one says it opens no real account. */
export const bankProviderInfoSchema = z.object({
  kind: z.string(),
  development: z.boolean(),
  /** The banner the page shows (开发环境银行 · 不会开立真实账户), null for a real bank. */
  notice: z.string().nullable(),
});
export type BankProviderInfo = z.infer<typeof bankProviderInfoSchema>;

/** The account opening as its member reads it: each step's result, card number masked. */
export const accountOpeningSchema = z.object({
  id: z.number().int(),
  stateValue: z.enum(accountOpeningStages),
  context: jsonObjectSchema,
  stage: z.enum(accountOpeningStages),
  stateName: z.string(),
  /** The bank's account number once opened. */
  accountNo: z.string().nullable(),
  /** The tied card, masked, with its bank. */
  card: z.object({ bankCode: z.enum(bankCodes), bankName: z.string(), cardNo: z.string(), phone: z.string() }).nullable(),
  contractNo: z.string().nullable(),
  updateTime: z.string(),
  events: z.array(auditEventSchema(accountOpeningRoles)),
});
export type AccountOpening = z.infer<typeof accountOpeningSchema>;

/** GET /account/open/detail */
export const accountOpeningDetailSchema = z.object({
  /** Needed before the first step. */
  authenticated: z.boolean(),
  provider: bankProviderInfoSchema,
  /** Null before the photos are uploaded. */
  opening: accountOpeningSchema.nullable(),
});
export type AccountOpeningDetail = z.infer<typeof accountOpeningDetailSchema>;
