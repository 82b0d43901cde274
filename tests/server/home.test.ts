import { and, count, eq, inArray, notInArray, or } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OutsideLink, TradeDynamic, TraderRank, VarietyChangeRank, VarietyQuote, VarietyVolumeRank } from '../../src/api/contracts/home';
import { messages } from '../../src/api/contracts/messages';
import type { ConditionGrade } from '../../src/api/contracts/content-names';
import { accounts, listings, orders, siteLinks, users } from '../../server/src/db/schema';
import { dealTraders, demoMemberDeals } from '../../server/src/db/seed-deals';
import { isCompleted } from '../../server/src/domain/trade/order-lists';
import { buildTestApp, get, post, type TestApp } from './helpers';
import {
  buyer,
  expectLedgerInvariants,
  payPassword,
  productId,
  relogin,
  seller,
  step,
  stranger,
  trader,
  type Trader,
} from './trade-helpers';

/*
 * The home page's reads and the rankings (issue 15): computed from completed orders the tests make here. The tests
 * start 100 days after the seed, so the demo's own deals (the last 60 days before it) are outside every period.
 */
const day = 24 * 3_600_000;
const hour = 3_600_000;

async function offer(t: TestApp, who: Trader, fields: { publishType: 0 | 1; productId: number; price: number; quantity: number; grade?: ConditionGrade }) {
  const reply = await post<{ id: number }>(
    t,
    '/api/user/trade/edit',
    { deliveryMethods: ['express'], tradeWays: ['online'], remark: '', grade: '全品', ...fields },
    { token: who.token },
  );
  expect(reply.code, reply.msg).toBe(200);
  return reply.data.id;
}

/** The seller's sell offer of `quantity`, taken whole by the buyer (anonymously if asked): the order's id. */
async function sold(t: TestApp, s: Trader, b: Trader, fields: { productId: number; price: number; quantity?: number; grade?: ConditionGrade }, anonymous = false) {
  const quantity = fields.quantity ?? 1;
  const listingId = await offer(t, s, { publishType: 1, quantity, ...fields });
  const added = await post<Array<{ id: number; tradeId: number; lastNum: number; price: number }>>(t, '/api/basket/add', { tradeId: listingId, quantity }, { token: b.token });
  expect(added.code, added.msg).toBe(200);
  const item = added.data.find((i) => i.tradeId === listingId)!;
  const confirmed = await post<{ tradeBaskets: Array<{ orderId: number }> }>(
    t,
    '/api/basket/confirm',
    { deliveryMethod: 'express', tradeWay: 'online', anonymous, basketConfirmInfos: [{ id: item.id, quantity, lastNum: item.lastNum, price: item.price }] },
    { token: b.token },
  );
  expect(confirmed.code, confirmed.msg).toBe(200);
  return confirmed.data.tradeBaskets[0]!.orderId;
}

/** Paid, shipped and received: a completed deal at the clock's time. */
async function complete(t: TestApp, s: Trader, b: Trader, orderId: number) {
  await step(t, b, '/api/trade/online/buyer/pay', { orderId, payPassword });
  await step(t, s, '/api/trade/online/seller/ship', { orderId, expressCompany: '顺丰速运', trackingNo: 'SF123456789' });
  await step(t, b, '/api/trade/online/buyer/receive', { orderId, payPassword });
}

async function deal(t: TestApp, s: Trader, b: Trader, fields: { productId: number; price: number; quantity?: number; grade?: ConditionGrade }) {
  const orderId = await sold(t, s, b, fields);
  await complete(t, s, b, orderId);
  return orderId;
}

const read = async <T>(t: TestApp, url: string) => {
  const reply = await get<T>(t, url);
  expect(reply.code, reply.msg).toBe(200);
  return reply.data;
};

describe('the home page and the rankings, from the deals made here', () => {
  let t: TestApp;
  let s: Trader; // 金陵藏家, id 3
  let c: Trader; // 华夏邮社, id 4
  let b: Trader; // 老周邮票, id 5
  let t58: number;
  let t70: number;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    t = await buildTestApp();
    t.clock.advance(100 * day);
    [s, c, b] = await Promise.all([trader(t, seller), trader(t, stranger), trader(t, buyer)]);
    t58 = await productId(t, 'T58');
    t70 = await productId(t, 'T70');
    // Day 0 (10:00 in China): outside the 7-day period at the end, inside the 30-day one.
    ids.a = await deal(t, s, b, { productId: t58, price: 30_000, grade: '上品' });
    ids.e = await deal(t, s, b, { productId: t70, price: 10_000 });
    t.clock.advance(10 * day);
    await relogin(t, s, c, b); // sessions last 7 days
    // Day 10, 10:00.
    ids.b = await deal(t, c, b, { productId: t58, price: 40_000, quantity: 2 });
    ids.f = await deal(t, s, c, { productId: t70, price: 12_000 });
    t.clock.advance(hour);
    // 11:00
    ids.g = await deal(t, s, b, { productId: t70, price: 11_000 });
    ids.h = await deal(t, c, b, { productId: t70, price: 5_000, grade: '中品' });
    t.clock.advance(hour);
    // 12:00: the last deal, an order paid but not received (no deal), a new offer and a withdrawn one.
    ids.i = await deal(t, c, b, { productId: t70, price: 4_000, grade: '中品' });
    ids.d = await sold(t, s, b, { productId: t58, price: 1_000 });
    await step(t, b, '/api/trade/online/buyer/pay', { orderId: ids.d, payPassword });
    t.clock.advance(60_000);
    ids.withdrawn = await offer(t, s, { publishType: 1, productId: t58, price: 2_000, quantity: 3 });
    expect((await post(t, `/api/user/trade/del/${ids.withdrawn}`, {}, { token: s.token })).code).toBe(200);
    ids.newest = await offer(t, b, { publishType: 0, productId: t70, price: 9_000, quantity: 2, grade: '上品' });
  }, 180_000);
  afterAll(async () => {
    await expectLedgerInvariants(t);
    await t.close();
  });

  it('the ticker: newest first, deals and new offers with grade, quantity and price, members masked', async () => {
    const ticker = await read<TradeDynamic[]>(t, '/api/anon/trade/dynamics');
    expect(ticker).toHaveLength(30);
    expect(ticker[0]).toEqual({
      kind: 'offer',
      time: '2027-03-12 12:01:00',
      productId: t70,
      productCode: 'T70',
      productName: '1982年 T70 壬戌年狗票',
      exteriorName: '单枚',
      unitsName: '枚',
      grade: '上品',
      quantity: 2,
      price: 9_000,
      publishType: 0,
      publisher: '老**票',
    });
    const deals = ticker.filter((e) => e.kind === 'deal');
    expect(deals.slice(0, 3)).toMatchObject([
      { time: '2027-03-12 12:00:00', productId: t70, grade: '中品', quantity: 1, price: 4_000, buyer: '老**票', seller: '华**社' },
      { time: '2027-03-12 11:00:00', productId: t70, grade: '中品', price: 5_000 },
      { time: '2027-03-12 11:00:00', productId: t70, grade: '全品', price: 11_000, buyer: '老**票', seller: '金**家' },
    ]);
    // Every deal is a completed order (the paid one is not), every offer one that was not withdrawn.
    expect(deals.some((e) => e.price === 1_000)).toBe(false);
    expect(ticker.some((e) => e.kind === 'offer' && e.price === 2_000)).toBe(false);
    expect(JSON.stringify(ticker)).not.toMatch(/金陵藏家|老周邮票|华夏邮社/);
    const times = ticker.map((e) => e.time);
    expect(times).toEqual([...times].sort().reverse());
  });

  it('traders by amount and by count over 7 days, both sides of each completed deal', async () => {
    expect(await read<TraderRank[]>(t, '/api/anon/board/traders?period=7&by=amount')).toEqual([
      { rank: 1, name: '华**社', levelName: '精英VIP', deals: 4, amount: 101_000 },
      { rank: 2, name: '老**票', levelName: '至尊VIP', deals: 4, amount: 100_000 },
      { rank: 3, name: '金**家', levelName: 'VIP会员', deals: 2, amount: 23_000 },
    ]);
    expect((await read<TraderRank[]>(t, '/api/anon/board/traders?period=7&by=count')).map((r) => [r.name, r.deals])).toEqual([
      ['华**社', 4],
      ['老**票', 4],
      ['金**家', 2],
    ]);
    // The defaults: 7 days, by amount.
    expect((await read<TraderRank[]>(t, '/api/anon/board/traders')).map((r) => r.name)).toEqual(['华**社', '老**票', '金**家']);
  });

  it('traders over 30 days count the deals of 10 days ago too', async () => {
    expect((await read<TraderRank[]>(t, '/api/anon/board/traders?period=30&by=amount')).map((r) => [r.name, r.deals, r.amount])).toEqual([
      ['老**票', 6, 140_000],
      ['华**社', 4, 101_000],
      ['金**家', 4, 63_000],
    ]);
    expect((await read<TraderRank[]>(t, '/api/anon/board/traders?period=30&by=count')).map((r) => r.name)).toEqual(['老**票', '金**家', '华**社']);
  });

  it('varieties by volume (every grade together) over 7 and 30 days', async () => {
    const week = await read<VarietyVolumeRank[]>(t, '/api/anon/board/varieties?period=7&by=volume');
    expect(week).toEqual([
      { rank: 1, productId: t70, productCode: 'T70', productName: '1982年 T70 壬戌年狗票', exteriorName: '单枚', unitsName: '枚', deals: 4, quantity: 4, amount: 32_000 },
      { rank: 2, productId: t58, productCode: 'T58', productName: '1981年 T58 辛酉年鸡票', exteriorName: '单枚', unitsName: '枚', deals: 1, quantity: 2, amount: 80_000 },
    ]);
    expect((await read<VarietyVolumeRank[]>(t, '/api/anon/board/varieties?period=30')).map((r) => [r.productCode, r.quantity])).toEqual([
      ['T70', 5],
      ['T58', 3],
    ]);
  });

  it('varieties by price change, per grade: against the close before the period, or the period’s first deal', async () => {
    const week = await read<VarietyChangeRank[]>(t, '/api/anon/board/varieties?period=7&by=change');
    expect(week.map((r) => [r.productCode, r.grade, r.deals, r.basePrice, r.lastPrice, r.change, r.changeBasisPoints])).toEqual([
      ['T70', '全品', 2, 10_000, 11_000, 1_000, 1_000], // from the deal of day 0, before the period
      ['T70', '中品', 2, 5_000, 4_000, -1_000, -2_000], // nothing before: from the period's first deal
    ]);
    // T58 全品 traded once in the period with nothing before, T58 上品 only before it: no change to rank.
    const month = await read<VarietyChangeRank[]>(t, '/api/anon/board/varieties?period=30&by=change');
    expect(month.map((r) => [r.productCode, r.grade, r.deals, r.basePrice, r.lastPrice])).toEqual([
      ['T70', '全品', 3, 10_000, 11_000],
      ['T70', '中品', 2, 5_000, 4_000],
    ]);
  });

  it('popular varieties: the last price against the previous day’s close, else the previous deal', async () => {
    const quotes = await read<VarietyQuote[]>(t, '/api/anon/home/varieties');
    expect(quotes.map((q) => [q.productCode, q.grade, q.deals, q.lastPrice, q.previousPrice, q.change, q.changeBasisPoints])).toEqual([
      ['T70', '全品', 3, 11_000, 10_000, 1_000, 1_000], // day 0's close, not the 12,000 of the same day
      ['T70', '中品', 2, 4_000, 5_000, -1_000, -2_000], // no earlier day: the deal before
      ['T58', '全品', 1, 40_000, null, null, null],
      ['T58', '上品', 1, 30_000, null, null, null],
    ]);
    expect(quotes[0]).toMatchObject({ productName: '1982年 T70 壬戌年狗票', exteriorName: '单枚', unitsName: '枚', lastTime: '2027-03-12 11:00:00' });
  });

  it('a member who hides their traded amounts is ranked by count without it, and not by amount', async () => {
    expect((await post(t, '/api/user/setting/tradeAmount', { open: false }, { token: c.token })).code).toBe(200);
    expect((await read<TraderRank[]>(t, '/api/anon/board/traders?period=7&by=amount')).map((r) => r.name)).toEqual(['老**票', '金**家']);
    const byCount = await read<TraderRank[]>(t, '/api/anon/board/traders?period=7&by=count');
    expect(byCount[0]).toEqual({ rank: 1, name: '华**社', levelName: '精英VIP', deals: 4, amount: null });
    expect((await post(t, '/api/user/setting/tradeAmount', { open: true }, { token: c.token })).code).toBe(200);
  });

  it('refuses a period or a ranking it does not have, with the reason', async () => {
    for (const [url, msg] of [
      ['/api/anon/board/traders?period=14', messages.boardPeriodRule],
      ['/api/anon/board/traders?period=seven', messages.boardPeriodRule],
      ['/api/anon/board/traders?by=volume', messages.boardRankingRule],
      ['/api/anon/board/varieties?period=0', messages.boardPeriodRule],
      ['/api/anon/board/varieties?by=amount', messages.boardRankingRule],
    ] as const) {
      expect(await get(t, url), url).toMatchObject({ status: 400, code: 400, msg });
    }
  });
});

describe('an anonymous scan in the ticker and the rankings', () => {
  it('shows the anonymous taker as 匿名用户 and does not rank them', async () => {
    const t = await buildTestApp();
    try {
      t.clock.advance(100 * day);
      // 金陵藏家 (VIP, 1200 gold beans, more than 20 deals in his demo history) may scan anonymously; 老周邮票 sells.
      const [taker, publisher] = await Promise.all([trader(t, seller), trader(t, buyer)]);
      const orderId = await sold(t, publisher, taker, { productId: await productId(t, 'T70'), price: 6_000 }, true);
      await complete(t, publisher, taker, orderId);
      const [latest] = (await read<TradeDynamic[]>(t, '/api/anon/trade/dynamics')).filter((e) => e.kind === 'deal');
      expect(latest).toMatchObject({ price: 6_000, buyer: '匿名用户', seller: '老**票' });
      expect(await read<TraderRank[]>(t, '/api/anon/board/traders?period=7&by=count')).toEqual([
        { rank: 1, name: '老**票', levelName: '至尊VIP', deals: 1, amount: 6_000 },
      ]);
      await expectLedgerInvariants(t);
    } finally {
      await t.close();
    }
  }, 60_000);
});

describe('links (GET /api/links) and the forum’s hot topics (GET /api/bbs/hot)', () => {
  it('lists each kind in its order, to anyone', async () => {
    const t = await buildTestApp();
    try {
      const links = await read<OutsideLink[]>(t, '/api/links');
      expect(links[0]).toMatchObject({ name: '中国邮政', url: 'https://www.chinapost.com.cn/' });
      expect(links.every((l) => /^https?:\/\//.test(l.url))).toBe(true);
      const topics = await read<OutsideLink[]>(t, '/api/bbs/hot');
      expect(topics.length).toBeGreaterThan(3);
      // No made-up host: the demo's topics lead to the forum itself, at the address the settings give (docs/adr/0036).
      expect(new Set(topics.map((l) => l.url))).toEqual(new Set(['']));
      // A link added first in the order leads the list; the other kind's list is unchanged.
      await t.db.insert(siteLinks).values({ kind: 'friend', name: '中国集邮报', url: 'https://example.cn/', sort: -1 });
      expect((await read<OutsideLink[]>(t, '/api/links')).map((l) => l.name)).toEqual(['中国集邮报', ...links.map((l) => l.name)]);
      expect(await read<OutsideLink[]>(t, '/api/bbs/hot')).toEqual(topics);
    } finally {
      await t.close();
    }
  });
});

describe('the demo’s deals (server/src/db/seed-deals.ts)', () => {
  it('are completed, evaluated trades between the demo traders over the last 60 days, and the ledger holds', async () => {
    const t = await buildTestApp();
    try {
      const traders = await t.db.select().from(users).where(inArray(users.phone, dealTraders.map((d) => d.phone)));
      expect(traders).toHaveLength(dealTraders.length);
      // The demo members with a history of their own (issue 25) trade in the same market.
      const withHistory = [...new Set(demoMemberDeals.flatMap((d) => [d.seller, d.buyer]))];
      const historied = await t.db.select().from(users).where(inArray(users.userName, withHistory));
      const traderIds = [...traders, ...historied].map((u) => u.id);
      const all = await t.db
        .select({ order: orders, grade: listings.grade, productId: listings.productId, state: listings.state })
        .from(orders)
        .innerJoin(listings, eq(listings.id, orders.listingId))
        .where(isCompleted);
      // The offers' deals (seed-deals.ts); the auto-match market's fills (seed-automatch.ts, issue 28) are held to the same
      // rules below.
      const offered = all.filter((o) => o.state !== 'matching');
      expect(offered.length).toBeGreaterThanOrEqual(60);
      expect(offered.length).toBeLessThanOrEqual(120);
      expect(all.length - offered.length).toBeGreaterThanOrEqual(58);
      const now = t.clock.now().getTime();
      for (const { order } of all) {
        expect(traderIds).toContain(order.buyerId);
        expect(traderIds).toContain(order.sellerId);
        // Evaluated by both: a final state with no deadline for the job runner to move to the present.
        expect(order.stateValue).toEqual({ completed: 'evaluated' });
        expect(order.deadlineAt).toBeNull();
        expect(order.updatedAt.getTime()).toBeLessThan(now);
        expect(order.updatedAt.getTime()).toBeGreaterThan(now - 61 * day);
      }
      // Each trader's deal counter is their completed deals; they are VIPs with their balances still theirs.
      for (const u of [...traders, ...historied]) {
        expect(u.dealTimes, u.userName).toBe(all.filter(({ order }) => order.buyerId === u.id || order.sellerId === u.id).length);
        expect(u.level).toBeGreaterThanOrEqual(3);
      }
      // Per variety, a 全品 costs more on average than a 上品, and a 上品 more than a 中品.
      const average = (product: number, grade: ConditionGrade) => {
        const prices = all.filter((d) => d.productId === product && d.grade === grade).map((d) => d.order.price);
        return prices.length ? prices.reduce((a, p) => a + p, 0) / prices.length : null;
      };
      for (const product of new Set(all.map((d) => d.productId))) {
        const [top, fine, fair] = [average(product, '全品'), average(product, '上品'), average(product, '中品')];
        if (top !== null && fine !== null) expect(top).toBeGreaterThan(fine);
        if (fine !== null && fair !== null) expect(fine).toBeGreaterThan(fair);
      }
      // The other demo members took no part: no orders; 金陵藏家's balance is the README's after his history.
      const others = await t.db.select({ n: count() }).from(orders).where(or(notInArray(orders.buyerId, traderIds), notInArray(orders.sellerId, traderIds)));
      expect(others[0]!.n).toBe(0);
      const [jinling] = await t.db.select({ balance: accounts.balance }).from(accounts).innerJoin(users, eq(users.id, accounts.userId)).where(and(eq(users.userName, seller), eq(accounts.asset, 'cny'), eq(accounts.purse, 'main')));
      expect(jinling!.balance).toBe(5_000_000);
      await expectLedgerInvariants(t);
    } finally {
      await t.close();
    }
  });
});
