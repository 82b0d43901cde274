import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { orders } from '../../server/src/db/schema';
import { messages } from '../../src/api/contracts/messages';
import { orderStages, type Deal, type OrderStage, type OrderStatistics, type OrderSummary, type Page } from '../../src/api/contracts/trade';
import { post, type TestApp } from './helpers';
import { buyer, closeChecked, completedOrder, newOrder, orderOf, payPassword, productId, publish, step, stranger, take, trader, type Trader, tradingApp } from './trade-helpers';

/** Order stages and the order lists: POST /api/order/list, /api/user/trade/order/list, its statistics, /api/order/whole/list. */
let t: TestApp;
let s: Trader;
let b: Trader;
beforeEach(async () => ({ t, s, b } = await tradingApp()));
afterEach(() => closeChecked(t));

const none = Object.fromEntries([...orderStages, 'all'].map((k) => [k, 0])) as OrderStatistics;
const statistics = async (who: Trader) => (await post<OrderStatistics>(t, '/api/user/trade/order/statistics/info', {}, { token: who.token })).data;
/**
 * What a member's demo history holds (server/src/db/seed-deals.ts): its orders have all ended, so a test's counts are
 * the history's ended orders plus what the test made.
 */
const plusHistory = (past: OrderStatistics, counts: Partial<OrderStatistics>): OrderStatistics => ({
  ...none,
  ...counts,
  ended: past.ended + (counts.ended ?? 0),
  all: past.all + (counts.all ?? 0),
});
const listIds = async (who: Trader, body: Record<string, unknown>, query = '') => {
  const reply = await post<Page<OrderSummary>>(t, `/api/order/list${query}`, body, { token: who.token });
  expect(reply.code, reply.msg).toBe(200);
  return reply.data.list.map((o) => o.id);
};

describe('an order’s stage', () => {
  it('follows the online lifecycle: in the order, its row, the stage filter and both members’ statistics', async () => {
    const past = new Map([b, s].map((who) => [who, undefined as OrderStatistics | undefined]));
    for (const who of [b, s]) past.set(who, await statistics(who));
    const history = new Map([[s, await listIds(s, { stage: 'ended' }, '?pageSize=50')]]);
    const orderId = await newOrder(t, s, b, 10_000);
    const expectStage = async (stage: OrderStage) => {
      expect((await orderOf(t, b, orderId)).stage).toBe(stage);
      const [row] = await t.db.select({ stage: orders.stage }).from(orders).where(eq(orders.id, orderId));
      expect(row!.stage).toBe(stage);
      expect((await listIds(b, { stage }))[0]).toBe(orderId);
      for (const other of orderStages.filter((x) => x !== stage)) expect(await listIds(s, { stage: other }, '?pageSize=50')).toEqual(other === 'ended' ? history.get(s) : []);
      for (const who of [b, s]) expect(await statistics(who)).toEqual(plusHistory(past.get(who)!, { [stage]: 1, all: 1 }));
    };
    await expectStage('toPay');
    await step(t, b, '/api/trade/online/buyer/pay', { orderId, payPassword });
    await expectStage('toShip');
    // A cancellation request is still part of 待发货.
    await step(t, b, '/api/trade/online/apply/cancel', { orderId, reason: '拍错了' });
    await expectStage('toShip');
    await step(t, b, '/api/trade/online/revoke/cancel', { orderId });
    await step(t, s, '/api/trade/online/seller/ship', { orderId, expressCompany: '顺丰速运', trackingNo: 'SF123456789' });
    await expectStage('toReceive');
    await step(t, b, '/api/trade/refunds/buyer/apply', { orderId, reason: '品相不符', amount: 5_000, withReturn: false });
    await expectStage('afterSale');
    await step(t, b, '/api/trade/refunds/buyer/cancel', { orderId });
    await expectStage('toReceive');
    await step(t, b, '/api/trade/online/buyer/receive', { orderId, payPassword });
    await expectStage('toEvaluate');
    await step(t, b, '/api/trade/trade/evaluation', { orderId, score: 1 });
    await step(t, s, '/api/trade/trade/evaluation', { orderId, score: 1 });
    await expectStage('ended');
  });

  it('an offline trade waits in 待确认 until both answer; the statistics count each member’s orders by stage', async () => {
    const [past, strangerPast] = [await statistics(b), await statistics(await trader(t, stranger, { payPassword: false }))];
    const offline = await newOrder(t, s, b, 9_000, 'offline');
    const online = await newOrder(t, s, b, 9_000);
    expect(await statistics(b)).toEqual(plusHistory(past, { toConfirm: 1, toPay: 1, all: 2 }));
    expect(await listIds(b, { stage: 'toConfirm' })).toEqual([offline]);
    await step(t, b, '/api/trade/offline/buyer/confirmComplete', { orderId: offline });
    await step(t, s, '/api/trade/offline/seller/confirmComplete', { orderId: offline });
    await step(t, s, '/api/trade/publisher/cancel', { orderId: online });
    expect(await statistics(b)).toEqual(plusHistory(past, { ended: 2, all: 2 }));
    expect((await listIds(b, { stage: 'all', tradeWay: 'online' }))[0]).toBe(online);
    expect(await listIds(b, { stage: 'all', tradeWay: 'offline' })).toEqual([offline]);
    expect(await statistics(await trader(t, stranger, { payPassword: false }))).toEqual(strangerPast);
    expect((await post(t, '/api/order/list', { stage: 'open' }, { token: b.token })).status).toBe(400);
  });
});

describe('the orders taken from my offers (POST /api/user/trade/order/list)', () => {
  it('one offer’s with tradeId, or all of them; newest first, from the publisher’s side', async () => {
    const other = await trader(t, stranger);
    // The orders taken from their offers in the demo history (server/src/db/seed-deals.ts), older than these.
    const takenFrom = async (who: Trader) => (await post<Page<OrderSummary>>(t, '/api/user/trade/order/list', {}, { token: who.token })).data.total;
    const [pastS, pastB] = [await takenFrom(s), await takenFrom(b)];
    const sell = await publish(t, s, { publishType: 1, price: 2_000, quantity: 3 });
    const buy = await publish(t, s, { publishType: 0, price: 1_000, quantity: 2 });
    const first = (await take(t, b, sell, 1)).data.tradeBaskets[0]!.orderId;
    const second = (await take(t, other, sell, 2)).data.tradeBaskets[0]!.orderId;
    const third = (await take(t, b, buy, 1)).data.tradeBaskets[0]!.orderId;
    // An order the seller took from someone else's offer is not one taken from theirs.
    const foreign = await publish(t, other, { publishType: 0, price: 500, quantity: 1 });
    await take(t, s, foreign, 1);

    const one = await post<Page<OrderSummary>>(t, '/api/user/trade/order/list', { tradeId: sell }, { token: s.token });
    expect(one.data.total).toBe(2);
    expect(one.data.list.map((o) => [o.id, o.side, o.counterpart, o.quantity, o.stage])).toEqual([
      [second, 'seller', stranger, 2, 'toPay'],
      [first, 'seller', buyer, 1, 'toPay'],
    ]);
    const all = await post<Page<OrderSummary>>(t, '/api/user/trade/order/list?pageSize=10', {}, { token: s.token });
    expect(all.data.list.slice(0, 3).map((o) => [o.id, o.side])).toEqual([
      [third, 'buyer'],
      [second, 'seller'],
      [first, 'seller'],
    ]);
    const after = Math.ceil((pastS + 3) / 10) + 1;
    const paged = await post<Page<OrderSummary>>(t, `/api/user/trade/order/list?pageNo=${after}&pageSize=10`, {}, { token: s.token });
    expect(paged.data).toMatchObject({ list: [], total: pastS + 3, pageNo: after });
    expect(await takenFrom(b)).toBe(pastB);
  });

  it('another member’s offer is refused exactly like a missing one (404)', async () => {
    const sell = await publish(t, s, { publishType: 1, price: 2_000, quantity: 1 });
    await take(t, b, sell, 1);
    expect(await post(t, '/api/user/trade/order/list', { tradeId: sell }, { token: b.token })).toMatchObject({ status: 404, msg: messages.listingNotYours });
    expect(await post(t, '/api/user/trade/order/list', { tradeId: 999_999 }, { token: s.token })).toMatchObject({ status: 404, msg: messages.listingNotYours });
  });
});

describe('completed deals in public (POST /api/order/whole/list)', () => {
  it('lists completed trades without names, of one product with productId', async () => {
    const t70 = await productId(t, 'T70');
    const ofT58 = await completedOrder(t, s, b, 3_000);
    const sell = await publish(t, s, { publishType: 1, price: 7_000, quantity: 1, productId: t70 });
    const ofT70 = (await take(t, b, sell, 1)).data.tradeBaskets[0]!.orderId;
    await step(t, b, '/api/trade/online/buyer/pay', { orderId: ofT70, payPassword });
    await step(t, s, '/api/trade/online/seller/ship', { orderId: ofT70, expressCompany: '顺丰速运', trackingNo: 'SF123456789' });
    await newOrder(t, s, b, 4_000); // not completed
    t.clock.advance(60_000);
    await step(t, b, '/api/trade/online/buyer/receive', { orderId: ofT70, payPassword });

    const all = await post<Page<Deal>>(t, '/api/order/whole/list', {});
    // The demo's own deals (server/src/db/seed-deals.ts) are older and follow; this test's orders are the newer ids.
    expect(all.data.list.filter((d) => d.id >= ofT58).map((d) => d.id)).toEqual([ofT70, ofT58]);
    const onlyT70 = await post<Page<Deal>>(t, '/api/order/whole/list', { productId: t70 });
    expect(onlyT70.data).toMatchObject({ total: 1, list: [{ id: ofT70, productId: t70, price: 7_000, quantity: 1, tradeWay: 'online' }] });
    expect(Object.keys(onlyT70.data.list[0]!)).not.toContain('counterpart');
  });
});
