import { and, count, desc, eq, or, sql } from 'drizzle-orm';
import type { BlacklistEntry, FoundMember, Relation } from '../../../src/api/contracts/relations';
import { memberFindLimit } from '../../../src/api/contracts/relations';
import type { Page } from '../../../src/api/contracts/trade';
import { maskPhone } from '../../../src/api/contracts/display';
import { normalizePhone } from '../../../src/api/contracts/validation';
import type { Db } from '../db/database';
import { blacklist, users } from '../db/schema';
import { memberNameMatches } from '../db/search';
import { badRequest, conflict, notFound } from '../http/api-error';
import type { Clock } from './clock';
import { formatChinaTime } from './clock';
import { isAuthenticated, levelName } from './members';
import { offsetOf, type PageQuery } from './paging';
import type { Member } from './sessions';

/** GET /api/user/blacklist/page: the members I blocked, the latest first. Only my own rows are ever read. */
export async function blacklistPage(db: Db, member: Member, page: PageQuery): Promise<Page<BlacklistEntry>> {
  const mine = eq(blacklist.userId, member.id);
  const [counted] = await db.select({ n: count() }).from(blacklist).where(mine);
  const rows = await db
    .select({ targetId: blacklist.targetId, userName: users.userName, level: users.level, createdAt: blacklist.createdAt })
    .from(blacklist)
    .innerJoin(users, eq(users.id, blacklist.targetId))
    .where(mine)
    .orderBy(desc(blacklist.id))
    .limit(page.pageSize)
    .offset(offsetOf(page));
  return {
    list: rows.map((r) => ({
      targetId: r.targetId,
      userName: r.userName,
      levelId: r.level,
      vipName: levelName(r.level),
      createTime: formatChinaTime(r.createdAt),
    })),
    total: counted?.n ?? 0,
    ...page,
  };
}

/**
 * POST /api/user/add/blacklist/{id}: blocks a member. Adding someone already there is refused (已在黑名单中) rather
 * than passed over, so the browser learns its button was stale; the pair's unique index decides between two adds
 * at once. A frozen or unknown member is not found, as on their homepage.
 */
export async function addToBlacklist(db: Db, clock: Clock, member: Member, targetId: number): Promise<void> {
  if (targetId === member.id) throw badRequest('cannotBlacklistSelf');
  const [target] = await db.select({ disabled: users.disabled }).from(users).where(eq(users.id, targetId)).limit(1);
  if (!target || target.disabled) throw notFound('memberNotFound');
  const added = await db
    .insert(blacklist)
    .values({ userId: member.id, targetId, createdAt: clock() })
    .onConflictDoNothing()
    .returning({ id: blacklist.id });
  if (added.length === 0) throw conflict('alreadyBlacklisted');
}

/** POST /api/user/remove/{id}: `id` is the blocked member's; a member not on my own list is not found. */
export async function removeFromBlacklist(db: Db, member: Member, targetId: number): Promise<void> {
  const removed = await db
    .delete(blacklist)
    .where(and(eq(blacklist.userId, member.id), eq(blacklist.targetId, targetId)))
    .returning({ id: blacklist.id });
  if (removed.length === 0) throw notFound('notInBlacklist');
}

/** GET /api/user/relation/verification?targetId: whether either of us blocked the other (false for an unknown id). */
export async function relationWith(db: Db, member: Member, targetId: number): Promise<Relation> {
  const rows = await db
    .select({ userId: blacklist.userId })
    .from(blacklist)
    .where(
      or(
        and(eq(blacklist.userId, member.id), eq(blacklist.targetId, targetId)),
        and(eq(blacklist.userId, targetId), eq(blacklist.targetId, member.id)),
      ),
    );
  return { blacklisted: rows.some((r) => r.userId === member.id), blockedMe: rows.some((r) => r.userId === targetId) };
}

/**
 * Refuses a taker the publisher blocked (basket add and confirm). Only the publisher's list counts: a taker who
 * blocked a publisher is not stopped from taking that publisher's offer, which they choose to take themselves.
 */
export async function assertNotBlocked(db: Db, publisherId: number, takerId: number): Promise<void> {
  const [row] = await db
    .select({ id: blacklist.id })
    .from(blacklist)
    .where(and(eq(blacklist.userId, publisherId), eq(blacklist.targetId, takerId)))
    .limit(1);
  if (row) throw badRequest('blockedByPublisher');
}

/**
 * GET /api/user/find?condition: members whose user name contains `condition` (on the name's search index, db/search.ts)
 * or whose phone is exactly it; frozen members are not found. An exact name comes first.
 */
export async function findMembers(db: Db, condition: string): Promise<FoundMember[]> {
  const rows = await db
    .select()
    .from(users)
    .where(and(eq(users.disabled, false), or(memberNameMatches(condition), eq(users.phone, normalizePhone(condition)))))
    .orderBy(sql`${users.userName} = ${condition} desc`, users.id)
    .limit(memberFindLimit);
  return rows.map((m) => ({
    id: m.id,
    userName: m.userName,
    levelId: m.level,
    authType: isAuthenticated(m) ? m.authType : 'none',
    phone: maskPhone(m.phone),
  }));
}
