import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MatchOrderResult } from '../../src/api/contracts/automatch';
import { allMessages } from '../../src/api/contracts/all-messages';
import { accounts, matchOrders } from '../../server/src/db/schema';
import { emptyBooks, expectMatchInvariants, expectSerialReplay, keyedPost } from './automatch-helpers';
import { ReferenceBook, seededRandom } from './automatch-reference';
import { buildTestApp, extraMember, type TestApp } from './helpers';
import { fund, fundBeans } from './membership-helpers';

/**
 * Auto-match under commands sent at once (issue 28): two crossing orders, a cancel racing the fill of its order, 50
 * orders on one book from 10 members, and members crossing each other on two books at once. On PostgreSQL they run in
 * parallel; on PGlite they interleave on its one connection. Whatever order they committed in, the engine must have
 * made exactly the fills a serial book makes for the commands in that order (replayed at the end through the
 * reference book in the order of match_order_events), held nothing twice, and answered no call with a 500.
 */
const seed = Number(process.env.AUTOMATCH_SEED ?? 20_261_129);
const memberCount = 10;
const fen = 10_000_000;
const beans = 5_000;
const trials = 24;

let t: TestApp;
const members: Array<{ id: number; token: string }> = [];
let varieties: number[] = [];
/** Every answer's HTTP status, so that none was a 500. */
const statuses: number[] = [];

type Reply = Awaited<ReturnType<typeof keyedPost<MatchOrderResult>>>;
const noted = (reply: Reply) => {
  statuses.push(reply.status);
  return reply;
};
const place = (who: { token: string }, productId: number, side: 'buy' | 'sell', price: number, quantity = 1) =>
  keyedPost<MatchOrderResult>(t, who, '/api/automatic/pairing/order', { productId, side, price, quantity }).then(noted);
const cancel = (who: { token: string }, id: number) => keyedPost<MatchOrderResult>(t, who, `/api/automatic/pairing/cancel/${id}`, {}).then(noted);
const amend = (who: { token: string }, id: number, body: { price?: number; quantity?: number }) => keyedPost<MatchOrderResult>(t, who, `/api/automatic/pairing/amend/${id}`, body).then(noted);
/** A command that must be accepted: its order as answered. */
const accepted = (reply: Reply) => {
  expect(reply.code, reply.msg).toBe(200);
  return reply.data.order;
};
const refusedAsEnded = (reply: Reply) => expect({ status: reply.status, msg: reply.msg }).toEqual({ status: 400, msg: allMessages.matchActionNotAllowed });
const heldBy = async (userId: number) => {
  const [row] = await t.db.select({ balance: accounts.balance }).from(accounts).where(and(eq(accounts.userId, userId), eq(accounts.purse, 'match')));
  return row?.balance ?? 0;
};
/**
 * Two calls in flight together, answered in the order given. Trial `i` decides which is sent first and how far the
 * other trails it (none to three quick reads of the fee, a few milliseconds each, well inside the first call's time),
 * so the trials meet different interleavings: the one sent first tends to take the book first.
 */
const together = async <A, B>(i: number, first: () => Promise<A>, second: () => Promise<B>): Promise<[A, B]> => {
  const trail = async <T>(call: () => Promise<T>) => {
    for (let n = 0; n < Math.floor(i / 2) % 4; n++) await t.app.inject({ method: 'GET', url: '/api/automatic/pairing/fee', headers: { token: members[0]!.token } });
    return call();
  };
  if (i % 2 === 0) return Promise.all([first(), trail(second)]);
  const [b, a] = await Promise.all([second(), trail(first)]);
  return [a, b];
};

beforeAll(async () => {
  t = await buildTestApp();
  varieties = await emptyBooks(t, 5);
  for (let i = 0; i < memberCount; i++) {
    const member = await extraMember(t, { userName: `并发撮合${i}`, phone: `1362000${String(i).padStart(4, '0')}` });
    await fund(t, member.id, fen);
    await fundBeans(t, member.id, beans);
    members.push(member);
  }
}, 120_000);

afterAll(async () => {
  try {
    // Every command that committed, in commit order, through a serial book: the same fills, books and holdings.
    const book = new ReferenceBook(0);
    for (const m of members) book.fund(m.id, fen, beans);
    await expectSerialReplay(t, book, varieties);
    await expectMatchInvariants(t);
    expect(statuses.filter((s) => s >= 500), 'no call failed').toEqual([]);
  } finally {
    await t.close();
  }
}, 120_000);

describe('auto-match under concurrent commands', () => {
  it(`two crossing orders sent at once fill once, at the price of the one that rested (${trials} trials)`, async () => {
    const [buyer, seller] = members;
    for (let i = 0; i < trials; i++) {
      const [buy, sell] = await together(i, () => place(buyer!, varieties[0]!, 'buy', 10_100), () => place(seller!, varieties[0]!, 'sell', 10_000));
      // Each answer is its order as read after its own commit: the one that rested may be read before the other filled it.
      const stored = await t.db.select({ stage: matchOrders.stage }).from(matchOrders).where(inArray(matchOrders.id, [accepted(buy).id, accepted(sell).id]));
      expect(stored.map((o) => o.stage)).toEqual(['filled', 'filled']);
      const fills = [...buy.data.fills, ...sell.data.fills];
      expect(fills, 'one fill, answered to the order that arrived second').toHaveLength(1);
      // The resting order sets the price: the buy's 101 yuan when the sell arrived second, else the sell's 100.
      expect(fills[0]!.price).toBe(fills[0]!.takerSide === 'sell' ? 10_100 : 10_000);
    }
    expect(await heldBy(buyer!.id)).toBe(0);
  });

  it(`a cancel racing the fill of its order cancels what the fill left, or is refused once it has filled (${trials} trials)`, async () => {
    const [buyer, seller] = members.slice(2);
    const outcomes = new Map<string, number>();
    for (let i = 0; i < trials; i++) {
      // A sell of one unit leaves one of the two to cancel; a sell of two takes both (each with every interleaving).
      const units = 1 + (Math.floor(i / 8) % 2);
      const resting = accepted(await place(buyer!, varieties[1]!, 'buy', 10_000, 2));
      const [cancelled, sell] = await together(i, () => cancel(buyer!, resting.id), () => place(seller!, varieties[1]!, 'sell', 10_000, units));
      const sold = accepted(sell).filled;
      const [after] = await t.db.select().from(matchOrders).where(eq(matchOrders.id, resting.id));
      if (sold === 0) {
        // The cancel went first: the sell found nothing and rests, and is taken off for the next trial.
        expect(accepted(cancelled)).toMatchObject({ stage: 'cancelled', filled: 0 });
        accepted(await cancel(seller!, sell.data.order.id));
      } else if (sold === 2) {
        refusedAsEnded(cancelled);
        expect(after).toMatchObject({ stage: 'filled', filled: 2 });
      } else {
        expect(accepted(cancelled)).toMatchObject({ stage: 'cancelled', filled: 1 });
      }
      expect(await heldBy(buyer!.id), 'nothing left held').toBe(0);
      const outcome = `sold ${sold} of ${units}`;
      outcomes.set(outcome, (outcomes.get(outcome) ?? 0) + 1);
    }
    console.log(`automatch race on ${process.env.TEST_DB}, a cancel against a fill:`, Object.fromEntries(outcomes));
  });

  it('50 orders at once on one book from 10 members, then 50 cancels, amends and orders at once', async () => {
    const random = seededRandom(seed);
    const price = () => 10_000 + 50 * Math.floor(random() * 5);
    // Five members buy and five sell, so no order can meet its member's own.
    const sideOf = (n: number) => (n % memberCount < memberCount / 2 ? 'buy' : 'sell');
    const burst = await Promise.all(Array.from({ length: 50 }, (_, n) => place(members[n % memberCount]!, varieties[2]!, sideOf(n), price(), 1 + Math.floor(random() * 3))));
    burst.forEach(accepted);
    const resting = (await t.db.select().from(matchOrders).where(eq(matchOrders.productId, varieties[2]!))).filter((o) => o.stage === 'open' || o.stage === 'partiallyFilled');
    const owner = new Map(members.map((m) => [m.id, m]));
    const second = await Promise.all(
      Array.from({ length: 50 }, (_, n) => {
        const order = resting[n];
        if (!order) return place(members[n % memberCount]!, varieties[2]!, sideOf(n), price());
        return n % 2 === 0 ? cancel(owner.get(order.userId)!, order.id) : amend(owner.get(order.userId)!, order.id, { price: price() });
      }),
    );
    // A cancel or an amend may find its order filled by an order of the same burst: refused, and nothing else.
    for (const reply of second) if (reply.code !== 200) refusedAsEnded(reply);
  });

  it(`members crossing each other's orders on two books at once (${trials} trials)`, async () => {
    const [x, y] = members.slice(4, 6);
    const [one, two] = varieties.slice(3, 5);
    for (let i = 0; i < trials; i++) {
      // x rests a buy on one, y a buy on two; then at once y sells into x's buy while x buys more on two, and x sells
      // into y's buy while y buys more on one: each command holds its own member's money and takes the other's.
      accepted(await place(x!, one!, 'buy', 10_000));
      accepted(await place(y!, two!, 'buy', 10_000));
      const replies = await Promise.all([place(y!, one!, 'sell', 10_000), place(x!, two!, 'buy', 9_000), place(x!, two!, 'sell', 10_000), place(y!, one!, 'buy', 9_000)]);
      replies.forEach(accepted);
      for (const [who, book] of [[x!, two!], [y!, one!]] as const) {
        const [left] = await t.db.select({ id: matchOrders.id }).from(matchOrders).where(and(eq(matchOrders.userId, who.id), eq(matchOrders.productId, book), eq(matchOrders.stage, 'open')));
        if (left) accepted(await cancel(who, left.id));
      }
    }
  });
});
