import { and, desc, eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { scoreLogs, sysSettings, users } from '../../server/src/db/schema';
import { moveScore } from '../../server/src/domain/scores';
import { messages } from '../../src/api/contracts/messages';
import { creditRating, type ScoreLog, type ScoreSummary } from '../../src/api/contracts/scores';
import type { Page } from '../../src/api/contracts/trade';
import { ApiError, get, type TestApp } from './helpers';
import { closeChecked, completedOrder, step, type Trader, tradingApp } from './trade-helpers';

/** Levels and scores: evaluations move the credit score, completed trades earn points, each member reads their own logs. */
let t: TestApp;
let s: Trader;
let b: Trader;
beforeEach(async () => ({ t, s, b } = await tradingApp()));
afterEach(() => closeChecked(t));

const scores = async (userId: number) => {
  const [row] = await t.db.select({ credit: users.creditScore, points: users.personalScore }).from(users).where(eq(users.id, userId));
  return row!;
};
const logs = (userId: number, kind: 'credit' | 'points') =>
  t.db.select().from(scoreLogs).where(and(eq(scoreLogs.userId, userId), eq(scoreLogs.kind, kind))).orderBy(desc(scoreLogs.id));
/** The newest log row's balance is the column, for both kinds. */
const expectLogsAgree = async (userId: number) => {
  const now = await scores(userId);
  expect((await logs(userId, 'credit'))[0]?.balance ?? 0).toBe(now.credit);
  expect((await logs(userId, 'points'))[0]?.balance ?? 0).toBe(now.points);
};
const logPage = (who: Trader, kind: 'creditScore' | 'personalScore', query = '') =>
  get<Page<ScoreLog>>(t, `/api/user/account/${kind}/log/page${query}`, { token: who.token });

describe('the credit score (信用分)', () => {
  it('moves by the evaluation received, with a log row; a neutral one moves nothing; points stay', async () => {
    const [seller0, buyer0] = [await scores(s.id), await scores(b.id)];
    const orderId = await completedOrder(t, s, b, 10_000);
    const afterTrade = await scores(s.id);
    await step(t, b, '/api/trade/trade/evaluation', { orderId, score: 1, comment: '好' });
    await step(t, s, '/api/trade/trade/evaluation', { orderId, score: -1, comment: '拖延付款' });
    expect(await scores(s.id)).toEqual({ credit: seller0.credit + 1, points: afterTrade.points });
    expect((await scores(b.id)).credit).toBe(buyer0.credit - 1);
    expect((await logs(s.id, 'credit'))[0]).toMatchObject({ change: 1, balance: seller0.credit + 1, reason: '收到好评', orderId });
    expect((await logs(b.id, 'credit'))[0]).toMatchObject({ change: -1, balance: buyer0.credit - 1, reason: '收到差评', orderId });

    const second = await completedOrder(t, s, b, 10_000);
    const rows = (await logs(s.id, 'credit')).length;
    await step(t, b, '/api/trade/trade/evaluation', { orderId: second, score: 0 });
    expect((await scores(s.id)).credit).toBe(seller0.credit + 1);
    expect(await logs(s.id, 'credit')).toHaveLength(rows);
    await expectLogsAgree(s.id);
    await expectLogsAgree(b.id);
  });

  it('answers my score with its rating, and only my log, newest first', async () => {
    const summary = await get<ScoreSummary>(t, '/api/user/account/creditScore', { token: s.token });
    expect(summary.code, summary.msg).toBe(200);
    // 金陵藏家's demo credit score and points: what his history's evaluations and deals gave him (seed-deals.ts).
    const before = await scores(s.id);
    expect(before.credit).toBeGreaterThan(0);
    expect(summary.data).toEqual({
      creditScore: before.credit,
      rating: creditRating(before.credit),
      personalScore: before.points,
      pointsRules: { tradeCompleted: 10, referralTrade: 5 },
    });
    const orderId = await completedOrder(t, s, b, 10_000);
    await step(t, b, '/api/trade/trade/evaluation', { orderId, score: 1 });
    const mine = await logPage(s, 'creditScore');
    expect(mine.data.list[0]).toMatchObject({ change: 1, balance: before.credit + 1, reason: '收到好评', orderId });
    expect(mine.data.total).toBe((await logs(s.id, 'credit')).length);
    expect(mine.data.list.every((row) => row.createTime.length === 19)).toBe(true);
    const theirs = await logPage(b, 'creditScore');
    expect(theirs.data.list.map((row) => row.id)).not.toContain(mine.data.list[0]!.id);
    expect((await get<ScoreSummary>(t, '/api/user/account/creditScore', { token: s.token })).data.creditScore).toBe(before.credit + 1);
  });
});

describe('points (积分)', () => {
  it('a completed trade earns both sides the points of the setting, logged with the balance after', async () => {
    await t.db.insert(sysSettings).values({ key: 'points', value: { tradeCompleted: 7 } });
    const [seller0, buyer0] = [await scores(s.id), await scores(b.id)];
    const orderId = await completedOrder(t, s, b, 10_000);
    expect((await scores(s.id)).points).toBe(seller0.points + 7);
    expect((await scores(b.id)).points).toBe(buyer0.points + 7);
    for (const who of [s, b]) {
      const page = await logPage(who, 'personalScore');
      expect(page.data.list[0]).toMatchObject({ change: 7, balance: (await scores(who.id)).points, reason: '完成交易', orderId });
      await expectLogsAgree(who.id);
    }
    // The same order's evaluation is not a trade: points stay.
    await step(t, b, '/api/trade/trade/evaluation', { orderId, score: 1 });
    expect((await scores(s.id)).points).toBe(seller0.points + 7);
  });

  it('without the setting, the defaults: 10 points each', async () => {
    const seller0 = await scores(s.id);
    await completedOrder(t, s, b, 10_000);
    expect((await scores(s.id)).points).toBe(seller0.points + 10);
  });

  it('spending more points than the member has is refused (积分不足) and changes nothing', async () => {
    const before = await scores(b.id);
    const rows = (await logs(b.id, 'points')).length;
    const spend = (change: number) => moveScore(t.db, t.clock.now(), { userId: b.id, kind: 'points', change, reason: '兑换道具' });
    await expect(spend(-(before.points + 1))).rejects.toSatisfy((e) => e instanceof ApiError && e.message === messages.pointsInsufficient);
    expect(await scores(b.id)).toEqual(before);
    expect(await logs(b.id, 'points')).toHaveLength(rows);
    expect(await spend(-before.points)).toBe(0);
    expect((await logs(b.id, 'points'))[0]).toMatchObject({ change: -before.points, balance: 0, reason: '兑换道具' });
    expect(await spend(0)).toBeNull();
    await expectLogsAgree(b.id);
  });
});

describe('the log pages', () => {
  it('demo logs agree with the columns', async () => {
    for (const who of [s, b]) await expectLogsAgree(who.id);
    // No opening figures (issue 25): every row of the demo's logs comes from one of its orders.
    const points = await logPage(b, 'personalScore', '?pageSize=50');
    expect(points.data.list.length).toBeGreaterThan(0);
    expect(points.data.list.every((row) => row.orderId !== null)).toBe(true);
    expect(points.data.list[0]!.balance).toBe((await scores(b.id)).points);
  });

  it('pages by pageNo and pageSize (10, 20, 50); refuses anything else; not logged in is 401', async () => {
    expect((await logPage(b, 'personalScore', '?pageNo=1&pageSize=20')).data).toMatchObject({ pageNo: 1, pageSize: 20 });
    expect((await logPage(b, 'personalScore', '?pageNo=2&pageSize=10')).data.list).toEqual([]);
    for (const query of ['?pageSize=15', '?pageNo=0', '?pageNo=abc', '?pageSize=10&pageSize=20']) {
      for (const kind of ['creditScore', 'personalScore'] as const) expect((await logPage(b, kind, query)).status, `${kind}${query}`).toBe(400);
    }
    for (const url of ['/api/user/account/creditScore', '/api/user/account/creditScore/log/page', '/api/user/account/personalScore/log/page']) {
      expect((await get(t, url)).status, url).toBe(401);
    }
  });
});
