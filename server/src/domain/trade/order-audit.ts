import { asc, eq } from 'drizzle-orm';
import type { OrderAudit } from '../../../../src/api/contracts/order-audit';
import type { Role } from '../../../../src/machines/lifecycle';
import { createdEvent, machineInputOf, replayOrder, type StoredStateValue } from '../../../../src/machines/order-lifecycles';
import type { Db } from '../../db/database';
import { listings, orderEvents } from '../../db/schema';
import { auditEventsOf, sameJson } from '../audit-trail';
import type { OrderRow } from './order-events';
import { namesOf } from '../members';

/**
 * An order's recorded history (order_events) replayed through its lifecycle machine from the order's input: the
 * auditors' proof that the stored state is exactly where the recorded events lead.
 */
export async function orderAudit(db: Db, order: OrderRow): Promise<OrderAudit> {
  const rows = await db.select().from(orderEvents).where(eq(orderEvents.orderId, order.id)).orderBy(asc(orderEvents.id));
  const names = await namesOf(db, rows.flatMap((r) => (r.actorId === null ? [] : [r.actorId])));
  const [listing] = await db.select({ publishType: listings.publishType }).from(listings).where(eq(listings.id, order.listingId));
  const input = machineInputOf(order.machine, order.amount, listing!.publishType === 1 ? 'seller' : 'buyer');
  const events = auditEventsOf<Role>(rows, names, createdEvent);
  const replayed = replayOrder(order.machine, input, events).snapshots.at(-1)!;
  return {
    orderId: order.id,
    machine: order.machine,
    input,
    stateValue: order.stateValue,
    replayedStateValue: replayed.value as StoredStateValue,
    replayMatches: sameJson(replayed.value, order.stateValue) && sameJson(replayed.context, order.context),
    events,
  };
}
