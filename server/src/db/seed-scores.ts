import { eq, inArray } from 'drizzle-orm';
import { addMs, type Clock } from '../domain/clock';
import { moveScore, scoreReasons, type ScoreKind } from '../domain/scores';
import { hoursMs } from '../domain/trade/settings';
import type { Db } from './database';
import { users } from './schema';

/** The credit score the demo traders brought with them: their seeded deals were evaluated before the logs begin. */
const openingCredit: Record<string, number> = { 金陵藏家: 66, 华夏邮社: 153, 老周邮票: 310 };
/** Who registered through whose invite link (/person/recommendation has someone to show). */
const referredBy: Record<string, string> = { 集邮新人: '金陵藏家', 待认证用户: '金陵藏家' };

const daysAgo = (now: Date, days: number) => addMs(now, -hoursMs(days * 24));

/**
 * Demo scores with logs that agree with the columns (the last row's balance is the column): every change is replayed
 * through moveScore, oldest first. Points: the seeded personalScore as an opening row, the last few completed trades
 * after it; credit: an opening score for the traders, then their latest evaluations.
 */
export async function seedScores(tx: Db, clock: Clock, memberId: Map<string, number>): Promise<void> {
  const now = clock();
  const members = await tx.select({ id: users.id, userName: users.userName, points: users.personalScore, deals: users.dealTimes }).from(users).where(inArray(users.id, [...memberId.values()]));
  await tx.update(users).set({ personalScore: 0 }).where(inArray(users.id, members.map((m) => m.id)));
  for (const m of members) {
    const trades = m.deals > 0 ? 3 : 0;
    const moves: [ScoreKind, number, string, number][] = [['points', m.points - trades * 10, '期初积分', 30]];
    for (let i = 0; i < trades; i += 1) moves.push(['points', 10, scoreReasons.tradeCompleted, 6 - i * 2]);
    const credit = openingCredit[m.userName];
    if (credit !== undefined) {
      moves.push(['credit', credit, '期初信用分（历史交易评价）', 30]);
      moves.push(['credit', 1, scoreReasons.goodEvaluation, 5], ['credit', -1, scoreReasons.badEvaluation, 3], ['credit', 1, scoreReasons.goodEvaluation, 1]);
    }
    moves.sort((a, b) => b[3] - a[3]);
    for (const [kind, change, reason, days] of moves) await moveScore(tx, daysAgo(now, days), { userId: m.id, kind, change, reason });
  }
  for (const [member, referrer] of Object.entries(referredBy)) {
    await tx.update(users).set({ referrerId: memberId.get(referrer)! }).where(eq(users.id, memberId.get(member)!));
  }
}
