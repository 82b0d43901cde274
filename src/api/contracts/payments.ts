import { z } from 'zod';
import { paymentChannels, paymentPurposes, topUpRoles, topUpStages } from './money-names';
import { maxMoveFen, minMoveFen } from './money-rules';
import { auditEventSchema } from './order-audit';
import { messages } from './messages';
import { int, text } from './validation';

/*
 * Money coming in (spec section 7, "Coin"; issue 14; docs/adr/0025). Every yuan and gold bean a member puts in is a
 * payment order paid through the payment provider (a sandbox in development); nothing else credits a member.
 */
export * from './money-names';
export * from './money-rules';

const channel = z.enum(paymentChannels, { error: messages.choosePaymentChannel });
/** Fen a member moves in one go (a top-up, a deposit payment, a cash-out): 1 to 50,000 yuan. */
export const moveAmount = int(minMoveFen, maxMoveFen, messages.invalidRequest);

/**
 * POST /api/coin/unifiedOrder (with an idempotency-key header: the same key with the same body answers the same
 * order; with another body it is refused, 409): a bean package by its code, a balance top-up, a VIP level for whole
 * years (paid in full through the provider: an upgrade's difference is worked out by the server), or deposit.
 */
export const unifiedOrderBody = z.discriminatedUnion(
  'purpose',
  [
    z.object({
      purpose: z.literal('beans'),
      channel,
      code: text(messages.chooseBeanPackage).min(1, { error: messages.chooseBeanPackage }).max(20, { error: messages.beanPackageNotFound }),
    }),
    z.object({ purpose: z.literal('balance'), channel, amount: moveAmount }),
    z.object({ purpose: z.literal('vip'), channel, levelId: int(3, 5), years: int(1, 3) }),
    z.object({ purpose: z.literal('deposit'), channel, amount: moveAmount }),
  ],
  { error: messages.invalidRequest },
);
export type UnifiedOrderBody = z.infer<typeof unifiedOrderBody>;

export const unifiedOrderResultSchema = z.object({
  outTradeNo: z.string(),
  channel: z.enum(paymentChannels),
  purpose: z.enum(paymentPurposes),
  /** Fen to pay. */
  amount: z.number().int(),
  /** Where the browser goes to pay: the provider's cashier (the sandbox cashier page in development). */
  payUrl: z.string(),
  /** China time, yyyy-MM-dd HH:mm:ss: the order expires unpaid after it. */
  expiresAt: z.string(),
});
export type UnifiedOrderResult = z.infer<typeof unifiedOrderResultSchema>;

/** Our order number (out_trade_no): 6-32 letters, digits, `_` or `-`, what both Alipay and WeChat Pay accept. */
export const outTradeNoPattern = /^[0-9A-Za-z_-]{6,32}$/;

/** GET /api/payment/state/{channel}/{outTradeNo}. */
export const paymentStateParams = z.object({
  channel,
  outTradeNo: text(messages.paymentOrderNotFound).regex(outTradeNoPattern, { error: messages.paymentOrderNotFound }),
});
export type PaymentStateParams = z.infer<typeof paymentStateParams>;

/**
 * GET /api/payment/events?outTradeNo&format (not in the spec's list): my payment order's recorded history, as JSON
 * (the 流程 view) or as the auditors' CSV, replayed through the top-up machine by the server.
 */
export const paymentEventsQuery = z.object({
  outTradeNo: text(messages.paymentOrderNotFound).regex(outTradeNoPattern, { error: messages.paymentOrderNotFound }),
  format: z.enum(['json', 'csv'], { error: messages.invalidRequest }).default('json'),
});
export const topUpAuditSchema = z.object({
  outTradeNo: z.string(),
  stateValue: z.enum(topUpStages),
  replayedStateValue: z.string(),
  /** Whether the recorded events, replayed through the machine, reach the stored state and context. */
  replayMatches: z.boolean(),
  events: z.array(auditEventSchema(topUpRoles)),
});
export type TopUpAudit = z.infer<typeof topUpAuditSchema>;

/** GET /api/coin/payment/coinNumber?code: one bean package by its code. */
export const coinNumberQuery = z.object({
  code: text(messages.beanPackageNotFound).min(1, { error: messages.beanPackageNotFound }).max(20, { error: messages.beanPackageNotFound }),
});

/** The sandbox cashier's calls (/api/sandbox/cashier/{channel}/{outTradeNo}, /pay, /cancel): the merchant's order. */
export const sandboxTradeParams = z.object({
  channel,
  outTradeNo: text(messages.sandboxTradeNotFound).regex(outTradeNoPattern, { error: messages.sandboxTradeNotFound }),
});

/** A gold-bean package of the system beans config (GET /api/coin): so many beans for so many fen. */
export const beanPackageSchema = z.object({
  code: z.string(),
  coinNumbers: z.number().int(),
  /** Fen. */
  price: z.number().int(),
});
export type BeanPackage = z.infer<typeof beanPackageSchema>;

/** GET /api/payment/state/{channel}/{outTradeNo}: the member's own order, asking the provider when no notification came. */
export const paymentStateSchema = z.object({
  outTradeNo: z.string(),
  channel: z.enum(paymentChannels),
  purpose: z.enum(paymentPurposes),
  /** Fen paid. */
  amount: z.number().int(),
  /** Gold beans it credits (a bean package), else 0. */
  coinNumbers: z.number().int(),
  /** What was bought, as the cashier showed it (金豆1000个, 账户充值100.00元). */
  subject: z.string(),
  stage: z.enum(topUpStages),
  stageName: z.string(),
  /** China time, yyyy-MM-dd HH:mm:ss. */
  createTime: z.string(),
  expiresAt: z.string(),
});
export type PaymentState = z.infer<typeof paymentStateSchema>;

/** The sandbox's trade as its cashier shows it (GET /api/sandbox/cashier/{channel}/{outTradeNo}). */
export const sandboxTradeStates = ['waiting', 'paid', 'closed', 'refunded'] as const;
export type SandboxTradeState = (typeof sandboxTradeStates)[number];
export const sandboxTradeStateNames: Record<SandboxTradeState, string> = { waiting: '等待付款', paid: '支付成功', closed: '交易关闭', refunded: '已退款' };
export const sandboxCashierSchema = z.object({
  tradeNo: z.string(),
  channel: z.enum(paymentChannels),
  channelName: z.string(),
  /** Fen. */
  amount: z.number().int(),
  subject: z.string(),
  /** The merchant's order number. */
  outTradeNo: z.string(),
  state: z.enum(sandboxTradeStates),
  stateName: z.string(),
  /** Where the member goes back to (/success?channel=…&outTradeNo=…). */
  returnUrl: z.string(),
});
export type SandboxCashier = z.infer<typeof sandboxCashierSchema>;
/** POST /api/sandbox/cashier/{channel}/{outTradeNo}/pay and /cancel: the trade after it, and where to go back to. */
export const sandboxCashierResultSchema = z.object({ state: z.enum(sandboxTradeStates), returnUrl: z.string() });
export type SandboxCashierResult = z.infer<typeof sandboxCashierResultSchema>;
