import { and, eq, isNull, lte, notExists, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/database';
import { punishments, users } from '../../db/schema';
import type { Clock } from '../clock';
import { inForce, refreshWarned } from './standing';

const other = alias(punishments, 'other');

/**
 * The due job for punishments (jobs/due-jobs.ts): a warned member whose punishments have all reached their end is
 * warned no more. The limits themselves lift at the end without it (limits.ts reads the end); this clears the header's
 * marker and user info isWarned. Read first, written only for those due, each in its own transaction with the member
 * locked (refreshWarned), so a punishment issued meanwhile keeps the marker. Answers how many members it cleared.
 */
export async function runDuePunishmentEnds(db: Db, clock: Clock, batch = 100): Promise<number> {
  const now = clock();
  const due = await db
    .selectDistinct({ userId: punishments.userId })
    .from(punishments)
    .innerJoin(users, eq(users.id, punishments.userId))
    .where(
      and(
        eq(users.warned, true),
        isNull(punishments.revokedAt),
        lte(punishments.endsAt, now),
        notExists(
          db
            .select({ one: sql`1` })
            .from(other)
            .where(and(eq(other.userId, punishments.userId), inForce(now, other))),
        ),
      ),
    )
    .limit(batch);
  let cleared = 0;
  for (const { userId } of due) {
    const warned = await db.transaction((tx) => refreshWarned(tx, userId, clock()));
    if (!warned) cleared += 1;
  }
  return cleared;
}
