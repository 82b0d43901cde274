import { createHash, createPublicKey, generateKeyPairSync, randomBytes, randomInt, randomUUID, type KeyObject } from 'node:crypto';
import { and, asc, eq, isNull, lte } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  paymentChannelNames,
  sandboxTradeStateNames,
  type PaymentChannel,
  type SandboxCashier,
  type SandboxCashierResult,
  type SandboxTradeState,
} from '../../../../src/api/contracts/payments';
import type { Db } from '../../db/database';
import { sandboxPayments } from '../../db/schema';
import { addMs, formatChinaDate, type Clock } from '../../domain/clock';
import { badRequest, notFound } from '../../http/api-error';
import { loadPrivateKey } from '../alipay-login';
import {
  alipayPaid,
  alipayTime,
  decryptWechatResource,
  encryptWechatResource,
  notifyRetrySchedules,
  signAlipayNotification,
  signWechat,
  verifyAlipayNotification,
  verifyWechat,
  wechatHeaders,
  wechatSignMessage,
  wechatTime,
} from './vendor-formats';
import {
  fenOfYuanText,
  paymentNotifyPath,
  yuanText,
  type NotificationCheck,
  type PaymentProvider,
  type ProviderAnswer,
  type ProviderOrder,
  type ProviderRefund,
  type ProviderTrade,
  type RawNotification,
} from './payment-provider';

type AlipayTradeStatus = 'TRADE_SUCCESS' | 'TRADE_CLOSED';

/** One notification on its way to the merchant, and what the merchant answered. */
export interface OutgoingNotification {
  url: string;
  headers: Record<string, string>;
  body: string;
}
export type NotificationDelivery = (notification: OutgoingNotification) => Promise<{ status: number; body: string }>;

/** Over real HTTP (main.ts): to the notify URL, a bounded wait, no redirects. */
export const httpDelivery =
  (timeoutMs = 10_000): NotificationDelivery =>
  async ({ url, headers, body }) => {
    const response = await fetch(url, { method: 'POST', headers, body, redirect: 'manual', signal: AbortSignal.timeout(timeoutMs) });
    return { status: response.status, body: await response.text() };
  };

/** Through the app itself (the tests, and an app built without a provider): the notify URL's path, injected. */
export const injectDelivery =
  (app: FastifyInstance): NotificationDelivery =>
  async ({ url, headers, body }) => {
    const { pathname, search } = new URL(url, 'http://localhost');
    const reply = await app.inject({ method: 'POST', url: pathname + search, headers, payload: body, remoteAddress: '127.0.0.1' });
    return { status: reply.statusCode, body: reply.body };
  };

export interface SandboxSettings {
  db: Db;
  clock: Clock;
  /** The merchant's base URL (this server), where the notify URLs point. */
  notifyBaseUrl: string;
  deliver: NotificationDelivery;
  /** The provider's RSA private key (PEM or base64; SANDBOX_PAYMENT_PRIVATE_KEY); one generated per process when omitted. */
  privateKey?: string;
  /** WeChat Pay's APIv3 key, 32 characters (SANDBOX_WECHAT_APIV3_KEY); one generated per process when omitted. */
  apiV3Key?: string;
  /** How often the due notifications are looked for once started (ms). */
  intervalMs?: number;
}

/** The sandbox merchant's identities, as the vendors would assign them (an Alipay app and seller, a WeChat merchant). */
export const sandboxMerchant = { alipayAppId: '9021000000000000', alipaySellerId: '2088000000000000', wechatAppId: 'wx0000000000000000', wechatMchId: '1900000000' } as const;

/** Generated once per process (2048-bit RSA takes a moment): every sandbox of the process signs with it. */
let processKey: KeyObject | undefined;
let processApiV3Key: string | undefined;

const digits = (n: number) => Array.from({ length: n }, () => randomInt(10)).join('');

/**
 * The sandbox payment provider (docs/adr/0025): a development stand-in for Alipay and WeChat Pay that behaves like
 * them and says plainly that it is a sandbox. It keeps its books in `sandbox_payments` (what the vendor keeps on its
 * side), serves the cashier page the member confirms or cancels on (/sandbox/cashier, "沙箱支付 · 开发环境，不会产生
 * 真实扣款"), and tells the merchant of a payment asynchronously, in each vendor's own format and signature: Alipay's
 * form-encoded notification signed RSA2, WeChat Pay v3's JSON with its resource encrypted (AES-256-GCM with the APIv3
 * key) and the WECHATPAY2-SHA256-RSA2048 headers. It retries on each vendor's schedule until the merchant answers as
 * that vendor expects, and sends a notification more than once when an answer is lost, as the real ones do. No money
 * moves anywhere: the member's "payment" is a click.
 */
export class SandboxPaymentProvider implements PaymentProvider {
  readonly kind = 'sandbox';
  readonly development = true;
  /** How notifications reach the merchant; replaceable (a test loses some on purpose). */
  deliver: NotificationDelivery;
  private readonly apiV3Key: Buffer;
  private signing?: { privateKey: KeyObject; publicKey: KeyObject; serial: string };
  private kick: () => void = () => {};

  constructor(private readonly settings: SandboxSettings) {
    this.deliver = settings.deliver;
    if (settings.privateKey) this.keys(); // a configured key that cannot be read stops the start, not the first payment
    const apiV3Key = settings.apiV3Key ?? (processApiV3Key ??= randomBytes(16).toString('hex'));
    if (Buffer.byteLength(apiV3Key) !== 32) throw new Error('the WeChat Pay APIv3 key must be 32 bytes');
    this.apiV3Key = Buffer.from(apiV3Key, 'utf8');
  }

  /**
   * The provider's signing key, its public half (what the merchant verifies with) and, as WeChat Pay names its
   * platform certificate in Wechatpay-Serial, a serial number: here the key's fingerprint. Made on first use: an app
   * that takes no payment generates no key.
   */
  private keys() {
    if (!this.signing) {
      const privateKey = this.settings.privateKey ? loadPrivateKey(this.settings.privateKey) : (processKey ??= generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey);
      const publicKey = createPublicKey(privateKey);
      const serial = createHash('sha1').update(publicKey.export({ format: 'der', type: 'spki' })).digest('hex').toUpperCase();
      this.signing = { privateKey, publicKey, serial };
    }
    return this.signing;
  }

  private get db() {
    return this.settings.db;
  }

  private now() {
    return this.settings.clock();
  }

  // ---- The merchant's calls ----

  async createOrder(order: ProviderOrder): Promise<{ payUrl: string }> {
    const now = this.now();
    // Alipay's trade numbers start with the day; WeChat's transaction ids with 42.
    const tradeNo = `${formatChinaDate(now).replace(/-/g, '')}${order.channel === 'alipay' ? '2200' : '4200'}${digits(16)}`;
    await this.db
      .insert(sandboxPayments)
      .values({
        channel: order.channel,
        tradeNo,
        outTradeNo: order.outTradeNo,
        amount: order.amount,
        subject: order.subject,
        notifyUrl: `${this.settings.notifyBaseUrl}${paymentNotifyPath(order.channel)}`,
        returnUrl: order.returnPath,
        state: 'waiting',
        createdAt: now,
      })
      .onConflictDoNothing();
    const row = await this.byOutTradeNo(order.channel, order.outTradeNo);
    // As the vendors refuse an out_trade_no sent again with other terms (Alipay's ACQ.CONTEXT_INCONSISTENT).
    if (!row || row.amount !== order.amount) throw new Error('sandbox: out_trade_no reused with another amount');
    // The cashier is found by the merchant's order (as Alipay's page-pay URL carries out_trade_no in its request).
    return { payUrl: `/sandbox/cashier?channel=${row.channel}&outTradeNo=${row.outTradeNo}` };
  }

  verifyNotification(channel: PaymentChannel, raw: RawNotification): NotificationCheck {
    return channel === 'alipay' ? this.verifyAlipay(raw) : this.verifyWechat(raw);
  }

  answer(channel: PaymentChannel, accepted: boolean): ProviderAnswer {
    if (channel === 'alipay') return { status: accepted ? 200 : 400, contentType: 'text/plain; charset=utf-8', body: accepted ? 'success' : 'fail' };
    return {
      status: accepted ? 200 : 400,
      contentType: 'application/json; charset=utf-8',
      body: JSON.stringify(accepted ? { code: 'SUCCESS', message: '成功' } : { code: 'FAIL', message: '失败' }),
    };
  }

  async queryOrder(channel: PaymentChannel, outTradeNo: string): Promise<ProviderTrade> {
    const row = await this.byOutTradeNo(channel, outTradeNo);
    if (!row) return { outTradeNo, state: 'unknown', tradeNo: null, amount: null };
    const state = row.state as SandboxTradeState;
    const paid = state === 'paid' || state === 'refunded';
    return { outTradeNo, state, tradeNo: paid ? row.tradeNo : null, amount: paid ? row.amount : null };
  }

  async closeOrder(channel: PaymentChannel, outTradeNo: string): Promise<ProviderTrade> {
    await this.db
      .update(sandboxPayments)
      .set({ state: 'closed' })
      .where(and(eq(sandboxPayments.channel, channel), eq(sandboxPayments.outTradeNo, outTradeNo), eq(sandboxPayments.state, 'waiting')));
    return this.queryOrder(channel, outTradeNo);
  }

  async refund(channel: PaymentChannel, refund: ProviderRefund): Promise<void> {
    const row = await this.byOutTradeNo(channel, refund.outTradeNo);
    if (!row || (row.state !== 'paid' && row.state !== 'refunded')) throw new Error('sandbox: only a paid trade can be refunded');
    if (refund.amount <= 0 || refund.amount > row.amount) throw new Error('sandbox: a refund is at most what was paid');
    // One refund number refunds once: a second ask finds the trade refunded already.
    await this.db.update(sandboxPayments).set({ state: 'refunded' }).where(eq(sandboxPayments.id, row.id));
  }

  start(onError: (error: unknown) => void): () => void {
    let running = false;
    const run = () => {
      if (running) return;
      running = true;
      this.runDueNotifications()
        .catch(onError)
        .finally(() => {
          running = false;
        });
    };
    const timer = setInterval(run, this.settings.intervalMs ?? 1000);
    timer.unref();
    this.kick = () => void setTimeout(run, 0);
    return () => {
      clearInterval(timer);
      this.kick = () => {};
    };
  }

  // ---- The cashier (the page the member pays on) ----

  async cashier(channel: PaymentChannel, outTradeNo: string): Promise<SandboxCashier> {
    const row = await this.trade(channel, outTradeNo);
    const state = row.state as SandboxTradeState;
    return {
      tradeNo: row.tradeNo,
      channel: row.channel,
      channelName: paymentChannelNames[row.channel],
      amount: row.amount,
      subject: row.subject,
      outTradeNo: row.outTradeNo,
      state,
      stateName: sandboxTradeStateNames[state],
      returnUrl: row.returnUrl,
    };
  }

  /** 确认支付: the trade is paid, and its first notification is due at once. Paying a paid trade again changes nothing. */
  async pay(channel: PaymentChannel, outTradeNo: string): Promise<SandboxCashierResult> {
    const now = this.now();
    const [paid] = await this.db
      .update(sandboxPayments)
      .set({ state: 'paid', paidAt: now, nextNotifyAt: now, notifyAttempts: 0 })
      .where(and(eq(sandboxPayments.channel, channel), eq(sandboxPayments.outTradeNo, outTradeNo), eq(sandboxPayments.state, 'waiting')))
      .returning();
    if (paid) {
      this.kick();
      return { state: 'paid', returnUrl: paid.returnUrl };
    }
    const row = await this.trade(channel, outTradeNo);
    if (row.state === 'closed') throw badRequest('sandboxTradeClosed');
    return { state: row.state as SandboxTradeState, returnUrl: row.returnUrl };
  }

  /** 取消支付: the trade closes unpaid (the merchant learns it by its order query). */
  async cancel(channel: PaymentChannel, outTradeNo: string): Promise<SandboxCashierResult> {
    const [closed] = await this.db
      .update(sandboxPayments)
      .set({ state: 'closed' })
      .where(and(eq(sandboxPayments.channel, channel), eq(sandboxPayments.outTradeNo, outTradeNo), eq(sandboxPayments.state, 'waiting')))
      .returning();
    if (closed) return { state: 'closed', returnUrl: closed.returnUrl };
    const row = await this.trade(channel, outTradeNo);
    if (row.state !== 'closed') throw badRequest('sandboxTradePaid');
    return { state: 'closed', returnUrl: row.returnUrl };
  }

  // ---- Notifications ----

  /**
   * Sends every notification due by `now` once (the first when the trade is paid, then each vendor's retries) and
   * answers how many were sent. A notification is claimed before it is sent (compare-and-set on its try count), so two
   * runs never send the same try; the next try is scheduled before sending, so a crash mid-way still retries. An
   * answer the vendor would take as success stops the retries; none does after the schedule's last.
   */
  async runDueNotifications(now: Date = this.now()): Promise<number> {
    const due = await this.db
      .select()
      .from(sandboxPayments)
      .where(and(lte(sandboxPayments.nextNotifyAt, now), isNull(sandboxPayments.answeredAt)))
      .orderBy(asc(sandboxPayments.nextNotifyAt))
      .limit(50);
    let sent = 0;
    for (const row of due) {
      const schedule = notifyRetrySchedules[row.channel];
      const attempt = row.notifyAttempts + 1;
      const next = attempt <= schedule.length ? addMs(now, schedule[attempt - 1]!) : null;
      const [claimed] = await this.db
        .update(sandboxPayments)
        .set({ notifyAttempts: attempt, nextNotifyAt: next })
        .where(and(eq(sandboxPayments.id, row.id), eq(sandboxPayments.notifyAttempts, row.notifyAttempts), isNull(sandboxPayments.answeredAt)))
        .returning({ id: sandboxPayments.id });
      if (!claimed) continue;
      sent += 1;
      const notification = row.channel === 'alipay' ? this.alipayNotification(row, now) : this.wechatNotification(row, now);
      const reply = await this.deliver(notification).catch(() => null);
      if (reply && this.answered(row.channel, reply)) {
        await this.db.update(sandboxPayments).set({ answeredAt: now, nextNotifyAt: null }).where(eq(sandboxPayments.id, row.id));
      }
    }
    return sent;
  }

  /** What each vendor takes as "received": Alipay the seven characters `success`, WeChat Pay v3 HTTP 200 or 204. */
  private answered(channel: PaymentChannel, reply: { status: number; body: string }): boolean {
    return channel === 'alipay' ? reply.status === 200 && reply.body.trim() === 'success' : reply.status === 200 || reply.status === 204;
  }

  private alipayNotification(row: typeof sandboxPayments.$inferSelect, now: Date, tradeStatus: AlipayTradeStatus = 'TRADE_SUCCESS'): OutgoingNotification {
    const amount = yuanText(row.amount);
    const params: Record<string, string> = {
      notify_time: alipayTime(now),
      notify_type: 'trade_status_sync',
      notify_id: randomUUID().replace(/-/g, ''),
      app_id: sandboxMerchant.alipayAppId,
      auth_app_id: sandboxMerchant.alipayAppId,
      charset: 'utf-8',
      version: '1.0',
      trade_no: row.tradeNo,
      out_trade_no: row.outTradeNo,
      seller_id: sandboxMerchant.alipaySellerId,
      buyer_id: '2088000000000001',
      trade_status: tradeStatus,
      total_amount: amount,
      receipt_amount: amount,
      buyer_pay_amount: amount,
      subject: row.subject,
      gmt_create: alipayTime(row.createdAt),
      gmt_payment: alipayTime(row.paidAt ?? now),
    };
    return {
      url: row.notifyUrl,
      headers: { 'content-type': 'application/x-www-form-urlencoded; charset=utf-8', 'user-agent': 'Mozilla/4.0 (sandbox alipay notify)' },
      body: signAlipayNotification(params, this.keys().privateKey),
    };
  }

  private wechatNotification(row: typeof sandboxPayments.$inferSelect, now: Date): OutgoingNotification {
    const transaction = {
      appid: sandboxMerchant.wechatAppId,
      mchid: sandboxMerchant.wechatMchId,
      out_trade_no: row.outTradeNo,
      transaction_id: row.tradeNo,
      trade_type: 'NATIVE',
      trade_state: 'SUCCESS',
      trade_state_desc: '支付成功',
      bank_type: 'OTHERS',
      attach: '',
      success_time: wechatTime(row.paidAt ?? now),
      payer: { openid: 'oSandbox000000000000000000000' },
      amount: { total: row.amount, payer_total: row.amount, currency: 'CNY', payer_currency: 'CNY' },
    };
    const body = JSON.stringify({
      id: randomUUID(),
      create_time: wechatTime(now),
      resource_type: 'encrypt-resource',
      event_type: 'TRANSACTION.SUCCESS',
      summary: '支付成功',
      resource: encryptWechatResource(JSON.stringify(transaction), this.apiV3Key, 'transaction'),
    });
    const timestamp = String(Math.floor(now.getTime() / 1000));
    const nonce = randomBytes(16).toString('hex');
    return {
      url: row.notifyUrl,
      headers: {
        'content-type': 'application/json',
        [wechatHeaders.timestamp]: timestamp,
        [wechatHeaders.nonce]: nonce,
        [wechatHeaders.serial]: this.keys().serial,
        [wechatHeaders.signatureType]: 'WECHATPAY2-SHA256-RSA2048',
        [wechatHeaders.signature]: signWechat(wechatSignMessage(timestamp, nonce, body), this.keys().privateKey),
      },
      body,
    };
  }

  private verifyAlipay(raw: RawNotification): NotificationCheck {
    const outTradeNo = new URLSearchParams(raw.body).get('out_trade_no');
    const params = verifyAlipayNotification(raw.body, this.keys().publicKey);
    if (!params) return { ok: false, reason: 'signature', outTradeNo };
    if (params.app_id !== sandboxMerchant.alipayAppId) return { ok: false, reason: 'merchant', outTradeNo };
    const amount = fenOfYuanText(params.total_amount);
    if (!params.out_trade_no || !params.trade_no || amount === null) return { ok: false, reason: 'malformed', outTradeNo };
    const status = params.trade_status;
    const state = alipayPaid(status) ? 'paid' : status === 'TRADE_CLOSED' ? 'closed' : status === 'WAIT_BUYER_PAY' ? 'waiting' : 'unknown';
    return { ok: true, trade: { outTradeNo: params.out_trade_no, state, tradeNo: params.trade_no, amount } };
  }

  private verifyWechat(raw: RawNotification): NotificationCheck {
    const header = (name: string) => raw.headers[name];
    const [timestamp, nonce, signature] = [header(wechatHeaders.timestamp), header(wechatHeaders.nonce), header(wechatHeaders.signature)];
    if (!timestamp || !nonce || !signature || header(wechatHeaders.serial) !== this.keys().serial) return { ok: false, reason: 'signature', outTradeNo: null };
    if (!verifyWechat(wechatSignMessage(timestamp, nonce, raw.body), signature, this.keys().publicKey)) return { ok: false, reason: 'signature', outTradeNo: null };
    // WeChat Pay asks merchants to refuse a notification signed more than 5 minutes away from now (a replay).
    if (!/^\d{1,12}$/.test(timestamp) || Math.abs(this.now().getTime() / 1000 - Number(timestamp)) > 300) return { ok: false, reason: 'stale', outTradeNo: null };
    let plaintext: string | null = null;
    try {
      const notice = JSON.parse(raw.body) as { resource?: Record<string, unknown> };
      plaintext = notice.resource ? decryptWechatResource(notice.resource, this.apiV3Key) : null;
    } catch {
      plaintext = null;
    }
    if (plaintext === null) return { ok: false, reason: 'malformed', outTradeNo: null };
    let transaction: { mchid?: unknown; out_trade_no?: unknown; transaction_id?: unknown; trade_state?: unknown; amount?: { total?: unknown } };
    try {
      transaction = JSON.parse(plaintext) as typeof transaction;
    } catch {
      return { ok: false, reason: 'malformed', outTradeNo: null };
    }
    const outTradeNo = typeof transaction.out_trade_no === 'string' ? transaction.out_trade_no : null;
    if (transaction.mchid !== sandboxMerchant.wechatMchId) return { ok: false, reason: 'merchant', outTradeNo };
    const amount = transaction.amount?.total;
    if (!outTradeNo || typeof transaction.transaction_id !== 'string' || !Number.isSafeInteger(amount)) return { ok: false, reason: 'malformed', outTradeNo };
    const states: Record<string, ProviderTrade['state']> = { SUCCESS: 'paid', NOTPAY: 'waiting', CLOSED: 'closed', REFUND: 'refunded' };
    const state = states[String(transaction.trade_state)] ?? 'unknown';
    return { ok: true, trade: { outTradeNo, state, tradeNo: transaction.transaction_id, amount: amount as number } };
  }

  // ---- The books ----

  private async byOutTradeNo(channel: PaymentChannel, outTradeNo: string) {
    const [row] = await this.db
      .select()
      .from(sandboxPayments)
      .where(and(eq(sandboxPayments.channel, channel), eq(sandboxPayments.outTradeNo, outTradeNo)))
      .limit(1);
    return row;
  }

  private async trade(channel: PaymentChannel, outTradeNo: string) {
    const row = await this.byOutTradeNo(channel, outTradeNo);
    if (!row) throw notFound('sandboxTradeNotFound');
    return row;
  }

  /**
   * A notification for a trade as the vendor would sign it (the tests give it a trade with fields changed: another
   * amount, an unknown order; or Alipay's TRADE_CLOSED, which Alipay sends for some closed trades).
   */
  notificationFor(row: typeof sandboxPayments.$inferSelect, now: Date = this.now(), alipayStatus?: AlipayTradeStatus): OutgoingNotification {
    return row.channel === 'alipay' ? this.alipayNotification(row, now, alipayStatus) : this.wechatNotification(row, now);
  }
}
