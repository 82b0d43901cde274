import { and, count, desc, eq, isNotNull, isNull, lte, type SQL } from 'drizzle-orm';
import {
  punishmentStateNames,
  type Page,
  type PunishmentItem,
  type PunishmentPageQuery,
  type PunishmentState,
} from '../../../../src/api/contracts/complaints';
import { punishmentKindNames } from '../../../../src/api/contracts/content-names';
import type { Db } from '../../db/database';
import { punishments, users } from '../../db/schema';
import { notFound } from '../../http/api-error';
import { formatChinaTime } from '../clock';
import { offsetOf } from '../paging';
import { inForce, periodText, stateOf, type PunishmentRow } from './standing';

export function punishmentItem(row: PunishmentRow, userName: string, now: Date, readerId: number | null): PunishmentItem {
  const state = stateOf(row, now);
  return {
    id: row.id,
    userName,
    kind: row.kind,
    kindName: punishmentKindNames[row.kind],
    reason: row.reason,
    period: periodText(row),
    startTime: formatChinaTime(row.startsAt),
    endTime: row.endsAt ? formatChinaTime(row.endsAt) : null,
    revokeTime: row.revokedAt ? formatChinaTime(row.revokedAt) : null,
    state,
    stateName: punishmentStateNames[state],
    complaintId: row.complaintId,
    mine: readerId === row.userId,
  };
}

/** The rows in one state at `now` (the state is not stored: an end passes without a write). */
function inState(state: PunishmentState, now: Date): SQL {
  if (state === 'active') return inForce(now);
  if (state === 'revoked') return isNotNull(punishments.revokedAt);
  return and(isNull(punishments.revokedAt), isNotNull(punishments.endsAt), lte(punishments.endsAt, now))!;
}

/**
 * A page of punishments, newest first: everyone's (处罚公示, the staff's list) or one member's (/punish/my/page).
 * `readerId` marks the reader's own.
 */
export async function punishmentPage(
  db: Db,
  now: Date,
  query: PunishmentPageQuery,
  readerId: number | null,
  onlyUserId?: number,
): Promise<Page<PunishmentItem>> {
  const where = and(onlyUserId === undefined ? undefined : eq(punishments.userId, onlyUserId), query.state ? inState(query.state, now) : undefined);
  const [counted] = await db.select({ n: count() }).from(punishments).where(where);
  const rows = await db
    .select({ row: punishments, userName: users.userName })
    .from(punishments)
    .innerJoin(users, eq(users.id, punishments.userId))
    .where(where)
    .orderBy(desc(punishments.startsAt), desc(punishments.id))
    .limit(query.pageSize)
    .offset(offsetOf(query));
  return {
    list: rows.map((r) => punishmentItem(r.row, r.userName, now, readerId)),
    total: counted?.n ?? 0,
    pageNo: query.pageNo,
    pageSize: query.pageSize,
  };
}

/** GET /api/user/punish/detail?punishId: public, like the notice it belongs to. */
export async function punishmentDetail(db: Db, now: Date, id: number, readerId: number | null): Promise<PunishmentItem> {
  const [found] = await db
    .select({ row: punishments, userName: users.userName })
    .from(punishments)
    .innerJoin(users, eq(users.id, punishments.userId))
    .where(eq(punishments.id, id))
    .limit(1);
  if (!found) throw notFound('punishmentNotFound');
  return punishmentItem(found.row, found.userName, now, readerId);
}
