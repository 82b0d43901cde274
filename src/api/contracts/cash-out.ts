import { z } from 'zod';
import {
  bankCodes,
  cardDigits,
  cashOutStages,
  isCardNumber,
  type AccountOpeningRole,
  type AccountOpeningStage,
  type BankCode,
  type CardKind,
  type CashOutRole,
  type CashOutStage,
  type CashOutTarget,
} from './cash-out-names';
import { messages } from './messages';
import { maxMoveFen, minMoveFen } from './money-names';
import type { AuditEvent } from './order-audit';
import { uploadKeyPattern } from './profile';
import { pageQuery, type Page } from './trade';
import { id, idParam, int, phoneSchema, smsCodeSchema, text } from './validation';

/*
 * Bank cards, cash-out and account opening (spec section 7, "Profile, addresses and cards", "Cash-out", "Account
 * opening"; issue 14; docs/adr/0027). One schema serves the form and the server. Card numbers are masked in every
 * answer to the member (6222 **** **** 1234); only staff paying a cash-out read the whole number.
 */
export * from './cash-out-names';
export type { Page };

const bankCode = z.enum(bankCodes, { error: messages.chooseBank });

/** 16-19 digits (spaces as printed are dropped), with the Luhn check digit where it applies (cash-out-names.ts). */
const cardNoSchema = text(messages.fillCardNo)
  .transform(cardDigits)
  .pipe(
    text(messages.fillCardNo)
      .min(1, { error: messages.fillCardNo })
      .regex(/^\d{16,19}$/, { error: messages.cardNoRule })
      .refine(isCardNumber, { error: messages.cardNoInvalid }),
  );

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
export interface BankCard {
  id: number;
  kind: CardKind;
  bankCode: BankCode;
  bankName: string;
  /** Masked: 6222 **** **** 1234. */
  cardNo: string;
  /** The last 4 digits, for a list that names the card briefly (尾号1234). */
  tail: string;
  holderName: string;
  /** A pay card's bank-reserved phone, masked; null for a collect card. */
  phone: string | null;
  defaultCard: boolean;
  createTime: string;
}

/** GET /api/sys/banks */
export interface Bank {
  code: BankCode;
  name: string;
}

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
export interface CashOutAccount {
  to: CashOutTarget;
  /** 中国工商银行 or 支付宝. */
  name: string;
  /** Masked for the member (6222 **** **** 1234, 138****0005 or z***@example.com); whole on the staff's page. */
  number: string;
  holderName: string;
  /** The collect card it was applied to; null for Alipay. */
  cardId: number | null;
}

/** GET /api/user/cash/out/collect/account: where the money can go and the rules of one request. */
export interface CollectAccount {
  /** The member's collect cards, the default first. */
  cards: BankCard[];
  defaultCardId: number | null;
  /** The Alipay account on the profile, masked; null when none is bound. */
  alipayAccount: string | null;
  /** Spendable balance (fen) and what earlier applications hold until paid. */
  balance: number;
  held: number;
  minAmount: number;
  maxAmount: number;
  /** Fen charged per cash-out: none (docs/adr/0027). */
  fee: number;
  /** Cash-out needs real-name authentication and a payment password. */
  authenticated: boolean;
  payPasswordSet: boolean;
  /** The name every collect card must be in (the approved papers'); null when not known. */
  realName: string | null;
}

/** One cash-out as its member reads it, with its history for the 流程. */
export interface CashOutItem {
  id: number;
  amount: number;
  account: CashOutAccount;
  stateValue: CashOutStage;
  context: Record<string, unknown>;
  stage: CashOutStage;
  stateName: string;
  rejectReason: string | null;
  createTime: string;
  updateTime: string;
  events: AuditEvent<CashOutRole>[];
  /** Whether the recorded events, replayed through the machine, lead to the stored state. */
  replayMatches: boolean;
}

/** A row of the staff's queue. */
export interface CashOutQueueItem {
  id: number;
  userId: number;
  userName: string;
  amount: number;
  account: CashOutAccount;
  stage: CashOutStage;
  stateName: string;
  createTime: string;
}

/** GET /api/operator/cash-out/{id}: what staff need to pay it: the whole number, the member, the history. */
export interface CashOutReview extends CashOutQueueItem {
  stateValue: CashOutStage;
  context: Record<string, unknown>;
  phone: string;
  level: number;
  realName: string | null;
  rejectReason: string | null;
  events: AuditEvent<CashOutRole>[];
  replayMatches: boolean;
  version: number;
}

/** A picture of the papers: the member's own identity upload (POST /api/upload/identityImage). */
const photoKey = (missing: string) => text(missing).regex(uploadKeyPattern, { error: missing });

// POST /account/photoUpload: the identity card's two sides.
export const openingPhotosRequest = z
  .object({ frontKey: photoKey(messages.uploadIdFront), backKey: photoKey(messages.uploadIdBack) })
  .refine((photos) => photos.frontKey !== photos.backKey, { error: messages.idPhotosSame, path: ['backKey'] });
export type OpeningPhotosRequest = z.input<typeof openingPhotosRequest>;

// POST /account/tieCard: the card the new account is tied to, with the phone the card's bank has on file.
export const tieCardRequest = z.object({ bankCode, cardNo: cardNoSchema, phone: phoneSchema });
export type TieCardRequest = z.input<typeof tieCardRequest>;

// POST /account/tieCardConfirmed: the code the card's bank sent to that phone.
export const tieCardConfirmedRequest = z.object({ code: smsCodeSchema });
export type TieCardConfirmedRequest = z.input<typeof tieCardConfirmedRequest>;

/** What the bank provider is: the development one says it opens no real account. */
export interface BankProviderInfo {
  kind: string;
  development: boolean;
  /** The banner the page shows (开发环境银行 · 不会开立真实账户), null for a real bank. */
  notice: string | null;
}

/** The account opening as its member reads it: each step's result, card number masked. */
export interface AccountOpening {
  id: number;
  stateValue: AccountOpeningStage;
  context: Record<string, unknown>;
  stage: AccountOpeningStage;
  stateName: string;
  /** The bank's account number once opened. */
  accountNo: string | null;
  /** The tied card, masked, with its bank. */
  card: { bankCode: BankCode; bankName: string; cardNo: string; phone: string } | null;
  contractNo: string | null;
  updateTime: string;
  events: AuditEvent<AccountOpeningRole>[];
}

/** GET /account/open/detail */
export interface AccountOpeningDetail {
  /** Needed before the first step. */
  authenticated: boolean;
  provider: BankProviderInfo;
  /** Null before the photos are uploaded. */
  opening: AccountOpening | null;
}
