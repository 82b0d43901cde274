import { and, eq, type InferSelectModel } from 'drizzle-orm';
import type { PgColumn, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { AnyMachineSnapshot } from 'xstate';
import { eventRecord, movedTo, type Lifecycle, type LifecycleRow, type Step } from './enforcer';

/** A lifecycle object's table: a row per object with its machine's snapshot, a stage and a compared-and-set version. */
type ObjectTable = PgTable & { id: PgColumn; version: PgColumn; stage: PgColumn };
/** Its events table: `eventColumns()` (server/src/db/schema.ts) and the object's id. */
type EventTable = PgTable & { id: PgColumn; idempotencyKey: PgColumn };

export interface TableSpec<T extends ObjectTable, E extends EventTable, Loaded extends { row: InferSelectModel<T> }> {
  table: T;
  events: E;
  /** The events table's column naming the object (cash_out_events.cash_out_id: 'cashOutId'). */
  objectId: keyof E['$inferInsert'] & keyof E;
  /** The stage a list filters by; a flat machine's is its state value. */
  stage: (snapshot: AnyMachineSnapshot) => string;
  /** What else the row takes from the step (a shipment's tracking number, the default flag, the papers sent). */
  columns?: (step: Step<InferSelectModel<T> & LifecycleRow, Loaded>) => PgUpdateSetSource<T>;
}

/**
 * What every lifecycle does with its own table, written once (docs/adr/0014): load the row by id; compare-and-set it
 * to the step's next snapshot on the loaded version; record the event with the caller's idempotency key; tell
 * whether a key was recorded already. A lifecycle adds who its roles are and what its transitions move:
 * `{ ...tableLifecycle({ table, events, objectId, stage }), refusals, roleOf, snapshot, effects }`.
 */
export function tableLifecycle<T extends ObjectTable, E extends EventTable, Loaded extends { row: InferSelectModel<T> } = { row: InferSelectModel<T> }>(
  spec: TableSpec<T, E, Loaded>,
): Pick<Lifecycle<InferSelectModel<T> & LifecycleRow, Loaded & { row: InferSelectModel<T> & LifecycleRow }>, 'load' | 'write' | 'record' | 'recorded'> {
  type Row = InferSelectModel<T> & LifecycleRow;
  // Drizzle's builders are typed per table; inside this one function the tables are any table of their shape.
  const table = spec.table as ObjectTable;
  const events = spec.events as EventTable;
  const objectId = spec.events[spec.objectId] as PgColumn;
  return {
    async load(db, id) {
      const [row] = (await db.select().from(table).where(eq(table.id, id)).limit(1)) as Row[];
      return (row ? { row } : null) as (Loaded & { row: Row }) | null;
    },

    async write(tx, step) {
      const stage = spec.stage(step.next);
      const [updated] = (await tx
        .update(table)
        .set({ ...movedTo(step), stage, ...spec.columns?.(step as never) } as never)
        .where(and(eq(table.id, step.row.id), eq(table.version, step.row.version)))
        .returning()) as Row[];
      return updated ?? null;
    },

    async record(tx, step, _updated, idempotencyKey) {
      await tx.insert(events).values({ [spec.objectId]: step.row.id, ...eventRecord(step, idempotencyKey) } as never);
    },

    async recorded(db, id, idempotencyKey) {
      const [row] = await db
        .select({ id: events.id })
        .from(events)
        .where(and(eq(objectId, id), eq(events.idempotencyKey, idempotencyKey)))
        .limit(1);
      return row !== undefined;
    },
  };
}
