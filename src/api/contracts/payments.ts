import { z } from 'zod';
import { maxMoveFen, minMoveFen, paymentChannels, type PaymentChannel, type PaymentPurpose, type TopUpStage } from './money-names';
import { messages } from './messages';
import { int, text } from './validation';

/*
 * Money coming in (spec section 7, "Coin"; issue 14; docs/adr/0025). Every yuan and gold bean a member puts in is a
 * payment order paid through the payment provider (a sandbox in development); nothing else credits a member.
 */
export * from './money-names';

const channel = z.enum(paymentChannels, { error: messages.invalidRequest });
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
    z.object({ purpose: z.literal('beans'), channel, code: text(messages.invalidRequest).max(20, { error: messages.invalidRequest }) }),
    z.object({ purpose: z.literal('balance'), channel, amount: moveAmount }),
    z.object({ purpose: z.literal('vip'), channel, levelId: int(3, 5), years: int(1, 3) }),
    z.object({ purpose: z.literal('deposit'), channel, amount: moveAmount }),
  ],
  { error: messages.invalidRequest },
);
export type UnifiedOrderBody = z.infer<typeof unifiedOrderBody>;

export interface UnifiedOrderResult {
  outTradeNo: string;
  channel: PaymentChannel;
  purpose: PaymentPurpose;
  /** Fen to pay. */
  amount: number;
  /** Where the browser goes to pay: the provider's cashier (the sandbox cashier page in development). */
  payUrl: string;
  /** China time, yyyy-MM-dd HH:mm:ss: the order expires unpaid after it. */
  expiresAt: string;
}

/** GET /api/payment/state/{channel}/{outTradeNo}: the member's own order, asking the provider when no notification came. */
export interface PaymentState {
  outTradeNo: string;
  purpose: PaymentPurpose;
  amount: number;
  coinNumbers: number;
  stage: TopUpStage;
  stageName: string;
}
