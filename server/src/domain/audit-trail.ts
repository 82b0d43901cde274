import { auditCsvColumns, type AuditEvent } from '../../../src/api/contracts/order-audit';
import type { RecordedEvent, Walk } from '../../../src/machines/machine-graph';
import type { Db } from '../db/database';
import { formatChinaTime } from './clock';
import { namesOf } from './members';

/**
 * What every lifecycle's audit (an order's, an agent link's) shares: its recorded rows numbered as the diagram
 * numbers them, the comparison of a replay with what is stored, and the CSV auditors open in a spreadsheet.
 */

/** Deep equality of stored JSON (state values and contexts are plain JSON in the database). */
export const sameJson = (a: unknown, b: unknown): boolean => {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  return [...keys].every((k) => sameJson((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]));
};

export interface EventRow {
  id: number;
  actorId: number | null;
  role: string;
  event: string;
  payload: Record<string, unknown>;
  fromState: AuditEvent['from'];
  toState: AuditEvent['to'];
  createdAt: Date;
}

/** The rows as audit events: the creation record is step 0, each machine event after it 1, 2, ... (the diagram's #n). */
export function auditEventsOf<R extends string>(rows: readonly EventRow[], names: Map<number, string>, createdEvent: string): Array<AuditEvent<R>> {
  let step = 0;
  return rows.map((r) => ({
    step: r.event === createdEvent ? 0 : ++step,
    id: r.id,
    time: formatChinaTime(r.createdAt),
    at: r.createdAt.getTime(),
    role: r.role as R,
    actor: r.actorId === null ? null : (names.get(r.actorId) ?? null),
    event: r.event,
    from: r.fromState,
    to: r.toState,
    payload: r.payload,
  }));
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
export function auditCsv(events: ReadonlyArray<AuditEvent<string>>): string {
  const lines = [auditCsvColumns.map((c) => c.title), ...events.map((e) => auditCsvColumns.map((c) => csvCell(e[c.key])))];
  return `\uFEFF${lines.map((cells) => cells.join(',')).join('\r\n')}\r\n`;
}

/**
 * A flat lifecycle object's history as its detail answers it (the 流程 view): its recorded rows, oldest first, as audit
 * events with the actors' names (numbered from 1: the first record is a machine event), and whether they, replayed
 * through its machine, lead to the state and context stored on its row.
 */
export async function replayedHistory<R extends string>(
  db: Db,
  rows: readonly EventRow[],
  snapshots: { replay(records: readonly RecordedEvent<R>[]): Walk },
  stored: { stateValue: unknown; context: unknown },
): Promise<{ events: AuditEvent<R>[]; replayMatches: boolean }> {
  const names = await namesOf(db, rows.flatMap((r) => (r.actorId === null ? [] : [r.actorId])));
  const events = auditEventsOf<R>(rows, names, '');
  const walk = snapshots.replay(events.map((e) => ({ event: e.event, role: e.role, at: e.at, payload: e.payload })));
  const last = walk.snapshots.at(-1)!;
  return { events, replayMatches: sameJson(last.value, stored.stateValue) && sameJson(last.context, stored.context) };
}
