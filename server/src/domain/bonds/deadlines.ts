import { and, asc, isNotNull, lte } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { bondOrders } from '../../db/schema';
import { ApiError } from '../../http/api-error';
import type { Clock } from '../clock';
import { sendEvent } from '../lifecycle/enforcer';
import { bondOrderLifecycle } from './bond-orders';

/**
 * The due job (server/src/jobs/due-jobs.ts; docs/adr/0004: deadlines are events): every bond order whose state's
 * deadline has passed (not shipped in time, not received nor disputed in time) is sent that state's deadline event by
 * the system, which pays the defaulter's margin to the other side. An order a member moved meanwhile refuses it.
 */
export async function runDueBondDeadlines(db: Db, clock: Clock, batch = 100): Promise<number> {
  const due = await db
    .select({ id: bondOrders.id, event: bondOrders.deadlineEvent })
    .from(bondOrders)
    .where(and(isNotNull(bondOrders.deadlineEvent), lte(bondOrders.deadlineAt, clock())))
    .orderBy(asc(bondOrders.deadlineAt))
    .limit(batch);
  let moved = 0;
  for (const { id, event } of due) {
    try {
      await sendEvent(bondOrderLifecycle, db, clock, id, { kind: 'system' }, { type: event! });
      moved += 1;
    } catch (error) {
      // Shipped, received or disputed since it was read: its new state has its own deadline, or none.
      if (!(error instanceof ApiError)) throw error;
    }
  }
  return moved;
}
