import { and, asc, isNotNull, lte } from 'drizzle-orm';
import type { LifecycleEvent } from '../../../src/machines/order-lifecycles';
import type { Db } from '../db/database';
import { orders } from '../db/schema';
import type { Clock } from '../domain/clock';
import { sendOrderEvent } from '../domain/trade/order-events';
import { ApiError } from '../http/api-error';

/**
 * The deadline job (docs/adr/0004: deadlines are events): every order whose current state's deadline has passed
 * gets that state's deadline event, sent by `system` through the same enforcement as a member's call. An order a
 * member moved meanwhile simply refuses the stale event. Returns how many orders moved.
 */
export async function runDueDeadlines(db: Db, clock: Clock, batch = 100): Promise<number> {
  const due = await db
    .select({ id: orders.id, event: orders.deadlineEvent })
    .from(orders)
    .where(and(isNotNull(orders.deadlineEvent), lte(orders.deadlineAt, clock())))
    .orderBy(asc(orders.deadlineAt))
    .limit(batch);
  let moved = 0;
  for (const order of due) {
    try {
      await sendOrderEvent(db, clock, order.id, { kind: 'system' }, { type: order.event as LifecycleEvent['type'] });
      moved += 1;
    } catch (error) {
      // Refused or lost a race because a member acted first: the order's new state has its own deadline.
      if (!(error instanceof ApiError)) throw error;
    }
  }
  return moved;
}
