import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { MemberCard } from '../../../../src/api/contracts/catalogue';
import type { Page } from '../../../../src/api/contracts/trade';
import type { Db } from '../../db/database';
import { users } from '../../db/schema';
import { memberNameMatches } from '../../db/search';
import { isAuthenticated, levelName } from '../members';
import { offsetOf, type PageQuery } from '../paging';

/**
 * GET /api/anon/user/search?keyword (/search?class=member): members whose user name holds every word, for anyone,
 * visitors too, so only what their public homepage shows first: name, level, verification, deal count. Never a phone.
 * Frozen members are not found. The exact name first, then the busiest traders.
 */
export async function memberSearch(db: Db, keyword: string, page: PageQuery): Promise<Page<MemberCard>> {
  const where = and(eq(users.disabled, false), memberNameMatches(keyword));
  const [counted] = await db.select({ n: count() }).from(users).where(where);
  const rows = await db
    .select()
    .from(users)
    .where(where)
    .orderBy(sql`${users.userName} = ${keyword} desc`, desc(users.dealTimes), users.id)
    .limit(page.pageSize)
    .offset(offsetOf(page));
  const list = rows.map((m) => ({
    id: m.id,
    userName: m.userName,
    levelId: m.level,
    vipName: levelName(m.level),
    authType: isAuthenticated(m) ? m.authType : ('none' as const),
    dealTimes: m.dealTimes,
  }));
  return { list, total: counted?.n ?? 0, ...page };
}
