import { and, eq, gt, isNull, lte, or } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { PunishmentState } from '../../../../src/api/contracts/complaints';
import type { Db } from '../../db/database';
import { punishments, users } from '../../db/schema';
import { formatChinaTime } from '../clock';

export type PunishmentRow = typeof punishments.$inferSelect;

/** In force at `now`: started, not revoked, and either without an end or ending later. */
export function inForce(now: Date, table: Record<'revokedAt' | 'startsAt' | 'endsAt', AnyPgColumn> = punishments) {
  return and(isNull(table.revokedAt), lte(table.startsAt, now), or(isNull(table.endsAt), gt(table.endsAt, now)))!;
}

export function stateOf(row: Pick<PunishmentRow, 'revokedAt' | 'endsAt'>, now: Date): PunishmentState {
  if (row.revokedAt) return 'revoked';
  return row.endsAt && row.endsAt.getTime() <= now.getTime() ? 'ended' : 'active';
}

/** China time to the minute, as a member reads an end date. */
const toMinute = (date: Date) => formatChinaTime(date).slice(0, 16);

/** When it ends, as the refusal names it: 至2026-12-22 10:00, or 直至平台撤销. */
export const untilText = (endsAt: Date | null) => (endsAt ? `至${toMinute(endsAt)}` : '直至平台撤销');

/** How long it lasts, as the notice and the lists print it: 30天（至2026-12-22 10:00）, or 直至平台撤销. */
export function periodText(row: Pick<PunishmentRow, 'startsAt' | 'endsAt'>): string {
  if (!row.endsAt) return '直至平台撤销';
  const days = Math.round((row.endsAt.getTime() - row.startsAt.getTime()) / 86_400_000);
  return `${days}天（${untilText(row.endsAt)}）`;
}

/**
 * users.warned (the header's 警示 marker, user info isWarned) follows the member's punishments: true while one is in
 * force. The member's row is locked first, so an issue and a revoke for one member, or a revoke and the due job, take
 * turns and the last one to commit sees the other's punishment. Only a change is written.
 */
export async function refreshWarned(tx: Db, userId: number, now: Date): Promise<boolean> {
  const [member] = await tx.select({ warned: users.warned }).from(users).where(eq(users.id, userId)).for('update');
  const [active] = await tx
    .select({ id: punishments.id })
    .from(punishments)
    .where(and(eq(punishments.userId, userId), inForce(now)))
    .limit(1);
  const warned = active !== undefined;
  if (member && member.warned !== warned) await tx.update(users).set({ warned }).where(eq(users.id, userId));
  return warned;
}
