import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { bondOffers, bondOrders } from '../../server/src/db/schema';
import { allMessages } from '../../src/api/contracts/all-messages';
import { bonder, dispute, expectBondInvariants, orderDetail, poolBalance, publish, publishBody, published, pursesOf, receive, ship, take, taken } from './bond-helpers';
import { runDueBondDeadlines } from '../../server/src/domain/bonds/deadlines';
import { buildTestApp, type TestApp } from './helpers';

/**
 * Margin trading under parallel requests (issue 29): an offer is never taken beyond what is left (one conditional
 * update per take), bond funds are never spent twice (the ledger locks the account it posts from), and an order moves
 * once however its calls race (the enforcer's compare-and-set on the version). On PGlite the requests interleave on
 * one connection; on PostgreSQL they run at once.
 */
let t: TestApp;
beforeEach(async () => {
  t = await buildTestApp();
});
afterEach(async () => {
  await expectBondInvariants(t);
  await t.close();
});

const m = allMessages;
const price = 12_345;
const perUnit = 2_469;

describe('margin trading under parallel requests', () => {
  it('20 parallel takes of 1 unit from an offer of 5: exactly 5 orders, nothing left, sold out, margins exact', async () => {
    const seller = await bonder(t, { bond: 5 * perUnit });
    const offer = await published(t, seller, { quantity: 5, price });
    const takers = await Promise.all(Array.from({ length: 20 }, () => bonder(t, { bond: perUnit })));
    const pool = await poolBalance(t);
    const replies = await Promise.all(takers.map((who) => take(t, who.token, { offerId: offer.id, quantity: 1 })));
    const won = replies.filter((r) => r.code === 200);
    expect(won).toHaveLength(5);
    // The others are told the offer has ended or has too little left, never a server error.
    for (const reply of replies.filter((r) => r.code !== 200)) expect([m.bondOfferClosed, m.bondOfferNotEnough]).toContain(reply.msg);
    const [row] = await t.db.select().from(bondOffers).where(eq(bondOffers.id, offer.id));
    expect(row).toMatchObject({ remaining: 0, stage: 'soldOut' });
    expect(await t.db.select().from(bondOrders).where(eq(bondOrders.offerId, offer.id))).toHaveLength(5);
    // Each winner froze exactly one unit's margin, each loser nothing.
    const winners = new Set(won.map((r) => r.data.buyer));
    for (const who of takers) expect((await pursesOf(t, who.id)).bond, who.name).toBe(winners.has(who.name) ? 0 : perUnit);
    expect(await poolBalance(t)).toBe(pool + 5 * perUnit);
  });

  it('10 parallel publishes from bond funds that cover one: exactly one offer, the funds never below zero', async () => {
    const me = await bonder(t, { bond: 5 * perUnit + 100, balance: 1_000_000 });
    const body = await publishBody(t, { quantity: 5, price });
    const replies = await Promise.all(Array.from({ length: 10 }, () => publish(t, me.token, body)));
    expect(replies.filter((r) => r.code === 200)).toHaveLength(1);
    expect(replies.filter((r) => r.code !== 200).map((r) => r.msg)).toEqual(Array(9).fill(m.bondMarginShort));
    expect(await t.db.select().from(bondOffers).where(eq(bondOffers.userId, me.id))).toHaveLength(1);
    expect(await pursesOf(t, me.id)).toEqual({ main: 1_000_000, bond: 100 });
  });

  it('a receive racing a dispute: each call moves the order at most once, the price is paid at most once', async () => {
    const seller = await bonder(t, { bond: 20_000 });
    const buyer = await bonder(t, { bond: 20_000, balance: 50_000 });
    const offer = await published(t, seller, { quantity: 2, price });
    const order = await taken(t, buyer, offer.id, 2);
    expect((await ship(t, seller.token, order.id)).code).toBe(200);
    const [received, disputed] = await Promise.all([receive(t, buyer.token, order.id), dispute(t, buyer.token, order.id)]);
    const wins = [received, disputed].filter((r) => r.code === 200);
    // A dispute first still lets the buyer receive (the machine allows it); so both may succeed one after the other,
    // but the order moves once per call and ends settled or disputed, never both paid twice.
    expect(wins.length).toBeGreaterThanOrEqual(1);
    const after = (await orderDetail(t, order.id, buyer.token)).data;
    const paid = after.stage === 'settled';
    if (wins.length === 1) expect(after.stage).toBe(received.code === 200 ? 'settled' : 'disputed');
    expect(await pursesOf(t, buyer.id)).toEqual({ main: paid ? 50_000 - 2 * price : 50_000, bond: paid ? 20_000 : 20_000 - 2 * perUnit });
    expect(await pursesOf(t, seller.id)).toEqual({ main: paid ? 2 * price : 0, bond: paid ? 20_000 : 20_000 - 2 * perUnit });
    expect(after.events.filter((e) => e.event === 'bondOrder.receive').length).toBe(paid ? 1 : 0);
    // Both through: the dispute came first (a receive ends the order, after which nothing is disputed).
    if (wins.length === 2) expect(after.events.map((e) => e.event).slice(-2)).toEqual(['bondOrder.dispute', 'bondOrder.receive']);
  });

  it('5 parallel receives: the price is paid once', async () => {
    const seller = await bonder(t, { bond: 20_000 });
    const buyer = await bonder(t, { bond: 20_000, balance: 50_000 });
    const offer = await published(t, seller, { quantity: 2, price });
    const order = await taken(t, buyer, offer.id, 2);
    await ship(t, seller.token, order.id);
    const replies = await Promise.all(Array.from({ length: 5 }, () => receive(t, buyer.token, order.id)));
    expect(replies.filter((r) => r.code === 200)).toHaveLength(1);
    for (const reply of replies.filter((r) => r.code !== 200)) expect([m.bondChanged, m.bondActionNotAllowed]).toContain(reply.msg);
    expect(await pursesOf(t, buyer.id)).toEqual({ main: 50_000 - 2 * price, bond: 20_000 });
    expect(await pursesOf(t, seller.id)).toEqual({ main: 2 * price, bond: 20_000 });
  });

  it('the seller ships as the deadline job defaults them: exactly one wins', async () => {
    const seller = await bonder(t, { bond: 20_000 });
    const buyer = await bonder(t, { bond: 20_000 });
    const offer = await published(t, seller, { quantity: 2, price });
    const order = await taken(t, buyer, offer.id, 2);
    // 71 hours and 59 minutes on: the seller's session is still good, and a minute later the deadline passes.
    t.clock.advance(72 * 3_600_000 - 60_000);
    const shipping = ship(t, seller.token, order.id);
    t.clock.advance(61_000);
    const [shipped, moved] = await Promise.all([shipping, runDueBondDeadlines(t.db, t.clock.now)]);
    const after = (await orderDetail(t, order.id, buyer.token)).data;
    expect(after.events).toHaveLength(2);
    if (shipped.code === 200) expect([after.stage, moved]).toEqual(['shipped', 0]);
    else expect([after.stage, moved, shipped.msg]).toEqual(['sellerDefaulted', 1, shipped.msg]);
    expect((await pursesOf(t, buyer.id)).bond).toBe(after.stage === 'sellerDefaulted' ? 20_000 + 2 * perUnit : 20_000 - 2 * perUnit);
  });
});
