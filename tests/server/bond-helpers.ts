import { and, eq, inArray } from 'drizzle-orm';
import { expect } from 'vitest';
import { accounts, bondOffers, bondOrders, messages as inbox, users } from '../../server/src/db/schema';
import { systemAccounts } from '../../server/src/domain/ledger';
import type { BondMove, BondOffer, BondOrder, BondOrderDetail, BondPublishRequest } from '../../src/api/contracts/bonds';
import { liveBondOrderStages } from '../../src/api/contracts/bond-names';
import type { Page } from '../../src/api/contracts/trade';
import { runAllDue } from '../../server/src/jobs/due-jobs';
import { extraMember, get, login, post, type TestApp } from './helpers';
import { fund } from './membership-helpers';
import { expectLedgerInvariants, productId } from './trade-helpers';

/** Margin trading (保证金交易, issue 29) as members and staff call it, and what it may change. */

export const payPassword = '246810';
export type Bonder = Awaited<ReturnType<typeof extraMember>>;

let made = 0;
/**
 * A fresh real-name-authenticated member with the payment password set, `balance` fen in their balance and `bond` fen
 * of it moved into their bond funds through the real call (/api/bond/recharge).
 */
export async function bonder(t: TestApp, options: { balance?: number; bond?: number; authenticated?: boolean } = {}): Promise<Bonder> {
  made += 1;
  const n = String(made).padStart(4, '0');
  const member = await extraMember(t, { userName: `保证金会员${n}`, phone: `1384000${n}` });
  const set = await post(t, '/api/user/pwd/payment/modify', { oldPassword: 'demo1234', newPassword: payPassword }, { token: member.token });
  if (set.code !== 200) throw new Error(`pay password: ${set.msg}`);
  const bond = options.bond ?? 0;
  const balance = (options.balance ?? 0) + bond;
  if (balance > 0) await fund(t, member.id, balance);
  if (bond > 0) {
    const moved = await post(t, '/api/bond/recharge', { amount: bond, payPassword }, { token: member.token });
    if (moved.code !== 200) throw new Error(`bond recharge: ${moved.msg}`);
  }
  if (options.authenticated === false) await t.db.update(users).set({ authType: 'none', authState: 0 }).where(eq(users.id, member.id));
  return member;
}

type Reply<T> = { code: number; msg: string; data: T; status: number };
async function keyed<T>(t: TestApp, url: string, token: string | undefined, body: unknown, idempotencyKey?: string): Promise<Reply<T>> {
  const reply = await t.app.inject({
    method: 'POST',
    url,
    payload: body as object,
    headers: { ...(token ? { token } : {}), ...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}) },
  });
  return { ...(reply.json() as { code: number; msg: string; data: T }), status: reply.statusCode };
}

export const publishBody = async (t: TestApp, fields: Partial<BondPublishRequest> & Record<string, unknown> = {}) => ({
  tradeType: 1,
  productId: await productId(t, 'T46', '单枚'),
  grade: '全品',
  quantity: 5,
  price: 12_345,
  remark: '原胶全品',
  payPassword,
  agree: true,
  ...fields,
});

export const publish = (t: TestApp, token: string | undefined, body: unknown, key?: string) => keyed<BondOffer>(t, '/api/bond/offer/publish', token, body, key);
/** An offer that must be published. */
export async function published(t: TestApp, who: Bonder, fields: Partial<BondPublishRequest> = {}): Promise<BondOffer> {
  const reply = await publish(t, who.token, await publishBody(t, fields));
  if (reply.code !== 200) throw new Error(`publish: ${reply.msg}`);
  return reply.data;
}
export const withdraw = (t: TestApp, token: string | undefined, id: number) => keyed<BondOffer>(t, '/api/bond/offer/withdraw', token, { id });
export const take = (t: TestApp, token: string | undefined, body: Record<string, unknown>, key?: string) =>
  keyed<BondOrderDetail>(t, '/api/bond/order/take', token, { payPassword, ...body }, key);
/** An order that must be made. */
export async function taken(t: TestApp, who: Bonder, offerId: number, quantity: number): Promise<BondOrderDetail> {
  const reply = await take(t, who.token, { offerId, quantity });
  if (reply.code !== 200) throw new Error(`take: ${reply.msg}`);
  return reply.data;
}

export const ship = (t: TestApp, token: string, id: number, key?: string) =>
  keyed<BondOrderDetail>(t, '/api/bond/order/ship', token, { id, expressCompany: '顺丰速运', trackingNo: 'SF1234567890' }, key);
export const receive = (t: TestApp, token: string, id: number, password = payPassword, key?: string) =>
  keyed<BondOrderDetail>(t, '/api/bond/order/receive', token, { id, payPassword: password }, key);
export const dispute = (t: TestApp, token: string, id: number, reason = '邮票与描述的品相不符') => keyed<BondOrderDetail>(t, '/api/bond/order/dispute', token, { id, reason });
export const decide = (t: TestApp, token: string, id: number, fault: 'seller' | 'buyer', reason = '经核实责任在该方') =>
  keyed<BondOrderDetail>(t, `/api/operator/bond-orders/${fault}-default`, token, { id, reason });

export const offerPage = (t: TestApp, body: Record<string, unknown> = {}, token?: string, query = '?pageSize=50') =>
  keyed<Page<BondOffer>>(t, `/guarantee/issue/page2${query}`, token, body);
export const offerDetail = (t: TestApp, id: number, token?: string) => get<BondOffer>(t, `/api/bond/offer/${id}`, { token });
export const myOffers = (t: TestApp, token: string | undefined, query = '?pageSize=50') => get<Page<BondOffer>>(t, `/api/bond/offer/my/page${query}`, { token });
export const myOrders = (t: TestApp, token: string | undefined, query = '?pageSize=50') => get<Page<BondOrder>>(t, `/api/bond/order/page${query}`, { token });
export const orderDetail = (t: TestApp, id: number, token: string | undefined) => get<BondOrderDetail>(t, `/api/bond/order/${id}`, { token });
export const queue = (t: TestApp, token: string | undefined, query = '?pageSize=50') => get<Page<BondOrder>>(t, `/api/operator/bond-orders/page${query}`, { token });
export const records = (t: TestApp, token: string | undefined, query = '?pageSize=50') => get<Page<BondMove>>(t, `/api/bond/record${query}`, { token });

/** A member's balance (main) and bond funds, fen. */
export async function pursesOf(t: TestApp, userId: number): Promise<{ main: number; bond: number }> {
  const rows = await t.db
    .select({ purse: accounts.purse, balance: accounts.balance })
    .from(accounts)
    .where(and(eq(accounts.userId, userId), eq(accounts.asset, 'cny'), inArray(accounts.purse, ['main', 'bond'])));
  return { main: rows.find((r) => r.purse === 'main')?.balance ?? 0, bond: rows.find((r) => r.purse === 'bond')?.balance ?? 0 };
}

export async function poolBalance(t: TestApp): Promise<number> {
  const [row] = await t.db
    .select({ balance: accounts.balance })
    .from(accounts)
    .where(and(eq(accounts.systemCode, systemAccounts.bondMargins), eq(accounts.asset, 'cny')));
  return row?.balance ?? 0;
}

/**
 * The ledger's invariants (trade-helpers) and margin trading's own: the margin pool holds exactly the live margins —
 * what is left of every open offer times its margin per unit, and both margins of every live order — so no margin is
 * unaccounted for, paid twice or lost; every offer's remaining is within 0..quantity and sold out exactly at 0.
 */
export async function expectBondInvariants(t: TestApp): Promise<void> {
  await expectLedgerInvariants(t);
  const offers = await t.db.select().from(bondOffers);
  const orders = await t.db.select().from(bondOrders);
  const live = (stage: string) => (liveBondOrderStages as readonly string[]).includes(stage);
  const owed =
    offers.filter((o) => o.stage === 'open').reduce((sum, o) => sum + o.remaining * o.marginPerUnit, 0) +
    orders.filter((o) => live(o.stage)).reduce((sum, o) => sum + o.buyerMargin + o.sellerMargin, 0);
  expect(await poolBalance(t), 'the margin pool holds exactly the live margins').toBe(owed);
  for (const offer of offers) {
    expect(offer.remaining).toBeGreaterThanOrEqual(0);
    expect(offer.stage === 'soldOut', `offer ${offer.id} sold out exactly at 0`).toBe(offer.remaining === 0);
  }
  // What was taken of each offer is what its orders hold.
  for (const offer of offers) {
    const takenUnits = orders.filter((o) => o.offerId === offer.id).reduce((sum, o) => sum + o.quantity, 0);
    expect(offer.quantity - offer.remaining, `offer ${offer.id} taken`).toBe(takenUnits);
  }
}

/** A member's 站内信 titles, oldest first. */
export async function noticesOf(t: TestApp, userId: number): Promise<string[]> {
  const rows = await t.db.select({ title: inbox.title }).from(inbox).where(eq(inbox.userId, userId)).orderBy(inbox.id);
  return rows.map((r) => r.title);
}

/**
 * Moves the test clock past a bond order's current deadline and runs every due job (the bond deadline job among them);
 * sessions last 7 days of the test clock, so the members given log in again.
 */
export async function passBondDeadline(t: TestApp, orderId: number, ...members: Bonder[]): Promise<number> {
  const [row] = await t.db.select({ deadlineAt: bondOrders.deadlineAt }).from(bondOrders).where(eq(bondOrders.id, orderId));
  if (!row?.deadlineAt) throw new Error(`bond order ${orderId} has no deadline`);
  t.clock.advance(Math.max(0, row.deadlineAt.getTime() - t.clock.now().getTime()) + 1_000);
  const moved = await runAllDue(t.db, t.clock.now);
  for (const who of members) who.token = (await login(t, who.name)).token;
  return moved;
}
