import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { orders, users } from '../../server/src/db/schema';
import type { BlockTrade } from '../../src/api/contracts/block-trades';
import type { Page, PriceCircle, TraderHomepage } from '../../src/api/contracts/trade';
import { get, post, type TestApp } from './helpers';
import { buyer, closeChecked, completedOrder, newOrder, payPassword, productId, publish, seller, step, take, type Trader, tradingApp } from './trade-helpers';

/** Public market information: block trades, a trader's homepage, a product's price circle. */
let t: TestApp;
let s: Trader;
let b: Trader;
beforeEach(async () => ({ t, s, b } = await tradingApp()));
afterEach(() => closeChecked(t));

const day = 24 * 3_600_000;
const blockTrades = async (query = '', token?: string) => {
  const reply = await get<Page<BlockTrade>>(t, `/api/trade/blockTrades/page${query}`, { token });
  expect(reply.code, reply.msg).toBe(200);
  return reply.data;
};

describe('block trades (GET /api/trade/blockTrades/page)', () => {
  it('lists the seeded lots newest first, with the phone masked for visitors and whole for members', async () => {
    const visitor = await blockTrades();
    expect(visitor.total).toBe(4);
    expect(visitor.list.map((x) => [x.tradeType, x.productName, x.exteriorName, x.quantity, x.priceRange, x.expiryDate, x.phone, x.publisher])).toEqual([
      [0, '2024年 甲辰年龙票', '版票', 300, '¥48.00 - ¥55.00 / 版', '2027-02-20', '138****0004', '华夏邮社'],
      [0, '1981年 T58 辛酉年鸡票', '四方连', 100, '¥520.00 - ¥600.00 / 套', '2027-01-06', '138****0005', '老周邮票'],
      [1, '1993年 癸酉年鸡票', '单枚', 2_000, '¥3.20 - ¥3.80 / 枚', '2027-01-21', '138****0004', '华夏邮社'],
      [1, '2016年 丙申年猴票', '小版', 500, '¥95.00 - ¥110.00 / 版', '2026-12-27', '138****0003', '金陵藏家'],
    ]);
    expect(visitor.list[0]).toMatchObject({ categoryName: '编年邮票', createTime: '2026-11-22 10:00:00' });

    const member = await blockTrades('', b.token);
    expect(member.list.map((x) => x.phone)).toEqual(['13800000004', '13800000005', '13800000004', '13800000003']);
    expect((await blockTrades('?tradeType=1', b.token)).list.map((x) => x.productName)).toEqual(['1993年 癸酉年鸡票', '2016年 丙申年猴票']);
    expect((await blockTrades('?pageNo=2&pageSize=10')).list).toEqual([]);
    expect((await get(t, '/api/trade/blockTrades/page?tradeType=3')).status).toBe(400);
  });

  it('a logged-out token is a visitor here, not an error', async () => {
    await post(t, '/api/user/logout', { appCode: 'PC' }, { token: b.token });
    expect((await blockTrades('', b.token)).list[0]!.phone).toBe('138****0004');
  });

  it('a lot is listed up to and including its expiry day, in China time', async () => {
    t.clock.advance(35 * day + 14 * 3_600_000 - 60_000); // 2026-12-27 23:59 in Beijing
    expect((await blockTrades()).list.map((x) => x.expiryDate)).toContain('2026-12-27');
    t.clock.advance(60_000);
    const later = await blockTrades();
    expect(later.total).toBe(3);
    expect(later.list.map((x) => x.expiryDate)).not.toContain('2026-12-27');
  });
});

describe('a trader’s homepage (GET /api/anon/trade/homepage/{id})', () => {
  it('shows the evaluations the member received, their open offers and their standing, to anyone', async () => {
    // Both start with their demo history (server/src/db/seed-deals.ts): what happens here adds to it.
    const before = (await get<TraderHomepage & { tradeAmount: number }>(t, `/api/anon/trade/homepage/${s.id}`)).data;
    const buyerBefore = (await get<TraderHomepage>(t, `/api/anon/trade/homepage/${b.id}`)).data;
    const first = await completedOrder(t, s, b, 10_000);
    await step(t, b, '/api/trade/trade/evaluation', { orderId: first, score: 1, comment: '好' });
    await step(t, s, '/api/trade/trade/evaluation', { orderId: first, score: -1, comment: '拖延' });
    const second = await completedOrder(t, s, b, 10_000);
    await step(t, b, '/api/trade/trade/evaluation', { orderId: second, score: 0 });
    // An offline trade carries no evaluations.
    const offline = await newOrder(t, s, b, 3_000, 'offline');
    await step(t, b, '/api/trade/offline/buyer/confirmComplete', { orderId: offline });

    const sellerPage = await get<TraderHomepage>(t, `/api/anon/trade/homepage/${s.id}`);
    expect(sellerPage.data).toEqual({
      id: s.id,
      userName: seller,
      levelId: 3,
      vipName: 'VIP会员',
      authType: 'merchant',
      dealTimes: before.dealTimes + 2,
      // The credit score: +1 for the good evaluation, nothing for the neutral one.
      creditScore: before.creditScore + 1,
      evaluations: { ...before.evaluations, good: before.evaluations.good + 1, neutral: before.evaluations.neutral + 1 },
      openListings: 2,
      // Registered long before today (the demo member's history).
      createTime: before.createTime,
      // The two completed online trades (the offline one is not completed), shown (the default); the credit line is not disclosed.
      tradeAmount: before.tradeAmount + 20_000,
      creditLine: null,
    });
    expect(before.createTime < '2026-11-01').toBe(true);
    const buyerPage = await get<TraderHomepage>(t, `/api/anon/trade/homepage/${b.id}`);
    expect(buyerPage.data).toMatchObject({
      userName: buyer,
      evaluations: { ...buyerBefore.evaluations, bad: buyerBefore.evaluations.bad + 1 },
      creditScore: buyerBefore.creditScore - 1,
      openListings: 1,
      authType: 'personal',
    });

    await publish(t, s, { publishType: 1, price: 1_000, quantity: 1 });
    expect((await get<TraderHomepage>(t, `/api/anon/trade/homepage/${s.id}`)).data.openListings).toBe(3);
  });

  it('an unauthenticated member shows no badge; an unknown or disabled member has no homepage', async () => {
    const [newcomer] = await t.db.select().from(users).where(eq(users.userName, '集邮新人'));
    expect((await get<TraderHomepage>(t, `/api/anon/trade/homepage/${newcomer!.id}`)).data).toMatchObject({ authType: 'none', levelId: 1, openListings: 0 });
    expect((await get(t, '/api/anon/trade/homepage/999999')).status).toBe(404);
    expect((await get(t, '/api/anon/trade/homepage/abc')).status).toBe(400);
    await t.db.update(users).set({ disabled: true }).where(eq(users.id, newcomer!.id));
    expect((await get(t, `/api/anon/trade/homepage/${newcomer!.id}`)).status).toBe(404);
  });
});

describe('a product’s price circle (GET /api/anon/trade/priceCircle/{productId})', () => {
  it('the best open bid and ask with stock, and the deals oldest first', async () => {
    const product = await productId(t, 'T70');
    const offer = (who: Trader, publishType: 0 | 1, price: number, quantity = 1, grade = '全品') =>
      publish(t, who, { publishType, price, quantity, productId: product, grade });
    await offer(b, 0, 100);
    const bid = await offer(b, 0, 300, 2, '中品');
    const filledBid = await offer(b, 0, 350);
    await take(t, s, filledBid, 1); // sold out: no longer a bid
    const ask = await offer(s, 1, 400, 2);
    await offer(s, 1, 500);
    const withdrawnAsk = await offer(s, 1, 350);
    await post(t, `/api/user/trade/del/${withdrawnAsk}`, {}, { token: s.token });

    const bought = (await take(t, b, ask, 1)).data.tradeBaskets[0]!.orderId;
    for (const [who, path] of [
      [b, '/api/trade/online/buyer/pay'],
      [s, '/api/trade/online/seller/ship'],
      [b, '/api/trade/online/buyer/receive'],
    ] as const) {
      await step(t, who, path, { orderId: bought, payPassword, expressCompany: '顺丰速运', trackingNo: 'SF123456789' });
    }
    t.clock.advance(60_000);
    const sold = (await take(t, s, bid, 1)).data.tradeBaskets[0]!.orderId;
    await step(t, b, '/api/trade/online/buyer/pay', { orderId: sold, payPassword });
    await step(t, s, '/api/trade/online/seller/ship', { orderId: sold, expressCompany: '顺丰速运', trackingNo: 'SF123456789' });
    await step(t, b, '/api/trade/online/buyer/receive', { orderId: sold, payPassword });

    const circle = await get<PriceCircle>(t, `/api/anon/trade/priceCircle/${product}`);
    expect(circle.data).toEqual({
      product: { id: product, code: 'T70', name: '1982年 T70 壬戌年狗票', exterior: '单枚', unit: '枚', year: 1982, categoryName: '纪特邮票' },
      bestBid: 300,
      bestAsk: 400,
      deals: [
        // Each deal with the grade of the offer it came from: the chart draws a line per grade.
        { time: '2026-11-22 10:00:00', price: 400, quantity: 1, grade: '全品' },
        { time: '2026-11-22 10:01:00', price: 300, quantity: 1, grade: '中品' },
      ],
    });
  });

  it('shows the last 50 deals; a product without offers or deals has nulls; an unknown product is 404', async () => {
    const orderId = await completedOrder(t, s, b, 1_000);
    const [done] = await t.db.select().from(orders).where(eq(orders.id, orderId));
    const { id: _id, ...copy } = done!;
    // 55 more completed deals of the same product, a minute apart, at prices 2000..2054.
    await t.db.insert(orders).values(Array.from({ length: 55 }, (_, i) => ({ ...copy, price: 2_000 + i, updatedAt: new Date(copy.updatedAt.getTime() + (i + 1) * 60_000) })));
    const circle = await get<PriceCircle>(t, `/api/anon/trade/priceCircle/${await productId(t)}`);
    expect(circle.data.deals).toHaveLength(50);
    expect(circle.data.deals[0]).toMatchObject({ price: 2_005, time: '2026-11-22 10:06:00' });
    expect(circle.data.deals.at(-1)).toMatchObject({ price: 2_054 });

    const empty = await get<PriceCircle>(t, `/api/anon/trade/priceCircle/${await productId(t, 'T70', '四方连')}`);
    expect(empty.data).toMatchObject({ bestBid: null, bestAsk: null, deals: [] });
    expect((await get(t, '/api/anon/trade/priceCircle/999999')).status).toBe(404);
  });
});
