import { randomUUID } from 'node:crypto';
import { eq, inArray, like, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { accounts, journalEntries, messages as inbox, paymentNotifications, paymentOrderEvents, paymentOrders, sandboxPayments } from '../../server/src/db/schema';
import { paymentProviderOf } from '../../server/src/domain/payments/provider-registry';
import type { OutgoingNotification, SandboxPaymentProvider } from '../../server/src/providers/payments/sandbox';
import type { Envelope } from '../../src/api/contracts/envelope';
import type { PaymentChannel, PaymentState, SandboxCashier, SandboxCashierResult, UnifiedOrderBody, UnifiedOrderResult } from '../../src/api/contracts/payments';
import { extraMember, type TestApp } from './helpers';
import { expectLedgerInvariants } from './trade-helpers';

/** Payment calls (spec section 7, "Coin"; docs/adr/0025) as a member, the sandbox cashier and the provider make them. */
export type Payer = Awaited<ReturnType<typeof extraMember>>;

let made = 0;
/** A fresh member with nothing: what a top-up credits is all they hold. */
export async function payer(t: TestApp): Promise<Payer> {
  made += 1;
  const n = String(made).padStart(4, '0');
  return extraMember(t, { userName: `充值会员${n}`, phone: `1350000${n}` });
}

/** The app's sandbox provider (buildApp attaches it to its database). */
export const sandboxOf = (t: TestApp) => paymentProviderOf(t.db) as SandboxPaymentProvider;

type Reply<T> = Envelope<T> & { status: number; headers: Record<string, unknown> };

async function inject<T>(t: TestApp, method: 'GET' | 'POST', url: string, options: { token?: string; body?: unknown; key?: string } = {}): Promise<Reply<T>> {
  const response = await t.app.inject({
    method,
    url,
    payload: method === 'POST' ? ((options.body as object) ?? {}) : undefined,
    headers: { ...(options.token ? { token: options.token } : {}), ...(options.key ? { 'idempotency-key': options.key } : {}) },
    remoteAddress: '10.20.30.40',
  });
  return { ...(response.json() as Envelope<T>), status: response.statusCode, headers: response.headers };
}

/** POST /api/coin/unifiedOrder with an idempotency key (a new one unless given). */
export const unifiedOrder = (t: TestApp, who: { token: string }, body: UnifiedOrderBody, key: string | null = randomUUID()) =>
  inject<UnifiedOrderResult>(t, 'POST', '/api/coin/unifiedOrder', { token: who.token, body, key: key ?? undefined });

/** A new order that must succeed. */
export async function ordered(t: TestApp, who: { token: string }, body: UnifiedOrderBody): Promise<UnifiedOrderResult> {
  const reply = await unifiedOrder(t, who, body);
  if (reply.code !== 200) throw new Error(`unifiedOrder: ${reply.msg}`);
  return reply.data;
}

/** The sandbox cashier's call for the order a payUrl names (/sandbox/cashier?channel=…&outTradeNo=…). */
export function cashierPath(payUrl: string): string {
  const query = new URL(payUrl, 'http://localhost').searchParams;
  return `/api/sandbox/cashier/${query.get('channel')}/${query.get('outTradeNo')}`;
}

/**
 * What the cashier calls below take for an order: its payUrl (the sandbox's cashier is found by the order it names).
 * Kept under this name for the membership tests, which pay their VIP top-ups with `payAtCashier(t, tradeNoOf(payUrl))`.
 */
export const tradeNoOf = (payUrl: string) => payUrl;

export const cashier = (t: TestApp, payUrl: string) => inject<SandboxCashier>(t, 'GET', cashierPath(payUrl));
export const payAtCashier = (t: TestApp, payUrl: string) => inject<SandboxCashierResult>(t, 'POST', `${cashierPath(payUrl)}/pay`);
export const cancelAtCashier = (t: TestApp, payUrl: string) => inject<SandboxCashierResult>(t, 'POST', `${cashierPath(payUrl)}/cancel`);

export const paymentState = (t: TestApp, who: { token: string } | null, channel: PaymentChannel, outTradeNo: string) =>
  inject<PaymentState>(t, 'GET', `/api/payment/state/${channel}/${outTradeNo}`, { token: who?.token });

/** The sandbox sends what is due now (the first notification of a payment, and retries whose time has come). */
export const deliverDue = (t: TestApp) => sandboxOf(t).runDueNotifications(t.clock.now());

export async function sandboxTrade(t: TestApp, outTradeNo: string) {
  const [row] = await t.db.select().from(sandboxPayments).where(eq(sandboxPayments.outTradeNo, outTradeNo));
  return row!;
}

/** A notification as the provider would sign it for the trade, with the trade's fields changed as given. */
export async function signedNotification(
  t: TestApp,
  outTradeNo: string,
  change: Partial<typeof sandboxPayments.$inferSelect> = {},
  alipayStatus?: 'TRADE_SUCCESS' | 'TRADE_CLOSED',
): Promise<OutgoingNotification> {
  return sandboxOf(t).notificationFor({ ...(await sandboxTrade(t, outTradeNo)), ...change }, t.clock.now(), alipayStatus);
}

/** Posts a notification to our notify URL, as the provider does. */
export async function postNotification(t: TestApp, n: OutgoingNotification) {
  const response = await t.app.inject({ method: 'POST', url: new URL(n.url).pathname, headers: n.headers, payload: n.body, remoteAddress: '127.0.0.1' });
  return { status: response.statusCode, body: response.body };
}

export async function orderRow(t: TestApp, outTradeNo: string) {
  const [row] = await t.db.select().from(paymentOrders).where(eq(paymentOrders.outTradeNo, outTradeNo));
  return row!;
}

export async function notificationsOf(t: TestApp, outTradeNo: string) {
  return t.db.select().from(paymentNotifications).where(eq(paymentNotifications.outTradeNo, outTradeNo));
}

/** What the member holds in their main purse (balance fen, gold beans). */
export async function holdings(t: TestApp, userId: number) {
  const rows = await t.db.select().from(accounts).where(eq(accounts.userId, userId));
  const of = (asset: 'cny' | 'bean') => rows.find((a) => a.asset === asset && a.purse === 'main')?.balance ?? 0;
  return { cny: of('cny'), bean: of('bean') };
}

/** Everything a payment call may change for one order: its row, its events, its notifications, the ledger, the member's holdings and inbox. */
export async function storedTopUp(t: TestApp, outTradeNo: string, userId: number) {
  const order = await orderRow(t, outTradeNo);
  const events = await t.db.select({ event: paymentOrderEvents.event, role: paymentOrderEvents.role }).from(paymentOrderEvents).where(eq(paymentOrderEvents.paymentOrderId, order.id));
  const [entries] = await t.db.select({ n: sql<number>`count(*)::int` }).from(journalEntries);
  const notices = await t.db.select({ id: inbox.id }).from(inbox).where(eq(inbox.userId, userId));
  return { order, events, entries: entries!.n, holdings: await holdings(t, userId), notices: notices.length };
}

/**
 * The ledger's invariants, and the payments' own: every credited order has exactly one credit entry and no other
 * order has one; a refunded order's trade is refunded at the provider; a credited order's trade is paid there.
 */
export async function expectPaymentInvariants(t: TestApp): Promise<void> {
  await expectLedgerInvariants(t);
  const orders = await t.db.select().from(paymentOrders);
  const credits = await t.db.select({ key: journalEntries.idempotencyKey }).from(journalEntries).where(like(journalEntries.idempotencyKey, 'topup:%'));
  const creditCount = new Map<string, number>();
  for (const { key } of credits) creditCount.set(key, (creditCount.get(key) ?? 0) + 1);
  for (const order of orders) expect(creditCount.get(`topup:${order.id}:credit`) ?? 0, `${order.outTradeNo} (${order.stage}) credit entries`).toBe(order.stage === 'credited' ? 1 : 0);
  const trades = orders.length ? await t.db.select().from(sandboxPayments).where(inArray(sandboxPayments.outTradeNo, orders.map((o) => o.outTradeNo))) : [];
  for (const order of orders) {
    const trade = trades.find((x) => x.outTradeNo === order.outTradeNo);
    if (order.stage === 'credited') expect(trade?.state, `${order.outTradeNo} paid at the provider`).toBe('paid');
    if (order.stage === 'refunded') expect(trade?.state, `${order.outTradeNo} refunded at the provider`).toBe('refunded');
  }
}
