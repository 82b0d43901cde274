import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { listings } from '../../server/src/db/schema';
import type { Listing, ListingStatistics, MarketRequest, Page } from '../../src/api/contracts/trade';
import { buildTestApp, post, type TestApp } from './helpers';
import { buyer, expectLedgerInvariants, productId, publish, seller, stranger, take, trader, type Trader } from './trade-helpers';

/** The market lists (POST /api/trade/whole/list, with escrowOnly for /poster) and the publisher's statistics. */
let t: TestApp;
let s: Trader;
let b: Trader;
/** A product no seeded offer is for, so each test sees only its own offers. */
let product: number;
beforeEach(async () => {
  t = await buildTestApp();
  [s, b] = await Promise.all([trader(t, seller), trader(t, buyer)]);
  product = await productId(t, 'T70');
});
afterEach(async () => {
  await expectLedgerInvariants(t);
  await t.close();
});

const market = async (body: MarketRequest, path = '/api/trade/whole/list', query = '') => {
  const reply = await post<Page<Listing>>(t, `${path}${query}`, body);
  expect(reply.code, reply.msg).toBe(200);
  return reply.data;
};
const ids = (page: Page<Listing>) => page.list.map((l) => l.id);
const minute = 60_000;

async function threeOffers(): Promise<[number, number, number]> {
  const a = await publish(t, s, { publishType: 1, price: 1_000, quantity: 1, productId: product });
  t.clock.advance(minute);
  const bb = await publish(t, s, { publishType: 1, price: 1_100, quantity: 1, productId: product });
  t.clock.advance(minute);
  const c = await publish(t, s, { publishType: 1, price: 1_200, quantity: 1, productId: product });
  t.clock.advance(minute);
  return [a, bb, c];
}

describe('the order of the market', () => {
  it('newest first; a pinned offer first while its pin runs; a refresh moves an offer up as if just published', async () => {
    const [a, bb, c] = await threeOffers();
    expect(ids(await market({ productId: product }))).toEqual([c, bb, a]);

    const top = await post<Listing>(t, '/api/user/trade/propAdd', { tradeId: a, propCode: 'top' }, { token: s.token });
    expect(top.data.pinnedUntil).toBe('2026-11-23 10:03:00');
    t.clock.advance(minute);
    expect(ids(await market({ productId: product }))).toEqual([a, c, bb]);

    await post(t, '/api/user/trade/propAdd', { tradeId: bb, propCode: 'refresh' }, { token: s.token });
    const refreshed = await market({ productId: product });
    expect(ids(refreshed)).toEqual([a, bb, c]);
    expect(refreshed.list[1]).toMatchObject({ refreshTime: '2026-11-22 10:04:00', createTime: '2026-11-22 10:01:00', pinnedUntil: null });

    // The pin runs out by the server's clock: the offer falls back to where its own time puts it.
    t.clock.advance(24 * 60 * minute);
    const later = await market({ productId: product });
    expect(ids(later)).toEqual([bb, c, a]);
    expect(later.list.every((l) => l.pinnedUntil === null)).toBe(true);
  });

  it('pages keep that order', async () => {
    const [a, bb, c] = await threeOffers();
    const more = [];
    for (let i = 0; i < 8; i++) more.push(await publish(t, s, { publishType: 1, price: 900 + i, quantity: 1, productId: product }));
    await post(t, '/api/user/trade/propAdd', { tradeId: a, propCode: 'top' }, { token: s.token });
    const first = await market({ productId: product }, '/api/trade/whole/list', '?pageNo=1&pageSize=10');
    const second = await market({ productId: product }, '/api/trade/whole/list', '?pageNo=2&pageSize=10');
    expect(first.total).toBe(11);
    expect(ids(first)[0]).toBe(a);
    expect([...ids(first), ...ids(second)]).toEqual([a, ...more.reverse(), c, bb]);
  });
});

describe('filters', () => {
  it('by publisher, product, kind and keyword; offers without stock are not listed', async () => {
    const sell = await publish(t, s, { publishType: 1, price: 1_000, quantity: 1, productId: product });
    const buy = await publish(t, b, { publishType: 0, price: 800, quantity: 2, productId: product });
    expect(ids(await market({ productId: product }))).toEqual([buy, sell]);
    expect(ids(await market({ productId: product, publishType: 0 }))).toEqual([buy]);
    expect(ids(await market({ productId: product, publisherId: s.id }))).toEqual([sell]);
    expect(ids(await market({ keyword: 'T70' }))).toEqual([buy, sell]);
    // The seller's seeded offers are of other products; publisherId alone lists them too.
    const bySeller = await market({ publisherId: s.id });
    expect(bySeller.total).toBe(3);
    expect(bySeller.list.every((l) => l.publisherId === s.id && l.state === 'open')).toBe(true);

    await take(t, b, sell, 1);
    expect(ids(await market({ productId: product }))).toEqual([buy]);
    expect((await post(t, '/api/trade/whole/list', { productId: 0 })).status).toBe(400);
  });

  it('withdrawn: the latest withdrawals first, never the open ones', async () => {
    const [a, bb, c] = await threeOffers();
    await post(t, `/api/user/trade/del/${c}`, {}, { token: s.token });
    t.clock.advance(minute);
    await post(t, `/api/user/trade/del/${a}`, {}, { token: s.token });
    expect(ids(await market({ productId: product, state: 'withdrawn' }))).toEqual([a, c]);
    expect(ids(await market({ productId: product }))).toEqual([bb]);
    const all = await market({ state: 'withdrawn' });
    expect(all.list.every((l) => l.state === 'withdrawn')).toBe(true);
  });

  it('the escrow market (escrowOnly) lists only offers that trade online, with the same filters and order', async () => {
    const offline = await publish(t, s, { publishType: 1, price: 1_000, quantity: 1, productId: product, tradeWays: ['offline'] });
    const both = await publish(t, s, { publishType: 1, price: 1_000, quantity: 1, productId: product, tradeWays: ['online', 'offline'] });
    const online = await publish(t, b, { publishType: 0, price: 900, quantity: 1, productId: product });
    expect(ids(await market({ productId: product }))).toEqual([online, both, offline]);
    const escrow = await market({ productId: product, escrowOnly: true });
    expect(ids(escrow)).toEqual([online, both]);
    expect(escrow.total).toBe(2);
    expect(ids(await market({ productId: product, publishType: 1, escrowOnly: true }))).toEqual([both]);
    const everything = await market({ escrowOnly: true }, '/api/trade/whole/list', '?pageSize=50');
    expect(everything.list.every((l) => l.tradeWays.some((w) => w.code === 'online'))).toBe(true);
    expect(ids(everything)).not.toContain(offline);
  });
});

describe('my offers in numbers (POST /api/user/trade/statistics/info)', () => {
  it('counts the caller’s offers by state and kind, and only theirs', async () => {
    const other = await trader(t, stranger);
    // 华夏邮社 has one seeded sell offer (J45) and the filled offers of the demo history (server/src/db/seed-deals.ts).
    const statistics = async (who: Trader) => (await post<ListingStatistics>(t, '/api/user/trade/statistics/info', {}, { token: who.token })).data;
    const [before, mineBefore] = [await statistics(other), await statistics(b)];
    await publish(t, other, { publishType: 0, price: 1_000, quantity: 2, productId: product });
    const withdrawn = await publish(t, other, { publishType: 1, price: 1_000, quantity: 2, productId: product });
    const filled = await publish(t, other, { publishType: 1, price: 1_000, quantity: 1, productId: product });
    await post(t, `/api/user/trade/del/${withdrawn}`, {}, { token: other.token });
    await take(t, b, filled, 1);
    const [row] = await t.db.select({ state: listings.state }).from(listings).where(eq(listings.id, filled));
    expect(row!.state).toBe('filled');

    expect(before).toMatchObject({ open: 1, withdrawn: 0 });
    expect(await statistics(other)).toEqual({
      all: before.all + 3,
      open: 2,
      withdrawn: 1,
      filled: before.filled + 1,
      buy: before.buy + 1,
      sell: before.sell + 2,
    });
    expect(await statistics(b)).toEqual(mineBefore);
  });
});
