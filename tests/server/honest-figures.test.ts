import { and, eq, inArray, sql, sum } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderEvents, orders, scoreLogs, users } from '../../server/src/db/schema';
import { isCompleted, isParty } from '../../server/src/domain/trade/order-lists';
import type { UserInfo } from '../../src/api/contracts/auth';
import type { ScoreSummary } from '../../src/api/contracts/scores';
import type { TraderDisclosure } from '../../src/api/contracts/security';
import type { MyDeal, Page, TraderHomepage } from '../../src/api/contracts/trade';
import { buildTestApp, demoAccounts, get, login, type TestApp } from './helpers';
import { expectLedgerInvariants } from './trade-helpers';

/*
 * Issue 25, honest figures: every count and amount the product shows a member is recomputed here from the records it
 * describes (completed orders, the evaluations in their order events, the score logs) for every member of the demo,
 * and compared with what the calls answer. The demo members' history is made through the product (seed-deals.ts).
 */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const day = 24 * 3_600_000;

async function completedDeals(userId: number) {
  const rows = await t.db
    .select({ n: sql<number>`count(*)`.mapWith(Number), amount: sum(orders.amount).mapWith(Number) })
    .from(orders)
    .where(and(isParty(userId), isCompleted));
  return { n: rows[0]!.n, amount: rows[0]!.amount ?? 0 };
}

/** The scores of the evaluations the member received: those the other side of each of their orders recorded. */
async function evaluationsReceived(userId: number): Promise<number[]> {
  const rows = await t.db
    .select({ score: sql<string>`${orderEvents.payload} ->> 'score'` })
    .from(orderEvents)
    .innerJoin(orders, eq(orders.id, orderEvents.orderId))
    .where(
      and(
        eq(orderEvents.event, 'order.evaluate'),
        sql`((${orderEvents.role} = 'buyer' and ${orders.sellerId} = ${userId}) or (${orderEvents.role} = 'seller' and ${orders.buyerId} = ${userId}))`,
      ),
    );
  return rows.map((r) => Number(r.score));
}

describe('the demo’s figures are computed from the records they describe', () => {
  it('deal counts, traded amounts, evaluations, credit scores and points of every member match their orders', async () => {
    const members = await t.db.select().from(users);
    for (const m of members) {
      const deals = await completedDeals(m.id);
      const received = await evaluationsReceived(m.id);
      expect(m.dealTimes, `${m.userName} 成交笔数`).toBe(deals.n);
      // The credit score is the sum of the evaluations received (好评 +1, 中评 0, 差评 -1), each with its log row.
      expect(m.creditScore, `${m.userName} 信用分`).toBe(received.reduce((a, s) => a + s, 0));
      const logs = await t.db.select().from(scoreLogs).where(eq(scoreLogs.userId, m.id));
      for (const kind of ['credit', 'points'] as const) {
        const mine = logs.filter((l) => l.kind === kind);
        // Every change comes from an order (an evaluation, a completed deal or an invitee's deal): no opening figure.
        for (const l of mine) expect(l.orderId, `${m.userName} ${kind} ${l.reason}`).not.toBeNull();
        expect(mine.reduce((a, l) => a + l.change, 0), `${m.userName} ${kind}`).toBe(kind === 'credit' ? m.creditScore : m.personalScore);
      }
      const homepage = await get<TraderHomepage & TraderDisclosure>(t, `/api/anon/trade/homepage/${m.id}`);
      if (m.disabled) continue;
      expect(homepage.data, m.userName).toMatchObject({
        dealTimes: deals.n,
        creditScore: m.creditScore,
        evaluations: {
          good: received.filter((s) => s === 1).length,
          neutral: received.filter((s) => s === 0).length,
          bad: received.filter((s) => s === -1).length,
        },
      });
      if (m.showTradeAmount) expect(homepage.data.tradeAmount, m.userName).toBe(deals.amount);
    }
  });

  it('the demo members registered in the past, and those with a history have real deals behind every figure', async () => {
    const now = t.clock.now().getTime();
    const demo = await t.db.select().from(users).where(inArray(users.phone, demoAccounts.map((a) => a.phone)));
    for (const m of demo) expect(m.createdAt.getTime(), m.userName).toBeLessThan(now - day);
    for (const name of ['金陵藏家', '华夏邮社', '老周邮票']) {
      const { token } = await login(t, name);
      const info = (await get<UserInfo>(t, '/api/user/info', { token })).data;
      const myDeals = (await get<Page<MyDeal>>(t, '/api/trade/marketing/my/page?pageSize=50', { token })).data;
      const scores = (await get<ScoreSummary>(t, '/api/user/account/creditScore', { token })).data;
      const deals = await completedDeals(info.id);
      expect(deals.n, name).toBeGreaterThan(0);
      // The profile's count, /transaction's list and the homepage's count are one figure.
      expect(info.dealTimes, name).toBe(deals.n);
      expect(myDeals.total, name).toBe(deals.n);
      expect(myDeals.list.reduce((a, d) => a + d.amount, 0), name).toBe(deals.amount);
      expect(scores.creditScore, name).toBe((await evaluationsReceived(info.id)).reduce((a, s) => a + s, 0));
      const homepage = (await get<TraderHomepage>(t, `/api/anon/trade/homepage/${info.id}`)).data;
      expect(new Date(`${homepage.createTime.replace(' ', 'T')}+08:00`).getTime(), name).toBeLessThan(now - 30 * day);
    }
    await expectLedgerInvariants(t);
  });

  it('the demo members’ balances are still the README’s after their history, and they have no payment password yet', async () => {
    const expected: Record<string, number> = { 金陵藏家: 5_000_000, 华夏邮社: 200_000, 老周邮票: 1_000_000 };
    for (const [name, fen] of Object.entries(expected)) {
      const { token, userinfo } = await login(t, name);
      expect(userinfo.balance, name).toBe(fen);
      expect((await get<boolean>(t, '/api/user/pwd/payment/isSet', { token })).data, name).toBe(false);
    }
  });
});
