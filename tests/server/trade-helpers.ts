import { beanValueFen } from '../../src/api/contracts/money-rules';
import { and, eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { accounts, orders, postings, products, users } from '../../server/src/db/schema';
import { systemAccounts } from '../../server/src/domain/ledger';
import { runDueDeadlines } from '../../server/src/jobs/deadlines';
import { lifecycleCalls } from '../../src/api/contracts/lifecycle-calls';
import type { BasketItem, ConfirmResult, OrderChange, OrderDetail, TradeWay } from '../../src/api/contracts/trade';
import { resolveSnapshot } from '../../src/machines/order-lifecycles';
import { buildTestApp, get, login, post, type TestApp } from './helpers';

/** The demo members who trade in these tests (server/src/db/seed.ts). */
export const seller = '金陵藏家'; // level 3 merchant: may publish sell offers
export const buyer = '老周邮票'; // level 5, 10,000 yuan balance
export const stranger = '华夏邮社'; // level 4: a member who is party to none of these orders
export const operator = '平台客服';
export const payPassword = '246810';

/** The members' lifecycle calls on an order (the call table's order and offline-trade calls less staff's decisions). */
export const memberOrderPaths = [
  ...new Set(
    lifecycleCalls.filter((c) => (c.machine === 'order' || c.machine === 'offlineTrade') && !c.roles.some((r) => r === 'operator')).map((c) => c.path),
  ),
];

export interface Trader {
  name: string;
  token: string;
  id: number;
}

export async function trader(t: TestApp, name: string, options: { payPassword?: boolean } = {}): Promise<Trader> {
  const reply = await login(t, name);
  if (options.payPassword !== false) {
    const set = await post(t, '/api/user/pwd/payment/modify', { oldPassword: 'demo1234', newPassword: payPassword }, { token: reply.token });
    if (set.code !== 200) throw new Error(`set pay password for ${name}: ${set.msg}`);
  }
  return { name, token: reply.token, id: reply.userinfo.id };
}

/** Sessions last 7 days of the test clock: after a long deadline the traders log in again. */
export async function relogin(t: TestApp, ...traders: Trader[]): Promise<void> {
  for (const who of traders) who.token = (await login(t, who.name)).token;
}

/** Any catalogue product, by its number and form. */
export async function productId(t: TestApp, code = 'T58', exterior = '单枚'): Promise<number> {
  const [row] = await t.db.select({ id: products.id }).from(products).where(and(eq(products.code, code), eq(products.exterior, exterior)));
  return row!.id;
}

export async function publish(
  t: TestApp,
  who: Trader,
  fields: { publishType: 0 | 1; price: number; quantity: number; tradeWays?: TradeWay[]; productId?: number; grade?: string },
): Promise<number> {
  const reply = await post<{ id: number }>(
    t,
    '/api/user/trade/edit',
    { deliveryMethods: ['express'], tradeWays: ['online'], remark: '', ...fields, productId: fields.productId ?? (await productId(t)) },
    { token: who.token },
  );
  if (reply.code !== 200) throw new Error(`publish: ${reply.msg}`);
  return reply.data.id;
}

/** Puts a listing in the taker's basket and confirms it: the order ids created. */
export async function take(t: TestApp, taker: Trader, listingId: number, quantity: number, tradeWay: TradeWay = 'online') {
  const added = await post<BasketItem[]>(t, '/api/basket/add', { tradeId: listingId, quantity }, { token: taker.token });
  if (added.code !== 200) throw new Error(`basket add: ${added.msg}`);
  const item = added.data.find((i) => i.tradeId === listingId)!;
  return post<ConfirmResult>(
    t,
    '/api/basket/confirm',
    { deliveryMethod: 'express', tradeWay, basketConfirmInfos: [{ id: item.id, quantity, lastNum: item.lastNum, price: item.price }] },
    { token: taker.token },
  );
}

/** A seller's listing taken whole by the buyer: the new order's id. */
export async function newOrder(t: TestApp, s: Trader, b: Trader, amount: number, tradeWay: TradeWay = 'online', publisher: 'seller' | 'buyer' = 'seller') {
  const listing =
    publisher === 'seller'
      ? await publish(t, s, { publishType: 1, price: amount, quantity: 1, tradeWays: [tradeWay] })
      : await publish(t, b, { publishType: 0, price: amount, quantity: 1, tradeWays: [tradeWay] });
  const confirmed = await take(t, publisher === 'seller' ? b : s, listing, 1, tradeWay);
  if (confirmed.code !== 200) throw new Error(`confirm: ${confirmed.msg}`);
  return confirmed.data.tradeBaskets[0]!.orderId;
}

export async function orderOf(t: TestApp, who: Trader, orderId: number): Promise<OrderDetail> {
  const reply = await get<OrderDetail>(t, `/api/user/order/info?orderId=${orderId}`, { token: who.token });
  if (reply.code !== 200) throw new Error(`order info: ${reply.msg}`);
  return reply.data;
}

export const act = (t: TestApp, who: Trader, path: string, body: Record<string, unknown>, idempotencyKey?: string) =>
  t.app
    .inject({ method: 'POST', url: path, payload: body, headers: { token: who.token, ...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}) } })
    .then((r) => ({ ...(r.json() as { code: number; msg: string; data: OrderChange }), status: r.statusCode }));

/** A lifecycle call that must succeed: the scenario's next step. */
export async function step(t: TestApp, who: Trader, path: string, body: Record<string, unknown>): Promise<OrderChange> {
  const reply = await act(t, who, path, body);
  expect(reply.code, `${path}: ${reply.msg}`).toBe(200);
  return reply.data;
}

/** An online order paid, shipped and received: completed, waiting for evaluations. */
export async function completedOrder(t: TestApp, s: Trader, b: Trader, amount: number): Promise<number> {
  const orderId = await newOrder(t, s, b, amount);
  await step(t, b, '/api/trade/online/buyer/pay', { orderId, payPassword });
  await step(t, s, '/api/trade/online/seller/ship', { orderId, expressCompany: '顺丰速运', trackingNo: 'SF123456789' });
  await step(t, b, '/api/trade/online/buyer/receive', { orderId, payPassword });
  return orderId;
}

/** Moves the clock past the order's current deadline and runs the deadline job once. */
export async function passDeadline(t: TestApp, orderId: number): Promise<void> {
  const [row] = await t.db.select({ deadlineAt: orders.deadlineAt }).from(orders).where(eq(orders.id, orderId));
  if (!row?.deadlineAt) throw new Error(`order ${orderId} has no deadline`);
  const now = t.clock.now().getTime();
  t.clock.advance(Math.max(0, row.deadlineAt.getTime() - now) + 1_000);
  await runDueDeadlines(t.db, t.clock.now);
}

export async function balanceOf(t: TestApp, userId: number, asset: 'cny' | 'bean' = 'cny'): Promise<number> {
  const [row] = await t.db.select({ balance: accounts.balance }).from(accounts).where(sql`${accounts.userId} = ${userId} and ${accounts.asset} = ${asset} and ${accounts.purse} = 'main'`);
  return row?.balance ?? 0;
}

/** States of the online machine in which the buyer's money sits in escrow. */
const holdsEscrow = (machine: string, value: unknown, context: unknown) => {
  if (machine !== 'order') return false;
  const s = resolveSnapshot('order', value as never, context);
  return s.matches('awaitingShipment') || s.matches('awaitingReceipt') || s.matches('disputed');
};

/**
 * The money invariants (design/architecture.md, Money), checked after every scenario: the postings of each asset
 * sum to zero; every cached balance equals the sum of its postings; no member is below zero; the bean reserve backs
 * every member's gold beans; the escrow pool holds exactly what the open paid orders hold.
 */
export async function expectLedgerInvariants(t: TestApp): Promise<void> {
  const all = await t.db.select().from(accounts);
  const sums = await t.db
    .select({ accountId: postings.accountId, total: sql<string>`sum(${postings.amount})` })
    .from(postings)
    .groupBy(postings.accountId);
  const byAccount = new Map(sums.map((s) => [s.accountId, Number(s.total)]));
  const perAsset = new Map<string, number>();
  for (const account of all) {
    expect(account.balance, `account ${account.id} cache`).toBe(byAccount.get(account.id) ?? 0);
    perAsset.set(account.asset, (perAsset.get(account.asset) ?? 0) + account.balance);
    if (account.userId !== null) expect(account.balance).toBeGreaterThanOrEqual(0);
  }
  for (const [asset, total] of perAsset) expect(total, `${asset} sums to zero`).toBe(0);

  // Every member's gold bean is backed by the yuan that bought it (docs/adr/0025): the reserve can redeem them all.
  const reserve = all.find((a) => a.systemCode === systemAccounts.beanReserve && a.asset === 'cny')?.balance ?? 0;
  const memberBeans = all.filter((a) => a.userId !== null && a.asset === 'bean').reduce((sum, a) => sum + a.balance, 0);
  expect(reserve, 'the bean reserve backs every member bean').toBeGreaterThanOrEqual(memberBeans * beanValueFen);

  const escrow = all.find((a) => a.systemCode === systemAccounts.escrow && a.asset === 'cny')?.balance ?? 0;
  const open = await t.db.select().from(orders);
  const held = open.filter((o) => holdsEscrow(o.machine, o.stateValue, o.context)).reduce((sum, o) => sum + o.amount, 0);
  expect(escrow, 'escrow equals the open paid orders').toBe(held);
}

export async function dealTimes(t: TestApp, userId: number): Promise<number> {
  const [row] = await t.db.select({ n: users.dealTimes }).from(users).where(eq(users.id, userId));
  return row!.n;
}

/** A fresh app with the seller and the buyer of these tests logged in, their payment passwords set. */
export async function tradingApp(options?: Parameters<typeof buildTestApp>[0]): Promise<{ t: TestApp; s: Trader; b: Trader }> {
  const t = await buildTestApp(options);
  const [s, b] = await Promise.all([trader(t, seller), trader(t, buyer)]);
  return { t, s, b };
}

/** The end of every trading scenario: the money invariants hold, then the app goes. */
export async function closeChecked(t: TestApp): Promise<void> {
  await expectLedgerInvariants(t);
  await t.close();
}
