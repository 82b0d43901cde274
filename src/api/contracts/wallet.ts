import { z } from 'zod';
import { messages } from './messages';
import { balanceItems, beanItems, paymentItems, type PaymentItem } from './money-names';
import { pageQuery } from './trade';
import { logPurses, maxGiftBeans } from './wallet-names';
import { int, text } from './validation';

/*
 * The member's wallet, logs, gold-bean gifting and feature fees, and paying an order with balance, gold beans or
 * deposit (spec section 7, "User and account", "Coin"; issue 14; docs/adr/0028). One schema serves the form and the
 * server.
 */
export * from './wallet-names';

/**
 * A moment as the log filters take it: China time as every answer writes it, yyyy-MM-dd HH:mm:ss, with optional
 * milliseconds (.SSS). A start is that moment; an end without milliseconds is the end of its second (…59.999), so the
 * spec's today range (section 9: start of day to end of day, 24 hours minus 1 ms) is 00:00:00 to 23:59:59.
 */
const chinaTimePattern = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})(?:\.(\d{3}))?$/;

/** Epoch ms of a China time string (the end of its second when `end` and it has no milliseconds); null if it is no real moment. */
export function chinaTimeMs(value: string, end = false): number | null {
  const m = chinaTimePattern.exec(value);
  if (!m) return null;
  const [year, month, day, hour, minute, second] = m.slice(1, 7).map(Number) as [number, number, number, number, number, number];
  const ms = m[7] === undefined ? (end ? 999 : 0) : Number(m[7]);
  const at = Date.UTC(year, month - 1, day, hour - 8, minute, second, ms);
  // A moment that does not exist (2026-02-30, 24:00:00) comes back as another one.
  const back = new Date(at + 8 * 3_600_000);
  const real = back.getUTCFullYear() === year && back.getUTCMonth() === month - 1 && back.getUTCDate() === day && back.getUTCHours() === hour && back.getUTCMinutes() === minute;
  return real ? at : null;
}

const chinaTime = (end: boolean) =>
  text(messages.timeFormatInvalid)
    .max(23, { error: messages.timeFormatInvalid })
    .transform((value, ctx) => {
      const at = chinaTimeMs(value, end);
      if (at === null) ctx.addIssue({ code: 'custom', message: messages.timeFormatInvalid });
      return at ?? 0;
    });

/** The log filters both logs take: a page, a time range (both ends included) and a payment item. */
const logFilters = { startTime: chinaTime(false).optional(), endTime: chinaTime(true).optional() };
const inOrder = (q: { startTime?: number; endTime?: number }) => q.startTime === undefined || q.endTime === undefined || q.startTime <= q.endTime;
const itemOf = (items: readonly PaymentItem[]) => z.enum(items as [PaymentItem, ...PaymentItem[]], { error: messages.invalidRequest }).optional();

/**
 * GET /api/user/account/log/page?pageNo&pageSize&startTime&endTime&paymentItem&purse: my yuan log, newest first.
 * `startTime` / `endTime` are China time (yyyy-MM-dd HH:mm:ss), both ends included (the page opens on today: 00:00:00
 * to 23:59:59); absent, the log is unbounded on that side. `purse` is the balance (main, default) or the deposit, bond
 * or held money.
 */
export const walletLogQuery = pageQuery
  .extend({ ...logFilters, paymentItem: itemOf(balanceItems), purse: z.enum(logPurses, { error: messages.invalidRequest }).default('main') })
  .refine(inOrder, { error: messages.timeRangeInvalid, path: ['endTime'] });
export type WalletLogQuery = z.input<typeof walletLogQuery>;

/** GET /api/user/account/goldCoin/log/page: my gold-bean log, the same filters (no purse: beans have one). */
export const beanLogQuery = pageQuery.extend({ ...logFilters, paymentItem: itemOf(beanItems) }).refine(inOrder, { error: messages.timeRangeInvalid, path: ['endTime'] });
export type BeanLogQuery = z.input<typeof beanLogQuery>;

/**
 * POST /api/coin/transfer (赠送, /person/beans/handsel), with an idempotency-key header: gold beans to another member,
 * named by user name or phone, proved with my payment password.
 */
export const beanTransferRequest = z.object({
  target: text(messages.enterGiftTarget).trim().min(1, { error: messages.enterGiftTarget }).max(20, { error: messages.memberNotFound }),
  amount: int(1, maxGiftBeans, messages.giftAmountRule),
  payPassword: text(messages.enterPayPassword).regex(/^\d{6}$/, { error: messages.payPasswordRule }),
});
export type BeanTransfer = z.input<typeof beanTransferRequest>;

/** GET /api/user/account/paymentItemList and goldCoin/paymentItemList: a log's filter choices. */
export const paymentItemOptionSchema = z.object({ code: z.enum(paymentItems), name: z.string() });
export type PaymentItemOption = z.infer<typeof paymentItemOptionSchema>;

/** One line of a wallet log (yuan or gold beans), newest first. */
export const walletLogLineSchema = z.object({
  /** The posting's id: unique and stable, the row's key. */
  id: z.number().int(),
  /** China time, yyyy-MM-dd HH:mm:ss. */
  createTime: z.string(),
  paymentItem: z.enum(paymentItems),
  /** What the line was, read from its item and its sign (订单付款, 货款收入, 退款, 赠出, 获赠...). */
  itemName: z.string(),
  memo: z.string(),
  /** Signed, in fen (the yuan log) or gold beans: positive in, negative out. */
  amount: z.number().int(),
  /** The purse's balance after this line. */
  balance: z.number().int(),
  /** The order the line moved money for; null otherwise. */
  orderId: z.number().int().nullable(),
});
export type WalletLogLine = z.infer<typeof walletLogLineSchema>;

/** GET /api/user/account/purses: every purse of mine (fen) and my gold beans, for /person/account and the pay dialog. */
export const accountPursesSchema = z.object({
  /** The balance I spend (main purse). */
  balance: z.number().int(),
  /** 押金 (保证金) I put aside: pays orders, refunded to the balance after the waiting period. */
  deposit: z.number().int(),
  /** Bond funds (保证金交易资金) for margin trading. */
  bond: z.number().int(),
  /** What my cash-outs hold until staff pay them. */
  held: z.number().int(),
  /** What my open auto-match buy orders hold (issue 28). */
  matchHeld: z.number().int(),
  goldCoin: z.number().int(),
});
export type AccountPurses = z.infer<typeof accountPursesSchema>;

/** POST /api/coin/transfer's answer: what went to whom, and my gold beans after it. */
export const beanTransferResultSchema = z.object({ target: z.string(), amount: z.number().int(), goldCoin: z.number().int() });
export type BeanTransferResult = z.infer<typeof beanTransferResultSchema>;
