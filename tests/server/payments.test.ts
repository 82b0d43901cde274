import { generateKeyPairSync } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { journalEntries, messages as inbox, paymentOrders, postings, sandboxPayments, sysSettings } from '../../server/src/db/schema';
import { runAllDue } from '../../server/src/jobs/due-jobs';
import { providersFromEnv } from '../../server/src/providers/from-env';
import { httpDelivery, SandboxPaymentProvider, sandboxMerchant } from '../../server/src/providers/payments/sandbox';
import { signAlipayNotification, notifyRetrySchedules } from '../../server/src/providers/payments/vendor-formats';
import { messages } from '../../src/api/contracts/messages';
import type { BeanPackage, PaymentChannel, TopUpAudit, UnifiedOrderBody } from '../../src/api/contracts/payments';
import { buildApp } from '../../server/src/app';
import { paymentProviderOf } from '../../server/src/domain/payments/provider-registry';
import { DevSliderCaptcha } from '../../server/src/providers/captcha';
import { DevOcrProvider } from '../../server/src/providers/ocr';
import type { PaymentProvider } from '../../server/src/providers/payments/payment-provider';
import { OutboxSmsProvider } from '../../server/src/providers/sms';
import { DevThirdPartyProvider } from '../../server/src/providers/third-party';
import { buildTestApp, fakeClock, freshDatabase, get, type TestApp } from './helpers';
import {
  cancelAtCashier,
  cashier,
  deliverDue,
  expectPaymentInvariants,
  holdings,
  notificationsOf,
  ordered,
  orderRow,
  payAtCashier,
  payer,
  paymentState,
  postNotification,
  sandboxOf,
  sandboxTrade,
  signedNotification,
  storedTopUp,
  unifiedOrder,
} from './payment-helpers';

/**
 * Payments (docs/adr/0025) through the real API on both databases: the bean packages, a top-up paid at the sandbox
 * cashier and credited by the provider's signed notification, duplicates, forgeries and wrong amounts, the member's
 * idempotency key, the order query when no notification comes, the deadline and a payment that arrives after it, the
 * vendors' retry schedules, and who may read an order. The ledger's and the payments' invariants hold after each.
 */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterEach(async () => {
  const sandbox = sandboxOf(t);
  sandbox.deliver = realDeliver;
  delete (sandbox as { closeOrder?: unknown }).closeOrder; // back to the class's own, if a test replaced it
  await expectPaymentInvariants(t);
});
afterAll(() => t.close());
let realDeliver: ReturnType<typeof sandboxOf>['deliver'];
beforeAll(() => {
  realDeliver = sandboxOf(t).deliver;
});

const minute = 60_000;
const beans = (channel: PaymentChannel = 'alipay', code = 'B1000') => ({ purpose: 'beans' as const, channel, code });
const balance = (amount: number, channel: PaymentChannel = 'wechat') => ({ purpose: 'balance' as const, channel, amount });

/** An order the member has paid at the cashier, its notification not yet sent. */
async function paidAtCashier(who: { token: string }, body: UnifiedOrderBody = beans()) {
  const order = await ordered(t, who, body);
  expect((await payAtCashier(t, order.payUrl)).data.state).toBe('paid');
  return order;
}

describe('bean packages (GET /api/coin, payment/coinNumber)', () => {
  it('lists the system beans config for anyone, and finds one package by its code', async () => {
    const list = await get<BeanPackage[]>(t, '/api/coin');
    expect(list.data).toEqual([
      { code: 'B100', coinNumbers: 100, price: 1000 },
      { code: 'B500', coinNumbers: 500, price: 5000 },
      { code: 'B1000', coinNumbers: 1000, price: 10000 },
      { code: 'B5000', coinNumbers: 5000, price: 50000 },
    ]);
    expect((await get<BeanPackage>(t, '/api/coin/payment/coinNumber?code=B500')).data).toEqual({ code: 'B500', coinNumbers: 500, price: 5000 });
    const unknown = await get(t, '/api/coin/payment/coinNumber?code=B9');
    expect([unknown.status, unknown.msg]).toEqual([404, messages.beanPackageNotFound]);
  });

  it('does not offer a package that would sell a bean below its value (the reserve could not back it)', async () => {
    const [row] = await t.db.select().from(sysSettings).where(eq(sysSettings.key, 'beans'));
    await t.db
      .update(sysSettings)
      .set({ value: [...(row!.value as object[]), { code: 'CHEAP', coinNumbers: 1000, price: 100 }] })
      .where(eq(sysSettings.key, 'beans'));
    try {
      expect((await get<BeanPackage[]>(t, '/api/coin')).data.map((p) => p.code)).not.toContain('CHEAP');
      const refused = await unifiedOrder(t, await payer(t), beans('alipay', 'CHEAP'));
      expect([refused.status, refused.msg]).toEqual([404, messages.beanPackageNotFound]);
    } finally {
      await t.db.update(sysSettings).set({ value: row!.value }).where(eq(sysSettings.key, 'beans'));
    }
  });
});

describe('a top-up paid at the sandbox cashier', () => {
  it.each(['alipay', 'wechat'] as const)('gold beans through %s: credited once by the signed notification, beans with their yuan in the reserve', async (channel) => {
    const member = await payer(t);
    const order = await ordered(t, member, beans(channel));
    expect(order).toMatchObject({ channel, purpose: 'beans', amount: 10_000, payUrl: `/sandbox/cashier?channel=${channel}&outTradeNo=${order.outTradeNo}` });
    const desk = (await cashier(t, order.payUrl)).data;
    expect(desk).toMatchObject({ amount: 10_000, subject: '金豆1000个', state: 'waiting', outTradeNo: order.outTradeNo, returnUrl: `/success?channel=${channel}&outTradeNo=${order.outTradeNo}` });
    expect((await paymentState(t, member, channel, order.outTradeNo)).data.stage).toBe('created');

    expect((await payAtCashier(t, order.payUrl)).data).toEqual({ state: 'paid', returnUrl: desk.returnUrl });
    expect(await deliverDue(t)).toBe(1);

    expect(await holdings(t, member.id)).toEqual({ cny: 0, bean: 1000 });
    const stored = await storedTopUp(t, order.outTradeNo, member.id);
    expect(stored.order.stage).toBe('credited');
    expect(stored.events).toEqual([
      { event: 'topUp.create', role: 'member' },
      { event: 'payment.succeeded', role: 'provider' },
      { event: 'topUp.credit', role: 'system' },
    ]);
    const [entry] = await t.db.select().from(journalEntries).where(eq(journalEntries.idempotencyKey, `topup:${stored.order.id}:credit`));
    expect(entry!.item).toBe('beanPurchase');
    expect((await t.db.select().from(postings).where(eq(postings.entryId, entry!.id))).map((p) => p.amount).sort((a, b) => a - b)).toEqual([-10_000, -1000, 1000, 10_000]);
    expect((await notificationsOf(t, order.outTradeNo)).map((n) => [n.verified, n.outcome])).toEqual([[true, 'credited']]);
    expect((await sandboxTrade(t, order.outTradeNo)).answeredAt).not.toBeNull();

    const state = await paymentState(t, member, channel, order.outTradeNo);
    expect(state.data).toMatchObject({ stage: 'credited', stageName: '已到账', coinNumbers: 1000, subject: '金豆1000个' });
    expect(state.headers.type).toBe('bean');
    const [notice] = await t.db.select().from(inbox).where(eq(inbox.userId, member.id));
    expect(notice!.title).toBe('金豆充值到账');
  });

  it('balance through WeChat Pay: credited to the balance, the notification answered as WeChat Pay v3 expects', async () => {
    const member = await payer(t);
    const order = await paidAtCashier(member, balance(12_345));
    const sent = await signedNotification(t, order.outTradeNo);
    expect(sent.headers).toMatchObject({ 'wechatpay-signature-type': 'WECHATPAY2-SHA256-RSA2048', 'content-type': 'application/json' });
    expect(JSON.parse(sent.body)).toMatchObject({ event_type: 'TRANSACTION.SUCCESS', resource: { algorithm: 'AEAD_AES_256_GCM' } });
    expect(sent.body).not.toContain(order.outTradeNo); // the transaction is encrypted
    const answer = await postNotification(t, sent);
    expect([answer.status, JSON.parse(answer.body)]).toEqual([200, { code: 'SUCCESS', message: '成功' }]);
    expect(await holdings(t, member.id)).toEqual({ cny: 12_345, bean: 0 });
    const [entry] = await t.db.select().from(journalEntries).where(eq(journalEntries.idempotencyKey, `topup:${(await orderRow(t, order.outTradeNo)).id}:credit`));
    expect(entry!.item).toBe('topUp');
    expect((await paymentState(t, member, 'wechat', order.outTradeNo)).headers.type).toBe('cny');
  });

  it('answers Alipay with exactly `success`, and a refusal with anything else', async () => {
    const member = await payer(t);
    const order = await paidAtCashier(member, balance(500, 'alipay'));
    const sent = await signedNotification(t, order.outTradeNo);
    expect(Object.fromEntries(new URLSearchParams(sent.body))).toMatchObject({ sign_type: 'RSA2', trade_status: 'TRADE_SUCCESS', total_amount: '5.00', out_trade_no: order.outTradeNo });
    expect(await postNotification(t, sent)).toEqual({ status: 200, body: 'success' });
    expect(await postNotification(t, { ...sent, body: sent.body.replace('total_amount=5.00', 'total_amount=6.00') })).toEqual({ status: 400, body: 'fail' });
  });
});

describe('the provider’s notifications', () => {
  it.each(['alipay', 'wechat'] as const)('20 duplicate %s notifications at once credit once; every one is recorded and answered success', async (channel) => {
    const member = await payer(t);
    const order = await paidAtCashier(member, beans(channel));
    const sent = await signedNotification(t, order.outTradeNo);
    const answers = await Promise.all(Array.from({ length: 20 }, () => postNotification(t, sent)));
    expect(answers.every((a) => a.status === 200)).toBe(true);
    expect(await holdings(t, member.id)).toEqual({ cny: 0, bean: 1000 });
    const outcomes = (await notificationsOf(t, order.outTradeNo)).map((n) => n.outcome);
    expect(outcomes.filter((o) => o === 'credited')).toHaveLength(1);
    expect(outcomes.filter((o) => o === 'duplicate')).toHaveLength(19);
    // The sandbox's own first notification arrives after them: a duplicate too.
    await deliverDue(t);
    expect(await holdings(t, member.id)).toEqual({ cny: 0, bean: 1000 });
    expect((await storedTopUp(t, order.outTradeNo, member.id)).events).toHaveLength(3);
  });

  it('refuses and records a forged signature: a changed body, another key, a tampered WeChat Pay message', async () => {
    const member = await payer(t);
    const order = await paidAtCashier(member, beans('alipay'));
    const before = await storedTopUp(t, order.outTradeNo, member.id);
    const genuine = await signedNotification(t, order.outTradeNo);
    const params = Object.fromEntries(new URLSearchParams(genuine.body));
    delete params.sign;
    delete params.sign_type;
    const forger = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey;
    const forgeries = [
      { ...genuine, body: genuine.body.replace(/buyer_id=\d+/, 'buyer_id=2088999999999999') },
      { ...genuine, body: signAlipayNotification(params, forger) },
      { ...genuine, body: genuine.body.replace(/sign=[^&]+/, 'sign=') },
    ];
    for (const forged of forgeries) expect(await postNotification(t, forged)).toEqual({ status: 400, body: 'fail' });
    const recorded = await notificationsOf(t, order.outTradeNo);
    expect(recorded.map((n) => [n.verified, n.outcome])).toEqual(forgeries.map(() => [false, 'rejected:signature']));
    expect(await storedTopUp(t, order.outTradeNo, member.id)).toEqual(before);

    const wechat = await paidAtCashier(member, beans('wechat'));
    const sent = await signedNotification(t, wechat.outTradeNo);
    const tampered = await postNotification(t, { ...sent, body: sent.body.replace('"summary":"支付成功"', '"summary":"支付成功 "') });
    expect([tampered.status, JSON.parse(tampered.body).code]).toEqual([400, 'FAIL']);
    expect((await orderRow(t, wechat.outTradeNo)).stage).toBe('created');
    expect(await holdings(t, member.id)).toEqual({ cny: 0, bean: 0 });

    // The genuine ones still credit.
    expect((await postNotification(t, genuine)).body).toBe('success');
    expect((await postNotification(t, sent)).status).toBe(200);
    expect(await holdings(t, member.id)).toEqual({ cny: 0, bean: 2000 });
  });

  it('refuses a properly signed notification for another amount, an unknown order or another merchant', async () => {
    const member = await payer(t);
    const order = await paidAtCashier(member, beans('alipay'));
    const before = await storedTopUp(t, order.outTradeNo, member.id);
    expect(await postNotification(t, await signedNotification(t, order.outTradeNo, { amount: 1 }))).toEqual({ status: 400, body: 'fail' });
    const wechat = await paidAtCashier(member, beans('wechat'));
    expect((await postNotification(t, await signedNotification(t, wechat.outTradeNo, { amount: 10_001 }))).status).toBe(400);
    expect((await notificationsOf(t, order.outTradeNo)).map((n) => [n.verified, n.outcome])).toEqual([[true, 'rejected:amount']]);
    expect((await notificationsOf(t, wechat.outTradeNo)).map((n) => n.outcome)).toEqual(['rejected:amount']);
    expect(await storedTopUp(t, order.outTradeNo, member.id)).toEqual({ ...before, notices: before.notices });

    const unknown = await signedNotification(t, order.outTradeNo, { outTradeNo: 'YS20261122000000000000000' });
    expect((await postNotification(t, unknown)).status).toBe(400);
    expect((await notificationsOf(t, 'YS20261122000000000000000')).map((n) => n.outcome)).toEqual(['rejected:order']);
    const otherApp = await signedNotification(t, order.outTradeNo);
    const other = { ...otherApp, body: otherApp.body.replace(`app_id=${sandboxMerchant.alipayAppId}`, 'app_id=2021000000000009') };
    expect((await postNotification(t, other)).status).toBe(400); // the signature covers app_id: changed, it no longer verifies
    expect(await holdings(t, member.id)).toEqual({ cny: 0, bean: 0 });
  });

  it('refuses a WeChat Pay notification signed more than 5 minutes ago (a replay), and junk of either format', async () => {
    const member = await payer(t);
    const order = await paidAtCashier(member, beans('wechat'));
    const old = await signedNotification(t, order.outTradeNo);
    t.clock.advance(6 * minute);
    expect((await postNotification(t, old)).status).toBe(400);
    expect((await notificationsOf(t, order.outTradeNo)).map((n) => n.outcome)).toEqual([]); // unverifiable: no order number is believed
    for (const channel of ['alipay', 'wechat'] as const) {
      for (const body of ['', 'hello', '{}', 'out_trade_no=x%00y']) {
        const reply = await t.app.inject({ method: 'POST', url: `/api/payment/notify/${channel}`, payload: body, headers: { 'content-type': 'text/plain' } });
        expect(reply.statusCode, `${channel} ${body}`).toBe(400);
      }
    }
    expect((await orderRow(t, order.outTradeNo)).stage).toBe('created');
    expect((await postNotification(t, await signedNotification(t, order.outTradeNo))).status).toBe(200);
  });

  it('a lost answer: the notification was acted on but its answer never reached the provider, so it comes again and changes nothing', async () => {
    const member = await payer(t);
    const order = await paidAtCashier(member, balance(2_000, 'alipay'));
    let lost = 1;
    sandboxOf(t).deliver = async (n) => {
      const reply = await realDeliver(n);
      if (n.body.includes(order.outTradeNo) && lost-- > 0) throw new Error('connection reset');
      return reply;
    };
    await deliverDue(t);
    expect((await sandboxTrade(t, order.outTradeNo)).answeredAt).toBeNull();
    t.clock.advance(notifyRetrySchedules.alipay[0]);
    await deliverDue(t);
    expect((await notificationsOf(t, order.outTradeNo)).map((n) => n.outcome)).toEqual(['credited', 'duplicate']);
    expect((await sandboxTrade(t, order.outTradeNo)).answeredAt).not.toBeNull();
    expect(await holdings(t, member.id)).toEqual({ cny: 2_000, bean: 0 });
  });
});

describe('over real HTTP, as main.ts runs the sandbox', () => {
  it('notifies the server at its own address as soon as the member pays, and the server answers over HTTP', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const base = `http://127.0.0.1:${port}`;
    const overHttp = new SandboxPaymentProvider({ db: t.db, clock: t.clock.now, notifyBaseUrl: base, deliver: httpDelivery(5000), intervalMs: 60_000 });
    const member = await payer(t);
    const order = await ordered(t, member, beans('wechat'));
    // The order was placed by the app's own sandbox; this one, configured as main.ts configures it, notifies over HTTP.
    await t.db.update(sandboxPayments).set({ notifyUrl: `${base}/api/payment/notify/wechat` }).where(eq(sandboxPayments.outTradeNo, order.outTradeNo));
    const errors: unknown[] = [];
    const stop = overHttp.start((error) => errors.push(error));
    try {
      expect((await overHttp.pay('wechat', order.outTradeNo)).state).toBe('paid');
      await vi.waitFor(async () => expect((await orderRow(t, order.outTradeNo)).stage).toBe('credited'), { timeout: 10_000, interval: 50 });
      await vi.waitFor(async () => expect((await sandboxTrade(t, order.outTradeNo)).answeredAt).not.toBeNull(), { timeout: 10_000, interval: 50 });
    } finally {
      stop();
    }
    expect(errors).toEqual([]);
    expect(await holdings(t, member.id)).toEqual({ cny: 0, bean: 1000 });
  });
});

describe('retries on the vendors’ schedules', () => {
  it('Alipay: 4 minutes, then 10, then 10, and no more once answered `success`', async () => {
    const member = await payer(t);
    const order = await paidAtCashier(member, beans('alipay'));
    const tried: number[] = [];
    sandboxOf(t).deliver = async (n) => {
      if (!n.body.includes(order.outTradeNo)) return realDeliver(n);
      tried.push(t.clock.now().getTime());
      return tried.length < 4 ? { status: 502, body: 'Bad Gateway' } : realDeliver(n);
    };
    const start = t.clock.now().getTime();
    await deliverDue(t);
    t.clock.advance(4 * minute - 1000);
    await deliverDue(t);
    expect(tried).toHaveLength(1);
    for (const wait of [1000, 10 * minute, 10 * minute]) {
      t.clock.advance(wait);
      await deliverDue(t);
    }
    expect(tried.map((at) => at - start)).toEqual([0, 4 * minute, 14 * minute, 24 * minute]);
    expect((await sandboxTrade(t, order.outTradeNo)).answeredAt).not.toBeNull();
    for (const wait of [1, 2, 6, 15, 30]) {
      t.clock.advance(wait * 60 * minute);
      await deliverDue(t);
    }
    expect(tried).toHaveLength(4);
    expect(await holdings(t, member.id)).toEqual({ cny: 0, bean: 1000 });
  });

  it.each(['alipay', 'wechat'] as const)('%s never answered: every try of the schedule, then it stops; the order query still credits it', async (channel) => {
    const member = await payer(t);
    const order = await paidAtCashier(member, beans(channel));
    const tried: number[] = [];
    sandboxOf(t).deliver = async () => {
      tried.push(t.clock.now().getTime());
      return { status: 503, body: '' };
    };
    const start = t.clock.now().getTime();
    for (let guard = 0; guard < 40; guard += 1) {
      const next = (await sandboxTrade(t, order.outTradeNo)).nextNotifyAt;
      if (!next) break;
      t.clock.advance(next.getTime() - t.clock.now().getTime());
      await deliverDue(t);
    }
    const schedule = notifyRetrySchedules[channel];
    expect(tried).toHaveLength(schedule.length + 1);
    expect(tried.map((at) => at - start)).toEqual([0, ...schedule.map((_, i) => schedule.slice(0, i + 1).reduce((a, b) => a + b, 0))]);
    expect(await sandboxTrade(t, order.outTradeNo)).toMatchObject({ answeredAt: null, nextNotifyAt: null, notifyAttempts: schedule.length + 1 });
    expect((await orderRow(t, order.outTradeNo)).stage).toBe('created');
    // The /success page's poll asks the provider.
    expect((await paymentState(t, member, channel, order.outTradeNo)).data.stage).toBe('credited');
    expect(await holdings(t, member.id)).toEqual({ cny: 0, bean: 1000 });
  });
});

describe('the member’s idempotency key (unifiedOrder)', () => {
  it('answers the same key with the same body as the same order, refuses it with another body (409), and wants a key', async () => {
    const member = await payer(t);
    const first = await unifiedOrder(t, member, beans(), 'key-1');
    const again = await unifiedOrder(t, member, beans(), 'key-1');
    expect(again.data).toEqual(first.data);
    const other = await unifiedOrder(t, member, beans('alipay', 'B500'), 'key-1');
    expect([other.status, other.msg]).toEqual([409, messages.idempotencyKeyOtherBody]);
    const noKey = await unifiedOrder(t, member, beans(), null);
    expect([noKey.status, noKey.msg]).toEqual([400, messages.paymentKeyRequired]);
    // A key belongs to one member (docs/adr/0033): another member sending the same text is refused, and makes nothing.
    const otherMember = await payer(t);
    const theirs = await unifiedOrder(t, otherMember, beans(), 'key-1');
    expect([theirs.code, theirs.msg]).toEqual([409, messages.idempotencyKeyOtherMember]);
    expect(await t.db.select().from(paymentOrders).where(eq(paymentOrders.userId, member.id))).toHaveLength(1);
  });

  it('makes one order for 10 calls with one key at once', async () => {
    const member = await payer(t);
    const replies = await Promise.all(Array.from({ length: 10 }, () => unifiedOrder(t, member, balance(10_000), 'burst')));
    expect(replies.map((r) => r.code)).toEqual(Array(10).fill(200));
    expect(new Set(replies.map((r) => r.data.outTradeNo)).size).toBe(1);
    expect(await t.db.select().from(paymentOrders).where(and(eq(paymentOrders.userId, member.id), eq(paymentOrders.idempotencyKey, 'burst')))).toHaveLength(1);
  });
});

describe('the order query (GET /api/payment/state)', () => {
  it('finds a payment whose notification never came and credits it once; the late notifications change nothing', async () => {
    const member = await payer(t);
    const order = await paidAtCashier(member, beans('alipay', 'B500'));
    const state = await paymentState(t, member, 'alipay', order.outTradeNo);
    expect(state.data).toMatchObject({ stage: 'credited', coinNumbers: 500, amount: 5000 });
    expect(await paymentState(t, member, 'alipay', order.outTradeNo)).toMatchObject({ data: { stage: 'credited' } });
    await deliverDue(t);
    expect((await notificationsOf(t, order.outTradeNo)).map((n) => n.outcome)).toEqual(['duplicate']);
    expect(await holdings(t, member.id)).toEqual({ cny: 0, bean: 500 });
  });

  it('learns a cancelled payment from the provider: closed, and the cashier takes no payment for it any more', async () => {
    const member = await payer(t);
    const order = await ordered(t, member, beans('wechat'));
    expect((await cancelAtCashier(t, order.payUrl)).data.state).toBe('closed');
    expect((await paymentState(t, member, 'wechat', order.outTradeNo)).data).toMatchObject({ stage: 'failed', stageName: '已关闭' });
    const late = await payAtCashier(t, order.payUrl);
    expect([late.status, late.msg]).toEqual([400, messages.sandboxTradeClosed]);
  });

  it('is the member’s own: another member, a visitor and the wrong channel read nothing and change nothing', async () => {
    const [member, other] = [await payer(t), await payer(t)];
    const order = await paidAtCashier(member, beans('alipay'));
    const before = await storedTopUp(t, order.outTradeNo, member.id);
    const stranger = await paymentState(t, other, 'alipay', order.outTradeNo);
    const missing = await paymentState(t, other, 'alipay', 'YS00000000000000000000000');
    expect([stranger.status, stranger.msg, stranger.data]).toEqual([404, messages.paymentOrderNotFound, null]);
    expect([missing.status, missing.msg]).toEqual([stranger.status, stranger.msg]);
    expect((await paymentState(t, member, 'wechat', order.outTradeNo)).status).toBe(404);
    expect((await paymentState(t, null, 'alipay', order.outTradeNo)).status).toBe(401);
    expect(await storedTopUp(t, order.outTradeNo, member.id)).toEqual(before);
    expect((await paymentState(t, member, 'alipay', order.outTradeNo)).data.stage).toBe('credited');
  });
});

describe('the order’s history (GET /api/payment/events)', () => {
  it('gives the member the recorded events replayed through the machine, and the auditors’ CSV; nobody else gets it', async () => {
    const [member, other] = [await payer(t), await payer(t)];
    const order = await paidAtCashier(member, beans('alipay'));
    await deliverDue(t);
    const audit = await get<TopUpAudit>(t, `/api/payment/events?outTradeNo=${order.outTradeNo}`, { token: member.token });
    expect(audit.data).toMatchObject({ outTradeNo: order.outTradeNo, stateValue: 'credited', replayedStateValue: 'credited', replayMatches: true });
    expect(audit.data.events.map((e) => [e.step, e.event, e.role, e.actor])).toEqual([
      [1, 'topUp.create', 'member', member.name],
      [2, 'payment.succeeded', 'provider', null],
      [3, 'topUp.credit', 'system', null],
    ]);
    const csv = await t.app.inject({ method: 'GET', url: `/api/payment/events?outTradeNo=${order.outTradeNo}&format=csv`, headers: { token: member.token } });
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body.startsWith('\uFEFF步骤,时间,角色,操作人,事件,原状态,新状态,内容')).toBe(true);
    expect(csv.body.split('\r\n').filter(Boolean)).toHaveLength(4);

    const stranger = await get(t, `/api/payment/events?outTradeNo=${order.outTradeNo}`, { token: other.token });
    const missing = await get(t, '/api/payment/events?outTradeNo=YS00000000000000000000000', { token: other.token });
    expect([stranger.status, stranger.msg]).toEqual([404, messages.paymentOrderNotFound]);
    expect([missing.status, missing.msg]).toEqual([stranger.status, stranger.msg]);
    expect((await get(t, `/api/payment/events?outTradeNo=${order.outTradeNo}`)).status).toBe(401);
  });
});

describe('the deadline (30 minutes unpaid)', () => {
  it('expires an unpaid order after asking the provider, and closes the trade there', async () => {
    const member = await payer(t);
    const order = await ordered(t, member, beans('alipay'));
    t.clock.advance(29 * minute);
    await runAllDue(t.db, t.clock.now);
    expect((await orderRow(t, order.outTradeNo)).stage).toBe('created');
    t.clock.advance(2 * minute);
    await runAllDue(t.db, t.clock.now);
    expect((await orderRow(t, order.outTradeNo)).stage).toBe('expired');
    expect((await cashier(t, order.payUrl)).data.state).toBe('closed');
    expect((await payAtCashier(t, order.payUrl)).status).toBe(400);
  });

  it('credits, not expires, an order paid before its deadline whose notification was lost', async () => {
    const member = await payer(t);
    sandboxOf(t).deliver = async () => {
      throw new Error('network down');
    };
    const order = await paidAtCashier(member, balance(3_000, 'wechat'));
    await deliverDue(t);
    t.clock.advance(31 * minute);
    await runAllDue(t.db, t.clock.now);
    expect((await orderRow(t, order.outTradeNo)).stage).toBe('credited');
    expect(await holdings(t, member.id)).toEqual({ cny: 3_000, bean: 0 });
  });

  it('records a payment that arrives after the order expired and refunds it through the provider, never crediting it', async () => {
    const member = await payer(t);
    const order = await ordered(t, member, beans('alipay'));
    // The close at the deadline is lost on its way to the provider: the cashier stays open.
    sandboxOf(t).closeOrder = async () => {
      throw new Error('timeout');
    };
    t.clock.advance(31 * minute);
    await runAllDue(t.db, t.clock.now);
    expect((await orderRow(t, order.outTradeNo)).stage).toBe('expired');

    expect((await payAtCashier(t, order.payUrl)).data.state).toBe('paid');
    expect(await deliverDue(t)).toBeGreaterThanOrEqual(1);
    const stored = await storedTopUp(t, order.outTradeNo, member.id);
    expect(stored.order.stage).toBe('refunded');
    expect(stored.events.map((e) => e.event)).toEqual(['topUp.create', 'topUp.paymentDeadlinePassed', 'payment.succeeded']);
    expect(stored.holdings).toEqual({ cny: 0, bean: 0 });
    expect((await sandboxTrade(t, order.outTradeNo)).state).toBe('refunded');
    expect((await notificationsOf(t, order.outTradeNo)).map((n) => n.outcome)).toEqual(['refunded']);
    const [notice] = await t.db.select().from(inbox).where(eq(inbox.userId, member.id));
    expect(notice!.title).toBe('付款已原路退回');

    // Again: a duplicate, answered success, nothing moves.
    expect(await postNotification(t, await signedNotification(t, order.outTradeNo))).toEqual({ status: 200, body: 'success' });
    expect((await paymentState(t, member, 'alipay', order.outTradeNo)).data.stage).toBe('refunded');
    expect(await storedTopUp(t, order.outTradeNo, member.id)).toMatchObject({ order: { stage: 'refunded', version: stored.order.version }, holdings: { cny: 0, bean: 0 } });
  });
});

describe('the sandbox’s own calls', () => {
  it('exist only while the sandbox is the provider', async () => {
    const cashierRoute = { method: 'GET' as const, url: '/api/sandbox/cashier/:channel/:outTradeNo' };
    expect(t.app.hasRoute(cashierRoute)).toBe(true);
    const database = await freshDatabase(false);
    const clock = fakeClock();
    const unused = () => Promise.reject(new Error('not in this test'));
    const real: PaymentProvider = {
      kind: 'alipay',
      development: false,
      createOrder: unused,
      verifyNotification: () => ({ ok: false, reason: 'signature', outTradeNo: null }),
      answer: (_channel, accepted) => ({ status: accepted ? 200 : 400, contentType: 'text/plain', body: accepted ? 'success' : 'fail' }),
      queryOrder: unused,
      closeOrder: unused,
      refund: unused,
    };
    const app = await buildApp({
      db: database.db,
      clock: clock.now,
      sms: new OutboxSmsProvider(database.db, clock.now, () => {}),
      captcha: new DevSliderCaptcha(clock.now),
      thirdParty: new DevThirdPartyProvider(clock.now, 's'),
      ocr: new DevOcrProvider(),
      devTools: false,
      payments: real,
    });
    try {
      await app.ready();
      expect(app.hasRoute(cashierRoute)).toBe(false);
      expect(app.hasRoute({ method: 'POST', url: '/api/payment/notify/alipay' })).toBe(true);
      expect(paymentProviderOf(database.db)).toBe(real);
    } finally {
      await app.close();
      await database.close();
    }
  });
});

describe('production and the sandbox', () => {
  const keys = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const production = {
    NODE_ENV: 'production',
    SMS_PROVIDER: 'aliyun',
    CAPTCHA_PROVIDER: 'aliyun-afs',
    THIRD_PARTY_PROVIDER: 'oauth',
    ALIYUN_ACCESS_KEY_ID: 'LTAI-id',
    ALIYUN_ACCESS_KEY_SECRET: 'aliyun-secret-value',
    ALIYUN_SMS_SIGN_NAME: '邮市',
    ALIYUN_SMS_TEMPLATE_CODE: 'SMS_1',
    ALIYUN_AFS_APP_KEY: 'FFFF0N0000000000TEST',
    ALIYUN_AFS_SCENE: 'nc_message',
    PUBLIC_URL: 'https://youshi.example.com',
    ALIPAY_APP_ID: '2021000000000001',
    ALIPAY_PRIVATE_KEY: keys.privateKey.export({ format: 'pem', type: 'pkcs8' }) as string,
    ALIPAY_PUBLIC_KEY: keys.publicKey.export({ format: 'pem', type: 'spki' }) as string,
    WECHAT_APP_ID: 'wx0000000000000001',
    WECHAT_APP_SECRET: 'wechat-secret-value',
  };
  const from = (env: Record<string, string>) => providersFromEnv(env, t.db, t.clock.now, 's');

  it('refuses the sandbox in production unless PAYMENT_PROVIDER=sandbox says so on purpose', () => {
    expect(() => from(production)).toThrow(/refuses the sandbox payment provider unless PAYMENT_PROVIDER=sandbox is set on purpose/);
    expect(from({ ...production, PAYMENT_PROVIDER: 'sandbox' }).payments?.kind).toBe('sandbox');
    expect(from({}).payments?.kind).toBe('sandbox');
    expect(() => from({ PAYMENT_PROVIDER: 'alipay' })).toThrow('PAYMENT_PROVIDER=alipay is not a known provider (sandbox)');
    expect(() => from({ SANDBOX_PAYMENT_PRIVATE_KEY: 'not-a-key-secret-material' })).toThrow(/^SANDBOX_PAYMENT_PRIVATE_KEY is not usable/);
    expect(() => from({ SANDBOX_WECHAT_APIV3_KEY: 'short' })).toThrow(/SANDBOX_WECHAT_APIV3_KEY/);
  });
});
