import { eq, inArray } from 'drizzle-orm';
import { addMs, type Clock } from '../domain/clock';
import { moveScore } from '../domain/scores';
import { hoursMs } from '../domain/trade/settings';
import type { Db } from './database';
import { users } from './schema';

/** The credit score the demo traders brought with them: their earlier deals were evaluated before the logs begin. */
const openingCredit: Record<string, number> = { 金陵藏家: 67, 华夏邮社: 154, 老周邮票: 311 };
/** Who registered through whose invite link (/person/recommendation has someone to show). */
const referredBy: Record<string, string> = { 集邮新人: '金陵藏家', 待认证用户: '金陵藏家' };

/**
 * Demo scores with logs that agree with the columns (the last row's balance is the column), through moveScore: one
 * opening row per score, never an evaluation or a completed trade that has no order behind it.
 */
export async function seedScores(tx: Db, clock: Clock, memberId: Map<string, number>): Promise<void> {
  const opened = addMs(clock(), -hoursMs(30 * 24));
  const members = await tx.select({ id: users.id, userName: users.userName, points: users.personalScore }).from(users).where(inArray(users.id, [...memberId.values()]));
  await tx.update(users).set({ personalScore: 0 }).where(inArray(users.id, members.map((m) => m.id)));
  for (const m of members) {
    await moveScore(tx, opened, { userId: m.id, kind: 'points', change: m.points, reason: '期初积分' });
    const credit = openingCredit[m.userName];
    if (credit !== undefined) await moveScore(tx, opened, { userId: m.id, kind: 'credit', change: credit, reason: '期初信用分（历史交易评价）' });
  }
  for (const [member, referrer] of Object.entries(referredBy)) {
    await tx.update(users).set({ referrerId: memberId.get(referrer)! }).where(eq(users.id, memberId.get(member)!));
  }
}
