import { and, count, eq, sql, sum } from 'drizzle-orm';
import type { TraderDisclosure } from '../../../../src/api/contracts/security';
import type { TraderHomepage } from '../../../../src/api/contracts/trade';
import type { Db } from '../../db/database';
import { listings, orders, users } from '../../db/schema';
import { notFound } from '../../http/api-error';
import { formatChinaTime } from '../clock';
import { isAuthenticated, levelName } from '../members';
import { marketFilter } from './market';
import { creditLine } from './credit';
import { isCompleted, isParty } from './order-lists';
import { tradeSettings } from './settings';

/**
 * The evaluations a member received: on each of their orders, the one the other side gave (the order machine's
 * context `evaluations.buyer/seller`, score 1 good, 0 neutral, -1 bad). Offline trades have none.
 */
async function evaluationsReceived(db: Db, memberId: number): Promise<TraderHomepage['evaluations']> {
  const received = sql`case when ${orders.buyerId} = ${memberId}
    then ${orders.context} #>> '{evaluations,seller,score}'
    else ${orders.context} #>> '{evaluations,buyer,score}' end`;
  const scored = (score: string) => sql<number>`count(*) filter (where ${received} = ${score})`.mapWith(Number);
  const [row] = await db
    .select({ good: scored('1'), neutral: scored('0'), bad: scored('-1') })
    .from(orders)
    .where(and(eq(orders.machine, 'order'), isParty(memberId)));
  return row!;
}

/** What a member's completed deals add up to, in fen, on either side. */
async function tradedAmount(db: Db, memberId: number): Promise<number> {
  const [row] = await db
    .select({ total: sum(orders.amount).mapWith(Number) })
    .from(orders)
    .where(and(isParty(memberId), isCompleted));
  return row?.total ?? 0;
}

/**
 * GET /api/anon/trade/homepage/{id}: a member's public trading card; a disabled member has none. Their traded amount
 * and credit lines are shown only as their settings allow (/api/user/setting/tradeAmount, creditDisclosure).
 */
export async function traderHomepage(db: Db, memberId: number): Promise<TraderHomepage & TraderDisclosure> {
  const [member] = await db.select().from(users).where(eq(users.id, memberId)).limit(1);
  if (!member || member.disabled) throw notFound();
  const [open] = await db
    .select({ n: count() })
    .from(listings)
    .where(marketFilter({ keyword: '', state: 'open', publisherId: memberId }));
  return {
    id: member.id,
    userName: member.userName,
    levelId: member.level,
    vipName: levelName(member.level),
    authType: isAuthenticated(member) ? member.authType : 'none',
    dealTimes: member.dealTimes,
    creditScore: member.creditScore,
    evaluations: await evaluationsReceived(db, memberId),
    openListings: open?.n ?? 0,
    createTime: formatChinaTime(member.createdAt),
    tradeAmount: member.showTradeAmount ? await tradedAmount(db, memberId) : null,
    creditLine: member.creditDisclosure ? await creditLine(db, member, await tradeSettings(db)) : null,
  };
}
