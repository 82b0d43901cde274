import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { journalEntries, listings, orders } from '../../server/src/db/schema';
import type { BasketItem } from '../../src/api/contracts/trade';
import { userAccountId, postEntry, systemAccountId, systemAccounts } from '../../server/src/domain/ledger';
import { extraMember, get, post, type TestApp } from './helpers';
import { act, balanceOf, closeChecked, newOrder, payPassword, publish, take, type Trader, tradingApp } from './trade-helpers';

/**
 * Concurrent requests never double-spend or oversell (issue 3). On PGlite the requests interleave on one connection;
 * on PostgreSQL (TEST_DB=postgres) they really run at once on a pool.
 */
let t: TestApp;
let s: Trader;
let b: Trader;
beforeEach(async () => ({ t, s, b } = await tradingApp()));
afterEach(() => closeChecked(t));

/** Leaves the buyer exactly `amount` fen: the rest goes back out through the payment gateway. */
async function leaveBalance(amount: number) {
  const excess = (await balanceOf(t, b.id)) - amount;
  await postEntry(t.db, t.clock.now, {
    idempotencyKey: `test:withdraw:${b.id}`,
    postings: [
      { accountId: await userAccountId(t.db, t.clock.now, b.id, 'cny'), amount: -excess },
      { accountId: await systemAccountId(t.db, t.clock.now, systemAccounts.paymentGateway, 'cny'), amount: excess },
    ],
  });
}

describe('concurrency', () => {
  it('50 parallel payments against a balance that covers one order: exactly one succeeds', async () => {
    const listing = await publish(t, s, { publishType: 1, price: 1_000, quantity: 50 });
    const orderIds: number[] = [];
    for (let i = 0; i < 50; i++) orderIds.push((await take(t, b, listing, 1)).data.tradeBaskets[0]!.orderId);
    await leaveBalance(1_000);
    const replies = await Promise.all(orderIds.map((orderId) => act(t, b, '/api/trade/online/buyer/pay', { orderId, payPassword })));
    expect(replies.filter((r) => r.code === 200)).toHaveLength(1);
    expect(await balanceOf(t, b.id)).toBe(0);
    const paid = await t.db.select().from(orders).where(eq(orders.listingId, listing));
    expect(paid.filter((o) => JSON.stringify(o.stateValue) !== '"awaitingPayment"')).toHaveLength(1);
  });

  it('20 parallel retries of one payment with the same idempotency key: one posting, every reply a success', async () => {
    const orderId = await newOrder(t, s, b, 7_000);
    const before = await balanceOf(t, b.id);
    const entriesBefore = (await t.db.select().from(journalEntries)).length;
    const replies = await Promise.all(Array.from({ length: 20 }, () => act(t, b, '/api/trade/online/buyer/pay', { orderId, payPassword }, 'pay-once-42')));
    expect(replies.map((r) => r.code)).toEqual(Array(20).fill(200));
    expect(await balanceOf(t, b.id)).toBe(before - 7_000);
    expect((await t.db.select().from(journalEntries)).length).toBe(entriesBefore + 1);
  });

  it('20 parallel payments of one order without a key: one moves the money, the others are told it changed', async () => {
    const orderId = await newOrder(t, s, b, 7_000);
    const before = await balanceOf(t, b.id);
    const replies = await Promise.all(Array.from({ length: 20 }, () => act(t, b, '/api/trade/online/buyer/pay', { orderId, payPassword })));
    expect(replies.filter((r) => r.code === 200)).toHaveLength(1);
    expect(await balanceOf(t, b.id)).toBe(before - 7_000);
  });

  it('30 parallel takes of a listing with 10 in stock by 30 members: exactly 10 orders, stock 0, never below', async () => {
    const listing = await publish(t, s, { publishType: 1, price: 500, quantity: 10 });
    const takers = await extraMembers(30);
    for (const taker of takers) expect((await post(t, '/api/basket/add', { tradeId: listing, quantity: 1 }, { token: taker.token })).code).toBe(200);
    const baskets = await Promise.all(takers.map((taker) => get<BasketItem[]>(t, '/api/basket/list', { token: taker.token })));
    const replies = await Promise.all(
      takers.map((taker, i) =>
        post(t, '/api/basket/confirm', { deliveryMethod: 'express', tradeWay: 'online', basketConfirmInfos: [{ id: baskets[i]!.data[0]!.id, quantity: 1, lastNum: 10, price: 500 }] }, { token: taker.token }),
      ),
    );
    expect(replies.filter((r) => r.code === 200)).toHaveLength(10);
    const [row] = await t.db.select().from(listings).where(eq(listings.id, listing));
    expect(row).toMatchObject({ lastNum: 0, state: 'filled' });
    expect((await t.db.select().from(orders).where(eq(orders.listingId, listing))).length).toBe(10);
  });

  it('a double-clicked basket confirmation makes one order', async () => {
    const listing = await publish(t, s, { publishType: 1, price: 500, quantity: 10 });
    const [item] = (await post<BasketItem[]>(t, '/api/basket/add', { tradeId: listing, quantity: 2 }, { token: b.token })).data;
    const body = { deliveryMethod: 'express', tradeWay: 'online', basketConfirmInfos: [{ id: item!.id, quantity: 2, lastNum: 10, price: 500 }] };
    const replies = await Promise.all([1, 2, 3].map(() => post(t, '/api/basket/confirm', body, { token: b.token })));
    expect(replies.filter((r) => r.code === 200)).toHaveLength(1);
    expect((await t.db.select().from(orders).where(eq(orders.listingId, listing))).length).toBe(1);
  });
});

/** Members made for the test: level 3 with a session each (30 takers is more than the demo data has). */
async function extraMembers(n: number): Promise<Trader[]> {
  const made: Trader[] = [];
  for (let i = 0; i < n; i++) made.push(await extraMember(t, { userName: `并发买家${i}`, phone: `1390000${String(i).padStart(4, '0')}`, level: 3 }));
  return made;
}
