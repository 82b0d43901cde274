import type { PaymentChannel } from '../../../../src/api/contracts/money-names';

/**
 * A payment provider (docs/adr/0025): where a member pays a payment order, and whose word says it was paid. The
 * sandbox (sandbox.ts) behaves like Alipay and WeChat Pay in development; a real deployment's Alipay (电脑网站支付,
 * alipay.trade.page.pay) and WeChat Pay (v3 Native) adapters implement the same calls with the vendors' keys:
 *
 * - `createOrder`: the order at the provider (Alipay's page-pay URL, WeChat's code_url page), answered with where the
 *   browser goes to pay. Idempotent per out_trade_no: asking again for the same order answers the same place.
 * - `verifyNotification`: the provider's asynchronous notification as it arrived (the raw body and headers, because
 *   the signature covers the exact text), verified with the provider's public key, or refused.
 * - `answer`: what the provider expects back (Alipay: the text `success`; WeChat Pay v3: HTTP 200/204, a JSON
 *   `{"code":"SUCCESS"}`; anything else makes it send again).
 * - `queryOrder`: the trade as the provider has it (alipay.trade.query, WeChat's query by out_trade_no), for an order
 *   whose notification has not come.
 * - `closeOrder`: stop an unpaid trade (alipay.trade.close, WeChat's close) at the order's deadline; answers the trade
 *   as it then is (a trade paid meanwhile stays paid).
 * - `refund`: give a payment back to the payer (alipay.trade.refund, WeChat's refunds), for a payment that arrived
 *   after its order expired. Idempotent per refund number.
 */
export interface PaymentProvider {
  readonly kind: string;
  /** True for a provider no real money passes through (docs/adr/0019): refused in production unless chosen on purpose. */
  readonly development: boolean;
  createOrder(order: ProviderOrder): Promise<{ payUrl: string }>;
  verifyNotification(channel: PaymentChannel, raw: RawNotification): NotificationCheck;
  answer(channel: PaymentChannel, accepted: boolean): ProviderAnswer;
  queryOrder(channel: PaymentChannel, outTradeNo: string): Promise<ProviderTrade>;
  closeOrder(channel: PaymentChannel, outTradeNo: string): Promise<ProviderTrade>;
  refund(channel: PaymentChannel, refund: ProviderRefund): Promise<void>;
  /** Starts what the provider does on its own (the sandbox's notifications); answers how to stop it. */
  start?(onError: (error: unknown) => void): () => void;
}

export interface ProviderOrder {
  channel: PaymentChannel;
  outTradeNo: string;
  /** Fen. */
  amount: number;
  /** What the cashier shows (Alipay's subject, WeChat's description). */
  subject: string;
  /** The provider closes the trade unpaid after this. */
  expiresAt: Date;
  /** Our page the member returns to after paying (/success?channel=…&outTradeNo=…), a path on our own site. */
  returnPath: string;
}

/** A notification as it arrived: the body's exact text and the headers (WeChat Pay signs both). */
export interface RawNotification {
  body: string;
  headers: Record<string, string | undefined>;
}

/** What the provider says about a trade: paid (with its trade number and amount), still waiting, closed, or unknown. */
export interface ProviderTrade {
  outTradeNo: string;
  state: 'waiting' | 'paid' | 'closed' | 'refunded' | 'unknown';
  tradeNo: string | null;
  /** Fen paid, as the provider says; null while unpaid. */
  amount: number | null;
}

export type NotificationCheck = { ok: true; trade: ProviderTrade } | { ok: false; reason: 'signature' | 'malformed' | 'merchant' | 'stale'; outTradeNo: string | null };

export interface ProviderAnswer {
  status: number;
  contentType: string;
  body: string;
}

export interface ProviderRefund {
  outTradeNo: string;
  /** Fen to give back. */
  amount: number;
  /** Our refund number (out_request_no / out_refund_no): the same number refunds once. */
  refundNo: string;
  reason: string;
}

/** Where each channel's notifications reach us: the notify_url every order is created with. */
export const paymentNotifyPath = (channel: PaymentChannel) => `/api/payment/notify/${channel}`;

/** Fen as the yuan text Alipay writes (total_amount "100.00"). */
export const yuanText = (fen: number) => `${Math.trunc(fen / 100)}.${String(fen % 100).padStart(2, '0')}`;

/** Alipay's yuan text read back as fen, exactly; null for anything that is not an amount. */
export function fenOfYuanText(text: string | undefined): number | null {
  const match = /^(\d{1,12})(?:\.(\d{1,2}))?$/.exec(text ?? '');
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}
