import { and, eq } from 'drizzle-orm';
import { messageTypeIds } from '../../../../src/api/contracts/inbox';
import { punishmentKindNames, type PunishmentKind } from '../../../../src/api/contracts/content-names';
import type { Db } from '../../db/database';
import { punishments } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../http/api-error';
import { addMs, type Clock } from '../clock';
import { deliverNotice, type Notice } from '../notices';
import type { Member } from '../sessions';
import { memberByRef } from './member-ref';
import { inForce, periodText, refreshWarned, type PunishmentRow } from './standing';

const dayMs = 86_400_000;

/** A punishment's terms as the contract gives them (punishmentTermsRequest, parsed: the reason trimmed). */
export interface PunishmentTerms {
  kind: PunishmentKind;
  reason: string;
  /** Days from now; null until revoked. */
  days: number | null;
}

/** What the punished member reads (站内信) when a punishment is issued or revoked, in the same transaction. */
function issuedNotice(row: PunishmentRow): Notice {
  const limits: Record<PunishmentKind, string> = {
    warning: '您的账号将显示警示标记。',
    publishBan: '期间您不能发布新的挂单，账号显示警示标记。',
    tradeBan: '期间您不能摘牌或扫货，账号显示警示标记。',
  };
  return {
    userId: row.userId,
    type: messageTypeIds.system,
    title: `处罚通知：${punishmentKindNames[row.kind]}`,
    content: `平台对您处以${punishmentKindNames[row.kind]}，期限${periodText(row)}，原因：${row.reason}。${limits[row.kind]}如有异议请联系平台客服。`,
  };
}

function revokedNotice(row: PunishmentRow): Notice {
  return {
    userId: row.userId,
    type: messageTypeIds.system,
    title: `处罚已撤销：${punishmentKindNames[row.kind]}`,
    content: `平台已撤销对您的${punishmentKindNames[row.kind]}（原因：${row.reason}），相关限制即时解除。`,
  };
}

/**
 * Issues a punishment inside the caller's transaction (a decision's, or its own): from now, for `days` or until
 * revoked. The member is marked warned and told; staff never punish themselves.
 */
export async function issuePunishment(
  tx: Db,
  now: Date,
  staff: Member,
  userId: number,
  terms: PunishmentTerms,
  complaintId: number | null = null,
): Promise<PunishmentRow> {
  if (userId === staff.id) throw badRequest('cannotPunishSelf');
  const [row] = await tx
    .insert(punishments)
    .values({
      userId,
      complaintId,
      kind: terms.kind,
      reason: terms.reason,
      startsAt: now,
      endsAt: terms.days === null ? null : addMs(now, terms.days * dayMs),
      issuedBy: staff.id,
      createdAt: now,
    })
    .returning();
  await refreshWarned(tx, userId, now);
  await deliverNotice(tx, issuedNotice(row!), now);
  return row!;
}

/** POST /api/operator/punish/issue */
export async function issueDirectly(
  db: Db,
  clock: Clock,
  staff: Member,
  ref: { userId?: number; userName?: string },
  terms: PunishmentTerms,
): Promise<PunishmentRow> {
  const userId = await memberByRef(db, ref.userId, ref.userName, 'choosePunishedMember');
  return db.transaction((tx) => issuePunishment(tx, clock(), staff, userId, terms));
}

/**
 * POST /api/operator/punish/revoke: ends a punishment still in force, at once. One conditional update, so two staff
 * revoking together revoke it once (the other is told it is no longer in force). The warning follows.
 */
export async function revokePunishment(db: Db, clock: Clock, id: number): Promise<PunishmentRow> {
  const now = clock();
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(punishments)
      .set({ revokedAt: now })
      .where(and(eq(punishments.id, id), inForce(now)))
      .returning();
    if (!row) {
      const [exists] = await tx.select({ id: punishments.id }).from(punishments).where(eq(punishments.id, id));
      throw exists ? conflict('punishmentNotActive') : notFound('punishmentNotFound');
    }
    await refreshWarned(tx, row.userId, now);
    await deliverNotice(tx, revokedNotice(row), now);
    return row;
  });
}
