import { asc, eq } from 'drizzle-orm';
import { auditCsvColumns, type AuditEvent, type OrderAudit } from '../../../../src/api/contracts/order-audit';
import type { Role } from '../../../../src/machines/lifecycle';
import { createdEvent, machineInputOf, replayOrder, type StoredStateValue } from '../../../../src/machines/order-lifecycles';
import type { Db } from '../../db/database';
import { listings, orderEvents } from '../../db/schema';
import { formatChinaTime } from '../clock';
import type { OrderRow } from './order-events';
import { namesOf } from './order-view';

/** Deep equality of stored JSON (state values and contexts are plain JSON in the database). */
const sameJson = (a: unknown, b: unknown): boolean => {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  return [...keys].every((k) => sameJson((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]));
};

/**
 * An order's recorded history (order_events) replayed through its lifecycle machine from the order's input: the
 * auditors' proof that the stored state is exactly where the recorded events lead.
 */
export async function orderAudit(db: Db, order: OrderRow): Promise<OrderAudit> {
  const rows = await db.select().from(orderEvents).where(eq(orderEvents.orderId, order.id)).orderBy(asc(orderEvents.id));
  const names = await namesOf(db, rows.flatMap((r) => (r.actorId === null ? [] : [r.actorId])));
  const [listing] = await db.select({ publishType: listings.publishType }).from(listings).where(eq(listings.id, order.listingId));
  const input = machineInputOf(order.machine, order.amount, listing!.publishType === 1 ? 'seller' : 'buyer');
  let step = 0;
  const events: AuditEvent[] = rows.map((r) => ({
    step: r.event === createdEvent ? 0 : ++step,
    id: r.id,
    time: formatChinaTime(r.createdAt),
    at: r.createdAt.getTime(),
    role: r.role as Role,
    actor: r.actorId === null ? null : (names.get(r.actorId) ?? null),
    event: r.event,
    from: r.fromState,
    to: r.toState,
    payload: r.payload,
  }));
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

/** A CSV cell: objects as JSON; quoted when it holds a comma, quote or line break (RFC 4180). */
function csvCell(value: unknown): string {
  const text = value === null || value === undefined ? '' : typeof value === 'object' ? JSON.stringify(value) : String(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/**
 * The history as CSV for a spreadsheet. It starts with a byte-order mark: Excel, which most auditors here open it in,
 * reads UTF-8 Chinese correctly only with one.
 */
export function auditCsv(audit: OrderAudit): string {
  const lines = [auditCsvColumns.map((c) => c.title), ...audit.events.map((e) => auditCsvColumns.map((c) => csvCell(e[c.key])))];
  return `\uFEFF${lines.map((cells) => cells.join(',')).join('\r\n')}\r\n`;
}
