import { randomUUID } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import { accounts, depositSurrenderEvents, depositSurrenders, messages as inbox, journalEntries, users, vipPurchaseEvents, vipPurchases } from '../../server/src/db/schema';
import { postTransfer, systemAccounts } from '../../server/src/domain/ledger';
import type { Envelope } from '../../src/api/contracts/envelope';
import { beanValueFen } from '../../src/api/contracts/money-rules';
import type { DepositAccount, SurrenderView, VipList, VipPaymentResult } from '../../src/api/contracts/membership';
import type { PaymentChannel } from '../../src/api/contracts/payments';
import type { Page } from '../../src/api/contracts/trade';
import { extraMember, type TestApp } from './helpers';
import { deliverDue, ordered, payAtCashier } from './payment-helpers';

/** VIP, deposit and bond calls (docs/adr/0026) as a member and staff make them, and what they may change. */
export const payPassword = '135790';
export type Holder = Awaited<ReturnType<typeof extraMember>>;

let made = 0;
/**
 * A fresh member (authenticated, level 2 unless said) with the payment password set and `fen` in their balance, put
 * there by an opening entry from the payment gateway.
 */
export async function holder(t: TestApp, options: { level?: number; fen?: number; payPassword?: boolean } = {}): Promise<Holder> {
  made += 1;
  const n = String(made).padStart(4, '0');
  const member = await extraMember(t, { userName: `会员${n}号`, phone: `1370000${n}`, level: options.level ?? 2 });
  if (options.payPassword !== false) {
    const set = await call(t, 'POST', '/api/user/pwd/payment/modify', { token: member.token, body: { oldPassword: 'demo1234', newPassword: payPassword } });
    if (set.code !== 200) throw new Error(`pay password: ${set.msg}`);
  }
  if (options.fen) await fund(t, member.id, options.fen);
  return member;
}

/** `fen` into the member's balance from the payment gateway (a test's opening balance). */
export async function fund(t: TestApp, userId: number, fen: number): Promise<void> {
  await t.db.transaction((tx) =>
    postTransfer(tx, t.clock.now, {
      idempotencyKey: `test:fund:${userId}:${randomUUID()}`,
      item: 'opening',
      memo: '测试：期初余额',
      postings: [
        { account: { system: systemAccounts.paymentGateway, asset: 'cny' }, amount: -fen },
        { account: { userId, asset: 'cny' }, amount: fen },
      ],
    }),
  );
}

/** Gold beans as a top-up gives them: bought from the gateway, their yuan in the bean reserve (the key: once per purchase). */
export async function fundBeans(t: TestApp, userId: number, beans: number, key = `test:beans:${userId}:${randomUUID()}`): Promise<void> {
  await t.db.transaction((tx) =>
    postTransfer(tx, t.clock.now, {
      idempotencyKey: key,
      item: 'beanPurchase',
      memo: '测试：购买金豆',
      postings: [
        { account: { system: systemAccounts.paymentGateway, asset: 'bean' }, amount: -beans },
        { account: { userId, asset: 'bean' }, amount: beans },
        { account: { system: systemAccounts.paymentGateway, asset: 'cny' }, amount: -beans * beanValueFen },
        { account: { system: systemAccounts.beanReserve, asset: 'cny' }, amount: beans * beanValueFen },
      ],
    }),
  );
}

export type Reply<T> = Envelope<T> & { status: number; headers: Record<string, unknown> };

/** Any call, with the member's token and an idempotency key when given. */
export async function call<T = unknown>(t: TestApp, method: 'GET' | 'POST', url: string, options: { token?: string; body?: unknown; key?: string } = {}): Promise<Reply<T>> {
  const response = await t.app.inject({
    method,
    url,
    payload: method === 'POST' ? ((options.body as object) ?? {}) : undefined,
    headers: { ...(options.token ? { token: options.token } : {}), ...(options.key ? { 'idempotency-key': options.key } : {}) },
    remoteAddress: '10.30.40.50',
  });
  return { ...(response.json() as Envelope<T>), status: response.statusCode, headers: response.headers };
}

export const buyVip = (t: TestApp, who: { token: string }, levelId: number, years = 1, options: { key?: string; payPassword?: string } = {}) =>
  call<VipPaymentResult>(t, 'POST', '/api/user/annual/payment', { token: who.token, body: { levelId, years, payPassword: options.payPassword ?? payPassword }, key: options.key });

export const vipListOf = async (t: TestApp, who: { token: string }) => (await call<VipList>(t, 'GET', '/api/user/annual/vipList', { token: who.token })).data;

export const payDeposit = (t: TestApp, who: { token: string }, amount: number, key?: string, password = payPassword) =>
  call<DepositAccount>(t, 'POST', '/api/deposit/payment', { token: who.token, body: { amount, payPassword: password }, key });
export const withdrawDeposit = (t: TestApp, who: { token: string }, amount: number, key?: string, password = payPassword) =>
  call<SurrenderView>(t, 'POST', '/api/deposit/withdraw', { token: who.token, body: { amount, payPassword: password }, key });
export const surrendersOf = async (t: TestApp, who: { token: string }) => (await call<Page<SurrenderView>>(t, 'GET', '/api/deposit/surrender/list', { token: who.token })).data;
export const depositOf = async (t: TestApp, who: { token: string }) => (await call<DepositAccount>(t, 'GET', '/api/deposit/account', { token: who.token })).data;

/** What a member holds in one purse (fen). */
export async function purse(t: TestApp, userId: number, which: 'main' | 'deposit' | 'bond' | 'held' = 'main'): Promise<number> {
  const [row] = await t.db
    .select({ balance: accounts.balance })
    .from(accounts)
    .where(and(eq(accounts.userId, userId), eq(accounts.asset, 'cny'), eq(accounts.purse, which)));
  return row?.balance ?? 0;
}

export async function platformFees(t: TestApp): Promise<number> {
  const [row] = await t.db.select({ balance: accounts.balance }).from(accounts).where(and(eq(accounts.systemCode, systemAccounts.platformFees), eq(accounts.asset, 'cny')));
  return row?.balance ?? 0;
}

/** The member's level as the users row holds it. */
export async function standing(t: TestApp, userId: number) {
  const [row] = await t.db.select({ level: users.level, vipLevel: users.vipLevel, vipExpiresAt: users.vipExpiresAt }).from(users).where(eq(users.id, userId));
  return row!;
}

/** Everything a VIP call may change for a member: purchases and their events, the users row, purses, notices, entries. */
export async function storedVip(t: TestApp, userId: number) {
  const purchases = await t.db.select().from(vipPurchases).where(eq(vipPurchases.userId, userId)).orderBy(asc(vipPurchases.id));
  const events = purchases.length ? await t.db.select().from(vipPurchaseEvents).orderBy(asc(vipPurchaseEvents.id)) : [];
  const notices = await t.db.select({ id: inbox.id }).from(inbox).where(eq(inbox.userId, userId));
  const entries = await t.db.select({ id: journalEntries.id }).from(journalEntries);
  return {
    purchases,
    events: events.filter((e) => purchases.some((p) => p.id === e.purchaseId)).length,
    standing: await standing(t, userId),
    main: await purse(t, userId),
    notices: notices.length,
    entries: entries.length,
  };
}

/** Everything a deposit call may change for a member: surrenders and their events, the purses, notices, entries. */
export async function storedDeposit(t: TestApp, userId: number) {
  const surrenders = await t.db.select().from(depositSurrenders).where(eq(depositSurrenders.userId, userId)).orderBy(asc(depositSurrenders.id));
  const events = await t.db.select({ id: depositSurrenderEvents.id, surrenderId: depositSurrenderEvents.surrenderId }).from(depositSurrenderEvents);
  const notices = await t.db.select({ id: inbox.id }).from(inbox).where(eq(inbox.userId, userId));
  const entries = await t.db.select({ id: journalEntries.id }).from(journalEntries);
  return {
    surrenders,
    events: events.filter((e) => surrenders.some((s) => s.id === e.surrenderId)).length,
    main: await purse(t, userId),
    deposit: await purse(t, userId, 'deposit'),
    notices: notices.length,
    entries: entries.length,
  };
}

/**
 * A top-up for a purpose, paid at the sandbox cashier and notified by the sandbox provider (docs/adr/0025): what
 * credits the balance and runs the purpose's effect. Answers the payment order's number.
 */
export async function paidTopUp(
  t: TestApp,
  who: { token: string },
  body: { purpose: 'vip'; levelId: number; years: number } | { purpose: 'deposit'; amount: number },
  channel: PaymentChannel = 'alipay',
): Promise<string> {
  const order = await ordered(t, who, { ...body, channel } as never);
  const paid = await payAtCashier(t, order.payUrl);
  if (paid.data.state !== 'paid') throw new Error(`cashier: ${paid.msg}`);
  await deliverDue(t);
  return order.outTradeNo;
}
