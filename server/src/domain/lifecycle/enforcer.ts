import type { AnyMachineSnapshot } from 'xstate';
import type { AnyMessageKey } from '../../../../src/api/contracts/all-messages';
import { nextSnapshot, transitionMetas, type MoneyMove, type TransitionMeta } from '../../../../src/machines/lifecycle';
import type { Db } from '../../db/database';
import { isUniqueViolation, retryDeadlocks } from '../../db/pg-error';
import { badRequest, conflict, notFound } from '../../http/api-error';
import type { Clock } from '../clock';
import { checkPayPasswordAttempt } from '../limits/pay-password-attempts';
import type { LimitStore } from '../limits/limit-store';
import type { Member } from '../sessions';

/**
 * The one way any lifecycle object changes (design/architecture.md, "Server enforcement"; docs/adr/0014): orders and
 * agent links today, top-up, VIP, authentication, deposit, cash-out, bond and watch tasks next. Each is a `Lifecycle`
 * (how to load it, who the sender is to it, what a transition writes besides the row and its event), and every
 * change goes through the same steps: load once, resolve the stored snapshot, refuse what the machine does not
 * accept from the sender's role, check the payment password where the transition's meta asks for it, then in one
 * transaction compare-and-set the row on its version, record the event with its idempotency key, post the money the
 * transition's meta names, and let the lifecycle send its notices. Refused or failed, nothing changes; a retried call
 * with the same key is answered with the object as it is and moves nothing again.
 */

/** Who sends an event: a member (their role is worked out from the object), platform staff, or the server's jobs. */
export type Sender = { kind: 'member'; member: Member } | { kind: 'operator'; member: Member } | { kind: 'system' };

export interface LifecycleRow {
  id: number;
  version: number;
}

export type LifecycleEventPayload = { type: string } & Record<string, unknown>;

/** One accepted transition, worked out before anything is written. */
export interface Step<Row extends LifecycleRow, Loaded> {
  loaded: Loaded;
  row: Row;
  by: string;
  sender: Sender;
  /** The event as the machine saw it: the payload with `by` and `at`. */
  event: LifecycleEventPayload & { by: string; at: number };
  snapshot: AnyMachineSnapshot;
  next: AnyMachineSnapshot;
  metas: TransitionMeta<string>[];
  now: Date;
}

export interface Lifecycle<Row extends LifecycleRow, Loaded extends { row: Row }> {
  /** The message keys of its refusals. */
  refusals: { notAllowed: AnyMessageKey; changed: AnyMessageKey; notParty: AnyMessageKey };
  /** The row and whatever its transitions need (settings), in one statement; null when there is no such object. */
  load(db: Db, id: number): Promise<Loaded | null>;
  /** The sender's role on the object; null for a member who is no party to it. */
  roleOf(row: Row, sender: Sender): string | null;
  /** The stored snapshot, resolved on the object's machine (whose transitions carry their meta, via `allow`). */
  snapshot(row: Row): AnyMachineSnapshot;
  /** What must change before the row does (another object's rule held by a unique index: the old default). */
  before?(tx: Db, clock: Clock, step: Step<Row, Loaded>): Promise<void>;
  /** Compare-and-set: the row moved to the step's next snapshot if its version is still the loaded one, else null. */
  write(tx: Db, step: Step<Row, Loaded>): Promise<Row | null>;
  /** The event's row, with the caller's idempotency key (unique per object). */
  record(tx: Db, step: Step<Row, Loaded>, updated: Row, idempotencyKey: string | null): Promise<void>;
  /**
   * Posts the money the transition's meta names (`money`), in the transaction: each lifecycle says which account a
   * place is and how much an amount is for its object (`postMoves`, or an order's settlement). Required of a lifecycle
   * whose machine moves money: a transition with moves and no poster is refused as a programming error.
   */
  money?(tx: Db, clock: Clock, step: Step<Row, Loaded>, updated: Row, moves: readonly MoneyMove<string, string>[]): Promise<void>;
  /** What the transition changes besides the row and its money: stock, scores, notices, other objects. */
  effects(tx: Db, clock: Clock, step: Step<Row, Loaded>, updated: Row): Promise<void>;
  /** Whether an event with this key was already recorded for the object: the retried call's answer. */
  recorded(db: Db, id: number, idempotencyKey: string): Promise<boolean>;
  /** A database rule the lifecycle maps to a refusal (a unique index); rethrows anything else. */
  refusedByDatabase?(error: unknown): never;
  /**
   * The lock its objects share with what else changes them (an auto-match book: a fill of the same order), taken first
   * in the transaction; the objects are then read and the steps worked out again under it, so a step never loses a race
   * it could have followed (a cancel arriving during a fill cancels what the fill left).
   */
  lock?(tx: Db, rows: readonly Row[]): Promise<void>;
}

export interface SendOptions {
  idempotencyKey?: string;
  /** Required when the transition's meta says so (paying, receiving). */
  payPassword?: string;
  /** Where wrong payment passwords are counted (docs/adr/0016); needed when a transition asks for the password. */
  limits?: LimitStore;
  /** The roles the call is for: a per-side call by the other side is refused though the event is the same. */
  roles?: readonly string[];
  /**
   * Someone outside asked once the machine has taken the event and before anything is written (the bank, for an
   * account opening's step): what it answers joins the loaded object for the transition to record, and a refusal by it
   * changes nothing. A retried call whose key is recorded already is answered without asking again.
   */
  consult?: (step: Step<LifecycleRow, never>) => Promise<unknown>;
}

/** A machine's state value as stored (jsonb): a state name, or nested for compound states. */
export type StoredValue = string | { [key: string]: StoredValue };

/** The columns every lifecycle row moves in a transition: its snapshot, its version (compared and set), when. */
export function movedTo(step: Step<LifecycleRow, unknown>) {
  return {
    stateValue: step.next.value as StoredValue,
    context: step.next.context as Record<string, unknown>,
    version: step.row.version + 1,
    updatedAt: step.now,
  };
}

/** The columns of every lifecycle's event row but the object's own id: who, what, from where to where, the key. */
export function eventRecord(step: Step<LifecycleRow, unknown>, idempotencyKey: string | null) {
  const { type, by, at: _at, ...payload } = step.event;
  return {
    actorId: step.sender.kind === 'system' ? null : step.sender.member.id,
    role: by,
    event: type,
    payload,
    fromState: step.snapshot.value as StoredValue,
    toState: step.next.value as StoredValue,
    idempotencyKey,
    createdAt: step.now,
  };
}

type AnyLifecycle<Row extends LifecycleRow, Loaded extends { row: Row }> = Lifecycle<Row, Loaded>;

/** Works out the transition or refuses it; writes nothing. */
export function prepare<Row extends LifecycleRow, Loaded extends { row: Row }>(
  lifecycle: AnyLifecycle<Row, Loaded>,
  loaded: Loaded,
  sender: Sender,
  payload: LifecycleEventPayload,
  now: Date,
  roles?: readonly string[],
): Step<Row, Loaded> {
  const row = loaded.row;
  const by = lifecycle.roleOf(row, sender);
  if (by === null) throw notFound(lifecycle.refusals.notParty);
  if (roles && !roles.includes(by)) throw badRequest(lifecycle.refusals.notAllowed);
  const event = { ...payload, by, at: now.getTime() };
  const snapshot = lifecycle.snapshot(row);
  const metas = transitionMetas(snapshot, event);
  if (metas.length === 0) throw badRequest(lifecycle.refusals.notAllowed);
  return { loaded, row, by, sender, event, snapshot, next: nextSnapshot(snapshot, event), metas, now };
}

/** The transition's writes inside the caller's transaction: compare-and-set, event row, effects. */
export async function commit<Row extends LifecycleRow, Loaded extends { row: Row }>(
  lifecycle: AnyLifecycle<Row, Loaded>,
  tx: Db,
  clock: Clock,
  step: Step<Row, Loaded>,
  idempotencyKey: string | null,
): Promise<Row> {
  await lifecycle.before?.(tx, clock, step);
  const updated = await lifecycle.write(tx, step);
  if (!updated) throw conflict(lifecycle.refusals.changed);
  await lifecycle.record(tx, step, updated, idempotencyKey);
  const moves = step.metas.flatMap((m) => m.money ?? []);
  if (moves.length > 0) {
    if (!lifecycle.money) throw new Error(`${step.event.type} moves money but its lifecycle does not post it`);
    await lifecycle.money(tx, clock, step, updated, moves);
  }
  await lifecycle.effects(tx, clock, step, updated);
  return updated;
}

/**
 * Once per call (every step has the same sender): the payment password, when a transition's meta asks for it. The try
 * is counted before argon2 runs, on the member's one count shared with the password's change (5 wrong lock it).
 */
async function checkPayPassword(steps: Step<LifecycleRow, unknown>[], options: SendOptions): Promise<void> {
  const step = steps.find((s) => s.metas.some((m) => m.payPassword));
  if (!step) return;
  const member = step.sender.kind === 'system' ? null : step.sender.member;
  if (!member?.payPasswordHash) throw badRequest('payPasswordNotSet');
  if (!options.payPassword) throw badRequest('payPasswordWrong');
  if (!options.limits) throw new Error('checking a payment password needs SendOptions.limits, where its tries are counted');
  if (!(await checkPayPasswordAttempt(options.limits, member.id, member.payPasswordHash, options.payPassword))) throw badRequest('payPasswordWrong');
}

async function load<Row extends LifecycleRow, Loaded extends { row: Row }>(lifecycle: AnyLifecycle<Row, Loaded>, db: Db, id: number): Promise<Loaded> {
  const loaded = await lifecycle.load(db, id);
  // The same answer as for a stranger (below), so an id's existence is not given away.
  if (!loaded) throw notFound(lifecycle.refusals.notParty);
  return loaded;
}

/**
 * Sends one event to each of `ids` in one transaction (a list call changes every object or none). The idempotency
 * key is recorded with every object's event; a retry whose key every object already has is answered as they are.
 */
export async function sendEvents<Row extends LifecycleRow, Loaded extends { row: Row }>(
  lifecycle: AnyLifecycle<Row, Loaded>,
  db: Db,
  clock: Clock,
  ids: readonly number[],
  sender: Sender,
  payload: LifecycleEventPayload,
  options: SendOptions = {},
): Promise<Row[]> {
  const key = options.idempotencyKey ?? null;
  const now = clock();
  const all = await Promise.all([...new Set(ids)].map((id) => load(lifecycle, db, id)));
  // Who may not act on an object is refused before anything else: a retry's answer is for the object's parties only.
  for (const loaded of all) if (lifecycle.roleOf(loaded.row, sender) === null) throw notFound(lifecycle.refusals.notParty);
  const replay = async () => key !== null && (await Promise.all(all.map((l) => lifecycle.recorded(db, l.row.id, key)))).every(Boolean);
  const asTheyAre = () => Promise.all(all.map(async (l) => (await load(lifecycle, db, l.row.id)).row));
  try {
    const steps = all.map((loaded) => prepare(lifecycle, loaded, sender, payload, now, options.roles));
    await checkPayPassword(steps, options);
    if (options.consult) {
      if (await replay()) return asTheyAre();
      // The consult is the lifecycle's own (its route pairs them), so what it answers is that lifecycle's loaded object.
      for (const step of steps) step.loaded = (await options.consult(step as never)) as Loaded;
    }
    return await retryDeadlocks(() =>
      db.transaction(async (tx) => {
        let locked = steps;
        if (lifecycle.lock) {
          await lifecycle.lock(tx, all.map((l) => l.row));
          locked = await Promise.all(steps.map(async (s) => prepare(lifecycle, await load(lifecycle, tx, s.row.id), sender, payload, now, options.roles)));
        }
        const updated: Row[] = [];
        for (const step of locked) updated.push(await commit(lifecycle, tx, clock, step, key));
        return updated;
      }),
    );
  } catch (error) {
    // The same call again (a retry after a lost answer, or a concurrent double click): answered, not refused.
    if (await replay()) return asTheyAre();
    if (isUniqueViolation(error) && lifecycle.refusedByDatabase) lifecycle.refusedByDatabase(error);
    throw error;
  }
}

/** Sends one event to one object (sendEvents for one id). */
export async function sendEvent<Row extends LifecycleRow, Loaded extends { row: Row }>(
  lifecycle: AnyLifecycle<Row, Loaded>,
  db: Db,
  clock: Clock,
  id: number,
  sender: Sender,
  payload: LifecycleEventPayload,
  options: SendOptions = {},
): Promise<Row> {
  const [updated] = await sendEvents(lifecycle, db, clock, [id], sender, payload, options);
  return updated!;
}

/**
 * One event to one object inside the caller's transaction, by the system (an auto-match fill, the escrow order it
 * pays): loaded, worked out and committed with the transaction's other writes, so they stand or fall together.
 */
export async function sendWithin<Row extends LifecycleRow, Loaded extends { row: Row }>(
  lifecycle: AnyLifecycle<Row, Loaded>,
  tx: Db,
  clock: Clock,
  id: number,
  payload: LifecycleEventPayload,
  now: Date,
): Promise<Row> {
  const step = prepare(lifecycle, await load(lifecycle, tx, id), { kind: 'system' }, payload, now);
  return commit(lifecycle, tx, clock, step, null);
}
