import { sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { MyDeal, Page } from '../../src/api/contracts/trade';
import { get, type TestApp } from './helpers';
import { platformFees } from './membership-helpers';
import { balanceOf, closeChecked, completedOrder, newOrder, orderOf, payPassword, publish, seller, step, stranger, take, trader, type Trader, tradingApp } from './trade-helpers';

/** What an order meant for each member's money: OrderDetail.ledger, GET /api/trade/marketing/my/page (invoices: invoices.test.ts). */
let t: TestApp;
let s: Trader;
let b: Trader;
beforeEach(async () => ({ t, s, b } = await tradingApp()));
afterEach(() => closeChecked(t));

const myDeals = async (who: Trader) => {
  const reply = await get<Page<MyDeal>>(t, '/api/trade/marketing/my/page', { token: who.token });
  expect(reply.code, reply.msg).toBe(200);
  return reply.data;
};
const sum = (lines: { amount: number }[]) => lines.reduce((total, l) => total + l.amount, 0);

describe('the ledger lines of an order', () => {
  it('each member sees their own postings, oldest first, and they add up to what their balance moved (fee included)', async () => {
    const [buyerBefore, sellerBefore, feesBefore] = [await balanceOf(t, b.id), await balanceOf(t, s.id), await platformFees(t)];
    const orderId = await newOrder(t, s, b, 30_000);
    expect((await orderOf(t, b, orderId)).ledger).toEqual([]);
    await step(t, b, '/api/trade/online/buyer/pay', { orderId, payPassword });
    t.clock.advance(60_000);
    await step(t, s, '/api/trade/online/seller/ship', { orderId, expressCompany: '顺丰速运', trackingNo: 'SF123456789' });
    await step(t, b, '/api/trade/refunds/buyer/apply', { orderId, reason: '少发', amount: 10_000, withReturn: false });
    t.clock.advance(60_000);
    await step(t, s, '/api/trade/refunds/seller/confirm', { orderId });

    const buyerLines = (await orderOf(t, b, orderId)).ledger;
    expect(buyerLines).toEqual([
      { time: '2026-11-22 10:00:00', memo: `订单${orderId}：付款至平台担保`, amount: -30_000 },
      { time: '2026-11-22 10:02:00', memo: `订单${orderId}：退款给买家、货款结算给卖家、平台服务费`, amount: 10_000 },
    ]);
    // The seller keeps 200 yuan less the 0.5% fee (1 yuan): 货款 and 平台服务费 are lines of their own, exact to the fen,
    // the fee being what the same journal entry paid the platform.
    const sellerLines = (await orderOf(t, s, orderId)).ledger;
    expect(sellerLines).toEqual([
      { time: '2026-11-22 10:02:00', memo: `订单${orderId}：货款结算给卖家`, amount: 20_000 },
      { time: '2026-11-22 10:02:00', memo: `订单${orderId}：平台服务费`, amount: -100 },
    ]);
    expect(-sellerLines[1]!.amount).toBe((await platformFees(t)) - feesBefore);
    expect(sum(buyerLines)).toBe((await balanceOf(t, b.id)) - buyerBefore);
    expect(sum(sellerLines)).toBe((await balanceOf(t, s.id)) - sellerBefore);
  });

  it('order 900 never shows order 9000, 9001 or 9002’s postings', async () => {
    // The demo's deals hold the first few hundred ids (seed-deals.ts, seed-automatch.ts): the ids are set here so that
    // one order's number begins the others' (a key matched by its beginning would mix them up).
    const listing = await publish(t, s, { publishType: 1, price: 1_000, quantity: 4 });
    const takeAt = async (id: number) => {
      await t.db.execute(sql`select setval('orders_id_seq', ${id - 1})`);
      return (await take(t, b, listing, 1)).data.tradeBaskets[0]!.orderId;
    };
    const ids = [await takeAt(900), await takeAt(9000), await takeAt(9001), await takeAt(9002)];
    expect(ids).toEqual([900, 9000, 9001, 9002]);
    for (const orderId of ids) await step(t, b, '/api/trade/online/buyer/pay', { orderId, payPassword });
    for (const orderId of [900, 9002]) expect((await orderOf(t, b, orderId)).ledger.map((l) => l.amount)).toEqual([-1_000]);
  });
});

describe('my deals (GET /api/trade/marketing/my/page)', () => {
  it('lists completed orders only, latest first, each with the net its ledger lines add up to', async () => {
    // The demo members' history (seed-deals.ts) comes first in time: the three made here head the list.
    const before = { buyer: (await myDeals(b)).total, seller: (await myDeals(s)).total };
    const early = await completedOrder(t, s, b, 30_000);
    t.clock.advance(60_000);
    const offline = await newOrder(t, s, b, 8_000, 'offline');
    await step(t, b, '/api/trade/offline/buyer/confirmComplete', { orderId: offline });
    await step(t, s, '/api/trade/offline/seller/confirmComplete', { orderId: offline });
    t.clock.advance(60_000);
    const late = await completedOrder(t, s, b, 20_000);
    await newOrder(t, s, b, 5_000); // unpaid: not a deal
    const paid = await newOrder(t, s, b, 6_000);
    await step(t, b, '/api/trade/online/buyer/pay', { orderId: paid, payPassword }); // moved money, still not a deal

    const mine = await myDeals(b);
    expect(mine.total).toBe(before.buyer + 3);
    expect(mine.list.slice(0, 3).map((d) => [d.orderId, d.side, d.counterpart, d.tradeWay, d.net])).toEqual([
      [late, 'buyer', seller, 'online', -20_000],
      [offline, 'buyer', seller, 'offline', 0],
      [early, 'buyer', seller, 'online', -30_000],
    ]);
    const theirs = await myDeals(s);
    expect(theirs.total).toBe(before.seller + 3);
    expect(theirs.list.slice(0, 3).map((d) => [d.orderId, d.side, d.net])).toEqual([
      [late, 'seller', 20_000 - 100],
      [offline, 'seller', 0],
      [early, 'seller', 30_000 - 150],
    ]);
    for (const deal of theirs.list) expect(deal.net).toBe(sum((await orderOf(t, s, deal.orderId)).ledger));
    expect(theirs.list[0]).toMatchObject({ productName: '1981年 T58 辛酉年鸡票', quantity: 1, price: 20_000, amount: 20_000, dealTime: '2026-11-22 10:02:00' });
    // A member party to none of these orders sees only their own history.
    const third = await trader(t, stranger, { payPassword: false });
    const theirOwn = await myDeals(third);
    expect(theirOwn.list.some((d) => [early, offline, late].includes(d.orderId))).toBe(false);
    expect((await get(t, '/api/trade/marketing/my/page')).status).toBe(401);
  });
});
