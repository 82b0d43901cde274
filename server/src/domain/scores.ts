import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import { creditRating, type ScoreLog, type ScoreSummary } from '../../../src/api/contracts/scores';
import type { Page } from '../../../src/api/contracts/trade';
import type { Db } from '../db/database';
import { scoreLogs, users } from '../db/schema';
import { badRequest } from '../http/api-error';
import { formatChinaTime } from './clock';
import { offsetOf, type PageQuery } from './paging';
import type { Member } from './sessions';
import { pointsSettings, pointsSettingsFrom } from './trade/settings';

/** The two scores a member has (docs/adr/0024): 信用分 and 积分 (points). */
export type ScoreKind = 'credit' | 'points';

/** Why a score moved, as the member reads it in their log. */
export const scoreReasons = {
  goodEvaluation: '收到好评',
  badEvaluation: '收到差评',
  tradeCompleted: '完成交易',
  referralTrade: '推荐会员成交返利',
} as const;

export interface ScoreMove {
  userId: number;
  kind: ScoreKind;
  /** Signed; 0 moves nothing and writes no log row. */
  change: number;
  reason: string;
  orderId?: number;
}

const columns: Record<ScoreKind, string> = { credit: 'credit_score', points: 'personal_score' };

/**
 * Every change of either score goes through here: the member's column and the log row with the balance after, in one
 * statement, so the last log row always equals the column. Points never go below 0: spending more than the member
 * has is refused with 积分不足 (and nothing changes); the credit score may go negative. Answers the balance after,
 * or null when nothing moved (a change of 0, or no such member).
 */
export async function moveScore(tx: Db, now: Date, move: ScoreMove): Promise<number | null> {
  if (move.change === 0) return null;
  const column = sql.identifier(columns[move.kind]);
  const floor = move.kind === 'points' ? sql` and ${column} + ${move.change}::integer >= 0` : sql``;
  const result = await tx.execute(sql`
    with moved as (
      update ${users} set ${column} = ${column} + ${move.change}::integer
      where ${users.id} = ${move.userId}::integer${floor}
      returning ${users.id} as user_id, ${column} as balance
    )
    insert into ${scoreLogs} (user_id, kind, change, balance, reason, order_id, created_at)
    select user_id, ${move.kind}::text, ${move.change}::integer, balance, ${move.reason}::text, ${move.orderId ?? null}::integer, ${now}::timestamptz
    from moved
    returning balance`);
  const [row] = (result as unknown as { rows: { balance: number }[] }).rows;
  if (row) return Number(row.balance);
  if (move.kind === 'points' && move.change < 0) throw badRequest('pointsInsufficient');
  return null;
}

/** A party of a completed trade as the statement that counted the deal returned it (order-events.ts). */
export interface TradeParty {
  id: number;
  referrerId: number | null;
  /** The stored `points` setting, read in the same statement. */
  points: unknown;
}

/**
 * A completed trade earns each side `tradeCompleted` points, and each side's referrer `referralTrade` points (返利,
 * once per referred side). Runs in the transaction that completes the order: a retried call completes nothing twice.
 */
export async function earnTradePoints(tx: Db, now: Date, orderId: number, parties: TradeParty[]): Promise<void> {
  const rules = pointsSettingsFrom(parties[0]?.points);
  for (const party of parties) {
    await moveScore(tx, now, { userId: party.id, kind: 'points', change: rules.tradeCompleted, reason: scoreReasons.tradeCompleted, orderId });
  }
  for (const party of parties) {
    if (party.referrerId === null) continue;
    await moveScore(tx, now, { userId: party.referrerId, kind: 'points', change: rules.referralTrade, reason: scoreReasons.referralTrade, orderId });
  }
}

/** The credit score an evaluation gives: 好评 +1, 中评 0 (nothing moves), 差评 -1. */
export function evaluationMove(userId: number, score: number, orderId: number): ScoreMove {
  return { userId, kind: 'credit', change: score, reason: score > 0 ? scoreReasons.goodEvaluation : scoreReasons.badEvaluation, orderId };
}

/** A page of the member's own log rows of one kind (optionally one reason), newest first. */
export async function scoreLogPage(db: Db, memberId: number, kind: ScoreKind, page: PageQuery, reason?: string): Promise<Page<ScoreLog>> {
  const parts: SQL[] = [eq(scoreLogs.userId, memberId), eq(scoreLogs.kind, kind)];
  if (reason) parts.push(eq(scoreLogs.reason, reason));
  const where = and(...parts)!;
  const [counted] = await db.select({ n: count() }).from(scoreLogs).where(where);
  const rows = await db.select().from(scoreLogs).where(where).orderBy(desc(scoreLogs.id)).limit(page.pageSize).offset(offsetOf(page));
  return {
    list: rows.map((r) => ({ id: r.id, change: r.change, balance: r.balance, reason: r.reason, orderId: r.orderId, createTime: formatChinaTime(r.createdAt) })),
    total: counted?.n ?? 0,
    pageNo: page.pageNo,
    pageSize: page.pageSize,
  };
}

/** GET /api/user/account/creditScore: the member's own scores, rating and what earns points. */
export async function scoreSummary(db: Db, member: Pick<Member, 'creditScore' | 'personalScore'>): Promise<ScoreSummary> {
  return { creditScore: member.creditScore, rating: creditRating(member.creditScore), personalScore: member.personalScore, pointsRules: await pointsSettings(db) };
}
