import { and, eq } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allMessages } from '../../src/api/contracts/all-messages';
import type { Candles, MatchDetail, MatchFee, MatchOrder, MatchOrderResult, MatchVariety, MyFill } from '../../src/api/contracts/automatch';
import type { OrderAudit } from '../../src/api/contracts/order-audit';
import type { Page } from '../../src/api/contracts/trade';
import { accounts, listings, matchOrders, orders, sysSettings } from '../../server/src/db/schema';
import { runAllDue } from '../../server/src/jobs/due-jobs';
import { MemoryBus, type LiveEvent } from '../../server/src/realtime/bus';
import { expectMatchInvariants, keyedPost } from './automatch-helpers';
import { buildTestApp, get, type TestApp } from './helpers';
import { fund, fundBeans } from './membership-helpers';
import { balanceOf, payPassword, productId, step, trader, type Trader } from './trade-helpers';

/**
 * Auto-match (issue 28) through its calls: placing (the hold, the fee, a fill at the resting price, price improvement,
 * bad input, too little money), the book and the fills as anyone reads them, amend and cancel through the lifecycle
 * dispatch (another member's order refused), the expiry job, the escrow order a fill makes carried to completion, the
 * K-line's candles against hand-computed ones across a China day, and the live pushes.
 */
let t: TestApp;
let bus: MemoryBus;
let a: Trader; // 老周邮票: buys
let b: Trader; // 金陵藏家: sells
let c: Trader; // 华夏邮社: a third member
let variety: number;
let other: number;
const told: LiveEvent[] = [];
const text = (key: string) => (allMessages as Record<string, string>)[key];

const call = <T>(who: { token: string }, url: string, body: unknown, key?: string | null) => keyedPost<T>(t, who, url, body, key);
const place = (who: Trader, fields: Record<string, unknown>, key?: string | null) =>
  call<MatchOrderResult>(who, '/api/automatic/pairing/order', { productId: variety, side: 'buy', price: 10_000, quantity: 1, ...fields }, key);
async function placed(who: Trader, fields: Record<string, unknown>): Promise<MatchOrderResult> {
  const reply = await place(who, fields);
  if (reply.code !== 200) throw new Error(`place: ${reply.msg}`);
  return reply.data;
}
const cancel = (who: Trader, id: number) => call<MatchOrderResult>(who, `/api/automatic/pairing/cancel/${id}`, {});
const amend = (who: Trader, id: number, body: Record<string, unknown>) => call<MatchOrderResult>(who, `/api/automatic/pairing/amend/${id}`, body);
const detail = (productId = variety) => get<MatchDetail>(t, `/api/automatic/pairing/details?productId=${productId}`);
const heldBy = async (userId: number) =>
  (await t.db.select().from(accounts).where(and(eq(accounts.userId, userId), eq(accounts.purse, 'match'))))[0]?.balance ?? 0;

/** Leaves the book empty: every open order of the test's members cancelled. */
async function clearBook() {
  for (const who of [a, b, c]) {
    const open = await get<Page<MatchOrder>>(t, '/api/automatic/pairing/my/orders?stage=active&pageSize=50', { token: who.token });
    for (const order of open.data.list) expect((await cancel(who, order.id)).code).toBe(200);
  }
}

beforeAll(async () => {
  bus = new MemoryBus();
  t = await buildTestApp({ bus });
  [a, b, c] = await Promise.all([trader(t, '老周邮票'), trader(t, '金陵藏家'), trader(t, '华夏邮社')]);
  variety = await productId(t);
  other = await productId(t, 'T46');
  for (const who of [a, b, c]) {
    await fundBeans(t, who.id, 1_000);
    await fund(t, who.id, 1_000_000);
  }
  for (const id of [variety, other]) bus.subscribe(`automatch:${id}`, (event) => told.push(event));
});
afterAll(async () => {
  await expectMatchInvariants(t);
  await t.close();
});

describe('placing an order', () => {
  it('a buy holds price × units and pays the p_pap fee in gold beans; GET fee said so first', async () => {
    const fee = await get<MatchFee>(t, '/api/automatic/pairing/fee', { token: a.token });
    expect(fee.data.feeBeans).toBe(10);
    const before = { cny: await balanceOf(t, a.id), beans: await balanceOf(t, a.id, 'bean') };
    const { order, fills } = await placed(a, { price: 12_000, quantity: 3 });
    expect(fills).toEqual([]);
    expect(order).toMatchObject({ side: 'buy', price: 12_000, quantity: 3, filled: 0, held: 36_000, feeBeans: 10, stage: 'open', averagePrice: null });
    expect(await balanceOf(t, a.id)).toBe(before.cny - 36_000);
    expect(await balanceOf(t, a.id, 'bean')).toBe(before.beans - 10);
    expect(await heldBy(a.id)).toBe(36_000);
    await clearBook();
    expect(await balanceOf(t, a.id)).toBe(before.cny);
  });

  it('a crossing sell fills at the resting price, partly, and the fill is a paid escrow order', async () => {
    const buy = await placed(a, { price: 12_000, quantity: 3 });
    const sellerBefore = await balanceOf(t, b.id);
    const { order, fills } = await placed(b, { side: 'sell', price: 11_000, quantity: 2 });
    expect(order).toMatchObject({ stage: 'filled', filled: 2, averagePrice: 12_000, held: 0 });
    expect(fills).toHaveLength(1);
    expect(fills[0]).toMatchObject({ price: 12_000, quantity: 2, takerSide: 'sell', side: 'sell', amount: 24_000, matchOrderId: order.id });
    const [trade] = await t.db.select().from(orders).where(eq(orders.id, fills[0]!.tradeOrderId));
    expect(trade).toMatchObject({ buyerId: a.id, sellerId: b.id, price: 12_000, quantity: 2, amount: 24_000, stage: 'toShip', tradeWay: 'online' });
    // The seller is paid on receipt, not before.
    expect(await balanceOf(t, b.id)).toBe(sellerBefore);
    const mine = await get<Page<MatchOrder>>(t, `/api/automatic/pairing/my/orders?stage=active`, { token: a.token });
    expect(mine.data.list.map((o) => [o.id, o.stage, o.filled, o.held])).toEqual([[buy.order.id, 'partiallyFilled', 2, 12_000]]);
    expect(await heldBy(a.id)).toBe(12_000);
    const buyerFills = await get<Page<MyFill>>(t, '/api/automatic/pairing/my/fills', { token: a.token });
    expect(buyerFills.data.list[0]).toMatchObject({ side: 'buy', matchOrderId: buy.order.id, tradeOrderId: fills[0]!.tradeOrderId });
    await clearBook();
  });

  it('a buy crossing a cheaper ask pays the ask, and what its limit held over that goes back to the balance', async () => {
    await placed(b, { side: 'sell', price: 9_000, quantity: 1 });
    const before = await balanceOf(t, a.id);
    const { order, fills } = await placed(a, { price: 10_000, quantity: 1 });
    expect(fills.map((f) => [f.price, f.quantity])).toEqual([[9_000, 1]]);
    expect(order.stage).toBe('filled');
    expect(await balanceOf(t, a.id)).toBe(before - 9_000);
    expect(await heldBy(a.id)).toBe(0);
  });

  it('price-time priority: the best price first, then the oldest; one taker sweeps several levels', async () => {
    const first = await placed(b, { side: 'sell', price: 10_100, quantity: 1 });
    const cheaper = await placed(c, { side: 'sell', price: 10_000, quantity: 1 });
    const second = await placed(c, { side: 'sell', price: 10_100, quantity: 2 });
    const { fills } = await placed(a, { price: 10_100, quantity: 3 });
    expect(fills.map((f) => [f.price, f.quantity])).toEqual([
      [10_000, 1],
      [10_100, 1],
      [10_100, 1],
    ]);
    const stages = await t.db.select({ id: matchOrders.id, stage: matchOrders.stage, filled: matchOrders.filled }).from(matchOrders);
    const of = (id: number) => stages.find((s) => s.id === id);
    expect(of(cheaper.order.id)).toMatchObject({ stage: 'filled' });
    expect(of(first.order.id)).toMatchObject({ stage: 'filled' });
    expect(of(second.order.id)).toMatchObject({ stage: 'partiallyFilled', filled: 1 });
    await clearBook();
  });

  it('bad input is refused with its message and places nothing', async () => {
    const count = async () => (await t.db.select().from(matchOrders)).length;
    const before = await count();
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ price: 0 }, 'matchEnterPrice'],
      [{ price: 100.5 }, 'matchEnterPrice'],
      [{ price: '100' }, 'matchEnterPrice'],
      [{ quantity: 0 }, 'matchEnterQuantity'],
      [{ side: 'short' }, 'matchChooseSide'],
      [{ productId: 'T46' }, 'matchChooseVariety'],
      [{ days: 31 }, 'matchEnterDays'],
    ];
    for (const [fields, key] of cases) {
      const reply = await place(a, fields);
      expect([reply.status, reply.msg], JSON.stringify(fields)).toEqual([400, text(key)]);
    }
    const missing = await place(a, { productId: 999_999 });
    expect([missing.status, missing.msg]).toEqual([400, text('matchVarietyNotFound')]);
    expect(await count()).toBe(before);
  });

  it('too little balance for the hold, or too few beans for the fee: refused, nothing held or charged', async () => {
    const poor = await trader(t, '邮友小王');
    await fundBeans(t, poor.id, 100);
    const broke = await place(poor, { price: (await balanceOf(t, poor.id)) + 1, quantity: 1 });
    expect([broke.status, broke.msg]).toEqual([400, text('insufficientBalance')]);
    await fund(t, poor.id, 100_000);
    const [row] = await t.db.select().from(sysSettings).where(eq(sysSettings.key, 'goldPaymentItem'));
    const beans = await balanceOf(t, poor.id, 'bean');
    await t.db.update(sysSettings).set({ value: { ...(row!.value as Record<string, number>), p_pap: beans + 1 } }).where(eq(sysSettings.key, 'goldPaymentItem'));
    const cny = await balanceOf(t, poor.id);
    const few = await place(poor, { price: 10_000, quantity: 1 });
    await t.db.update(sysSettings).set({ value: row!.value }).where(eq(sysSettings.key, 'goldPaymentItem'));
    expect([few.status, few.msg]).toEqual([400, text('beansInsufficient')]);
    expect([await balanceOf(t, poor.id), await balanceOf(t, poor.id, 'bean')]).toEqual([cny, beans]);
    expect(await t.db.select().from(matchOrders).where(eq(matchOrders.userId, poor.id))).toEqual([]);
  });

  it('an order that would meet the member’s own order on the other side is refused (no self-trade)', async () => {
    const sell = await placed(b, { side: 'sell', price: 10_000, quantity: 1 });
    const self = await place(b, { side: 'buy', price: 10_000, quantity: 1 });
    expect([self.status, self.msg]).toEqual([400, text('matchSelfCross')]);
    // Below their own ask it rests.
    expect((await place(b, { side: 'buy', price: 9_000, quantity: 1 })).code).toBe(200);
    expect((await cancel(b, sell.order.id)).code).toBe(200);
    await clearBook();
  });

  it('a sell order’s units are not an offer: not in the market nor the member’s offers', async () => {
    const sell = await placed(b, { side: 'sell', price: 10_000, quantity: 1 });
    const [listing] = await t.db.select().from(listings).where(eq(listings.id, (await t.db.select().from(matchOrders).where(eq(matchOrders.id, sell.order.id)))[0]!.listingId!));
    expect(listing!.state).toBe('matching');
    const market = await t.app.inject({ method: 'POST', url: '/api/trade/whole/list', payload: { pageNo: 1, pageSize: 50, publisherId: b.id } });
    expect((market.json() as { data: { list: Array<{ id: number }> } }).data.list.map((l) => l.id)).not.toContain(listing!.id);
    const own = await t.app.inject({ method: 'POST', url: '/api/user/trade/list/all', payload: { pageNo: 1, pageSize: 50 }, headers: { token: b.token } });
    expect((own.json() as { data: { list: Array<{ id: number }> } }).data.list.map((l) => l.id)).not.toContain(listing!.id);
    await clearBook();
  });

  it('the same request again is answered with the order it made, held once; the key with another body is refused', async () => {
    const key = randomUUID();
    const held = await heldBy(a.id);
    const first = await place(a, { price: 8_000, quantity: 2 }, key);
    const again = await place(a, { price: 8_000, quantity: 2 }, key);
    expect(again.data.order.id).toBe(first.data.order.id);
    expect(await heldBy(a.id)).toBe(held + 16_000);
    const other = await place(a, { price: 8_100, quantity: 2 }, key);
    expect([other.status, other.msg]).toEqual([409, text('idempotencyKeyOtherBody')]);
    await clearBook();
  });

  it('a visitor reads the books but may not place', async () => {
    const visitor = await t.app.inject({ method: 'POST', url: '/api/automatic/pairing/order', payload: { productId: variety, side: 'buy', price: 1, quantity: 1 } });
    expect(visitor.statusCode).toBe(401);
    const page = await get<Page<MatchVariety>>(t, '/api/automatic/pairing/page');
    expect(page.data.list.map((v) => v.productId)).toContain(variety);
    expect((await detail(12_345_678)).msg).toBe(text('matchVarietyNotFound'));
  });
});

describe('amend and cancel (lifecycle calls)', () => {
  it('another member’s order is not found, for amend and cancel alike, and stays as it was', async () => {
    const { order } = await placed(a, { price: 7_000, quantity: 2 });
    for (const reply of [await cancel(c, order.id), await amend(c, order.id, { price: 7_100 })]) expect([reply.status, reply.msg]).toEqual([404, text('matchOrderNotFound')]);
    const mine = await get<Page<MatchOrder>>(t, '/api/automatic/pairing/my/orders', { token: c.token });
    expect(mine.data.list.map((o) => o.id)).not.toContain(order.id);
    expect((await t.db.select().from(matchOrders).where(eq(matchOrders.id, order.id)))[0]).toMatchObject({ stage: 'open', price: 7_000 });
    await clearBook();
  });

  it('fewer units keep the order’s place; a new price loses it', async () => {
    const older = await placed(b, { side: 'sell', price: 10_500, quantity: 3 });
    const newer = await placed(c, { side: 'sell', price: 10_500, quantity: 1 });
    expect((await amend(b, older.order.id, { quantity: 2 })).data.order).toMatchObject({ quantity: 2, held: 2 });
    const first = await placed(a, { price: 10_500, quantity: 1 });
    expect(first.fills[0]!.matchOrderId).toBe(first.order.id);
    expect((await t.db.select().from(matchOrders).where(eq(matchOrders.id, older.order.id)))[0]!.filled).toBe(1);
    // Repriced to the same level's price again: the older order now queues behind the newer one.
    await amend(b, older.order.id, { price: 10_600 });
    await amend(b, older.order.id, { price: 10_500 });
    await placed(a, { price: 10_500, quantity: 1 });
    expect((await t.db.select().from(matchOrders).where(eq(matchOrders.id, newer.order.id)))[0]!.stage).toBe('filled');
    await clearBook();
  });

  it('a buy repriced over the best ask fills at once; its hold moves with the price', async () => {
    await placed(b, { side: 'sell', price: 10_000, quantity: 1 });
    const { order } = await placed(a, { price: 9_000, quantity: 2 });
    expect(await heldBy(a.id)).toBe(18_000);
    const amended = await amend(a, order.id, { price: 10_200 });
    expect(amended.code, amended.msg).toBe(200);
    expect(amended.msg).toBe(text('matchAmended'));
    expect(amended.data.fills.map((f) => [f.price, f.quantity])).toEqual([[10_000, 1]]);
    expect(amended.data.order).toMatchObject({ stage: 'partiallyFilled', filled: 1, held: 10_200 });
    expect(await heldBy(a.id)).toBe(10_200);
    await clearBook();
  });

  it('refuses an amend to no more units than have filled, or more than ordered, and any step on an ended order', async () => {
    await placed(b, { side: 'sell', price: 10_000, quantity: 1 });
    const { order } = await placed(a, { price: 10_000, quantity: 3 });
    for (const quantity of [1, 4]) {
      const reply = await amend(a, order.id, { quantity });
      expect([reply.status, reply.msg]).toEqual([400, text('matchActionNotAllowed')]);
    }
    expect((await amend(a, order.id, {})).msg).toBe(text('matchAmendNothing'));
    expect((await cancel(a, order.id)).data.order.stage).toBe('cancelled');
    const again = await cancel(a, order.id);
    expect([again.status, again.msg]).toEqual([400, text('matchActionNotAllowed')]);
    expect(await heldBy(a.id)).toBe(0);
  });
});

describe('expiry, delivery, the K-line and live pushes', () => {
  it('an order past its last China day expires and its hold goes back', async () => {
    const { order } = await placed(a, { price: 5_000, quantity: 2, days: 1 });
    expect(order.expireTime.slice(11)).toBe('00:00:00');
    t.clock.advance(24 * 3_600_000);
    await runAllDue(t.db, t.clock.now);
    expect((await t.db.select().from(matchOrders).where(eq(matchOrders.id, order.id)))[0]!.stage).toBe('expired');
    expect(await heldBy(a.id)).toBe(0);
  });

  it('the fill’s escrow order goes through the delivery flow: shipped, received, the seller paid', async () => {
    await placed(b, { side: 'sell', price: 20_000, quantity: 1 });
    const { fills } = await placed(a, { price: 20_000, quantity: 1 });
    const orderId = fills[0]!.tradeOrderId;
    // The auditors' replay: 下单 by the engine, then its pay from the hold, lead to the stored state.
    const audit = await get<OrderAudit>(t, `/api/user/order/events?orderId=${orderId}`, { token: b.token });
    expect(audit.data, audit.msg).toMatchObject({ replayMatches: true, stateValue: { awaitingShipment: 'open' } });
    expect(audit.data.events.map((e) => [e.event, e.role])).toEqual([
      ['order.created', 'system'],
      ['order.matched', 'system'],
    ]);
    const sellerBefore = await balanceOf(t, b.id);
    await step(t, b, '/api/trade/online/seller/ship', { orderId, expressCompany: '顺丰速运', trackingNo: 'SF123456789' });
    await step(t, a, '/api/trade/online/buyer/receive', { orderId, payPassword });
    expect(await balanceOf(t, b.id)).toBeGreaterThan(sellerBefore);
  });

  it('candles from the fills, in China days: hand-computed across midnight', async () => {
    // The clock stands at 10:00 China time plus a day; fills at 23:59:30 and then 00:00:10 the next China day.
    const dayStart = Date.parse('2026-11-23T00:00:00+08:00');
    const toChina = (ms: number) => t.clock.advance(ms - t.clock.now().getTime());
    const fillAt = async (price: number, quantity: number) => {
      await placed(b, { productId: other, side: 'sell', price, quantity });
      await placed(a, { productId: other, price, quantity });
    };
    toChina(dayStart + (23 * 3600 + 59 * 60) * 1000);
    await fillAt(10_000, 1);
    toChina(dayStart + (23 * 3600 + 59 * 60 + 30) * 1000);
    await fillAt(12_000, 2);
    toChina(dayStart + (24 * 3600 + 10) * 1000);
    await fillAt(11_000, 3);
    await fillAt(9_000, 1);
    const day = await get<Candles>(t, `/api/automatic/pairing/kLineGraph?productId=${other}&interval=1d`);
    expect(day.data.candles).toEqual([
      { time: dayStart / 1000, open: 10_000, high: 12_000, low: 10_000, close: 12_000, volume: 3 },
      { time: dayStart / 1000 + 86_400, open: 11_000, high: 11_000, low: 9_000, close: 9_000, volume: 4 },
    ]);
    const minute = await get<Candles>(t, `/api/automatic/pairing/kLineGraph?productId=${other}&interval=1m`);
    expect(minute.data.candles.map((c) => [c.time - dayStart / 1000, c.volume])).toEqual([
      [23 * 3600 + 59 * 60, 3],
      [24 * 3600, 4],
    ]);
    const fourHours = await get<Candles>(t, `/api/automatic/pairing/kLineGraph?productId=${other}&interval=4h`);
    expect(fourHours.data.candles.map((c) => c.time - dayStart / 1000)).toEqual([20 * 3600, 24 * 3600]);
    const bad = await get<Candles>(t, `/api/automatic/pairing/kLineGraph?productId=${other}&interval=2m`);
    expect([bad.status, bad.msg]).toEqual([400, text('matchChooseInterval')]);
  });

  it('the variety’s channel was told of the book and each fill; the figures read from the fills', async () => {
    const fillsTold = told.filter((e) => e.type === 'automatch.fill' && e.productId === other);
    expect(fillsTold.map((e) => (e.fill as { price: number }).price)).toEqual([10_000, 12_000, 11_000, 9_000]);
    expect(told.some((e) => e.type === 'automatch.book' && e.productId === variety)).toBe(true);
    const { data } = await detail(other);
    expect(data.variety).toMatchObject({ lastPrice: 9_000, previousClose: 12_000, volume: 4, bestBid: null, bestAsk: null });
    expect(data.fills.map((f) => f.price)).toEqual([9_000, 11_000, 12_000, 10_000]);
  });

  it('the wallet log names the hold and its release', async () => {
    const log = await get<Page<{ itemName: string; amount: number }>>(t, '/api/user/account/log/page?purse=match&pageSize=50', { token: a.token });
    const names = new Set(log.data.list.map((l) => l.itemName));
    expect(names).toEqual(new Set(['撮合委托冻结', '撮合委托解冻']));
  });

  it('the fee is free when the operator prices none', async () => {
    const [row] = await t.db.select().from(sysSettings).where(eq(sysSettings.key, 'goldPaymentItem'));
    await t.db.update(sysSettings).set({ value: { ...(row!.value as Record<string, number>), p_pap: 0 } }).where(eq(sysSettings.key, 'goldPaymentItem'));
    const beans = await balanceOf(t, a.id, 'bean');
    const { order } = await placed(a, { price: 1_000, quantity: 1 });
    expect(order.feeBeans).toBe(0);
    expect(await balanceOf(t, a.id, 'bean')).toBe(beans);
    await t.db.update(sysSettings).set({ value: row!.value }).where(eq(sysSettings.key, 'goldPaymentItem'));
    await clearBook();
  });
});
