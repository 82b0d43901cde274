import { and, count, desc, eq, sum } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { invitePath, type MyRecommend } from '../../../src/api/contracts/promotion';
import type { ScoreLog } from '../../../src/api/contracts/scores';
import type { Page } from '../../../src/api/contracts/trade';
import type { Db } from '../db/database';
import { scoreLogs, users } from '../db/schema';
import { formatChinaTime } from './clock';
import { levelName } from './members';
import { offsetOf, type PageQuery } from './paging';
import { scoreLogPage, scoreReasons } from './scores';
import type { Member } from './sessions';
import { pointsSettings } from './trade/settings';

const inviter = alias(users, 'inviter');

/**
 * A registration through an invite link: the new member's referrer is the inviter, when such a member exists and is
 * not frozen. Anything else is ignored, not refused: a bad link must not cost the new member their registration.
 */
export async function recordReferrer(db: Db, memberId: number, inviterId: number | undefined): Promise<void> {
  if (inviterId === undefined || inviterId === memberId) return;
  await db
    .update(users)
    .set({ referrerId: inviter.id })
    .from(inviter)
    .where(and(eq(users.id, memberId), eq(inviter.id, inviterId), eq(inviter.disabled, false)));
}

/** GET /api/user/myRecommend: my invite link's parts, what a referral earns, my rebates so far and my referred members. */
export async function myRecommend(db: Db, member: Member, page: PageQuery): Promise<MyRecommend> {
  const mine = eq(users.referrerId, member.id);
  const [counted] = await db.select({ n: count() }).from(users).where(mine);
  const rows = await db.select().from(users).where(mine).orderBy(desc(users.id)).limit(page.pageSize).offset(offsetOf(page));
  const [rebates] = await db
    .select({ total: sum(scoreLogs.change).mapWith(Number) })
    .from(scoreLogs)
    .where(and(eq(scoreLogs.userId, member.id), eq(scoreLogs.kind, 'points'), eq(scoreLogs.reason, scoreReasons.referralTrade)));
  return {
    memberId: member.id,
    invitePath: invitePath(member.id),
    referralTrade: (await pointsSettings(db)).referralTrade,
    rebateTotal: rebates?.total ?? 0,
    members: {
      list: rows.map((m) => ({ userName: m.userName, levelId: m.level, levelName: levelName(m.level), dealTimes: m.dealTimes, createTime: formatChinaTime(m.createdAt) })),
      total: counted?.n ?? 0,
      pageNo: page.pageNo,
      pageSize: page.pageSize,
    },
  };
}

/** GET /api/user/rebate/page: my own rebate log rows (the points my referred members' trades earned me). */
export const rebatePage = (db: Db, member: Member, page: PageQuery): Promise<Page<ScoreLog>> =>
  scoreLogPage(db, member.id, 'points', page, scoreReasons.referralTrade);
