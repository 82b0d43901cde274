import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import { depositSurrenderEvents, depositSurrenders, users } from '../../server/src/db/schema';
import { sendEvent } from '../../server/src/domain/lifecycle/enforcer';
import { surrenderLifecycle } from '../../server/src/domain/membership/deposit';
import { ApiError } from '../../server/src/http/api-error';
import { runAllDue } from '../../server/src/jobs/due-jobs';
import { openSession } from '../../server/src/domain/sessions';
import type { MembershipAudit, SurrenderView } from '../../src/api/contracts/membership';
import { depositSurrenderMachine, type DepositSurrenderEvent, depositSurrenderSnapshots } from '../../src/machines/deposit-surrender.machine';
import { coveringPaths, reachableStates, transitionPaths, uncovered, type ModelPath } from '../machines/coverage';
import { depositSurrenderModel } from '../machines/deposit-surrender-models';
import { buildTestApp, login, type TestApp } from './helpers';
import { call, holder, payDeposit, storedDeposit, withdrawDeposit, type Holder } from './membership-helpers';
import { expectLedgerInvariants, newOrder, trader, seller } from './trade-helpers';

/**
 * The deposit surrender machine's generated paths, replayed through the real API with a fresh member per path: the
 * member's events by the member's calls (withdraw, cancel), staff's refusal by staff's call (with an open order of
 * the member behind it), the holding period's end by the deadline job after the clock passes it. After every step
 * the stored state and context are the machine's. At every state the model reaches (the draft one as the withdraw
 * call creates it, inside its transaction), every event of the model the machine refuses there is sent, by its call
 * when one names the surrender (cancel, refuse) and otherwise through the enforcer the calls and the job use, and is
 * refused 4xx with nothing changed. The history replays to the stored state; the ledger's invariants hold after each.
 */
type Path = ModelPath<typeof depositSurrenderMachine>;
const paths = coveringPaths(depositSurrenderMachine, undefined, transitionPaths(depositSurrenderMachine, depositSurrenderModel)) as Path[];
const day = 24 * 3_600_000;
const amount = 30_000;

it('the covering paths take every transition of the machine', () => {
  expect(uncovered(depositSurrenderMachine, [{ paths }])).toEqual({ states: [], transitions: [] });
});

let t: TestApp;
let staff: string;
beforeAll(async () => {
  t = await buildTestApp();
  staff = (await login(t, '平台客服')).token;
});
afterAll(async () => {
  await expectLedgerInvariants(t);
  await t.close();
});

/** A member with `amount` paid into their deposit. */
async function depositor(): Promise<Holder> {
  const m = await holder(t, { fen: amount });
  expect((await payDeposit(t, m, amount)).code).toBe(200);
  return m;
}

/** Gives the member an open order (what lets staff refuse): they take a sell offer of 金陵藏家 and leave it unpaid. */
async function openOrderFor(m: Holder) {
  const s = await trader(t, seller);
  await newOrder(t, s, { name: m.name, token: m.token, id: m.id }, 1_000);
}

/** Sends `event` as the model says, by the call or job that sends it; answers the HTTP-like status. */
async function send(event: DepositSurrenderEvent, m: Holder, id: number | null): Promise<{ status: number; msg: string; id?: number }> {
  switch (event.type) {
    case 'surrender.request': {
      if (id !== null) return viaEnforcer(event, m, id);
      const reply = await withdrawDeposit(t, m, amount);
      return { status: reply.status, msg: reply.msg, id: reply.data?.id };
    }
    case 'surrender.cancel': {
      const reply = await call<SurrenderView>(t, 'POST', `/api/deposit/surrender/cancel/${id}`, { token: m.token });
      return { status: reply.status, msg: reply.msg };
    }
    case 'surrender.refuse': {
      const reply = await call<SurrenderView>(t, 'POST', `/api/operator/deposit/surrender/${id}/refuse`, { token: staff, body: { reason: event.reason } });
      return { status: reply.status, msg: reply.msg };
    }
    case 'surrender.holdingEnded': {
      const [row] = await t.db.select().from(depositSurrenders).where(eq(depositSurrenders.id, id!));
      if (row!.stage !== 'waiting') return viaEnforcer(event, m, id!);
      t.clock.advance(row!.dueAt.getTime() - t.clock.now().getTime() + 1_000);
      m.token = await openSession(t.db, t.clock.now, m.id);
      staff = (await login(t, '平台客服')).token;
      await runAllDue(t.db, t.clock.now);
      return { status: 200, msg: 'ok' };
    }
  }
}

/** An event no call names the surrender for, through the enforcer the calls and the job use: its refusal's status. */
async function viaEnforcer(event: DepositSurrenderEvent, m: Holder, id: number): Promise<{ status: number; msg: string }> {
  const { type, by: _by, at: _at, ...payload } = event;
  const sender = event.by === 'system' ? ({ kind: 'system' } as const) : ({ kind: 'member', member: (await memberRow(m.id))! } as const);
  try {
    await sendEvent(surrenderLifecycle, t.db, t.clock.now, id, sender, { type, ...payload });
    return { status: 200, msg: 'ok' };
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return { status: error.code, msg: error.message };
  }
}

async function memberRow(id: number) {
  const [row] = await t.db.select().from(users).where(eq(users.id, id));
  return row;
}

/** Every model event the machine refuses at `snapshot`, from a role that sends it (a stranger's are tested below). */
const refusedAt = (snapshot: AnyMachineSnapshot) =>
  (depositSurrenderModel.events(snapshot as never) as DepositSurrenderEvent[]).filter((e) => !snapshot.can(e) && e.by === ownRole(e));
const ownRole = (e: DepositSurrenderEvent) => (e.type === 'surrender.refuse' ? 'operator' : e.type === 'surrender.holdingEnded' ? 'system' : 'member');

/** A surrender as the withdraw call creates it, before its request is sent (in the same transaction there). */
async function draftOf(m: Holder): Promise<number> {
  const start = depositSurrenderSnapshots.start();
  const [row] = await t.db
    .insert(depositSurrenders)
    .values({ userId: m.id, amount, dueAt: new Date(t.clock.now().getTime() + 7 * day), stateValue: depositSurrenderSnapshots.stage(start), context: start.context as Record<string, unknown>, stage: depositSurrenderSnapshots.stage(start), createdAt: t.clock.now(), updatedAt: t.clock.now() })
    .returning();
  return row!.id;
}

describe('generated paths through the API', () => {
  it.each(paths.map((p) => [p.description, p] as const))('%s', async (_description, path) => {
    const m = await depositor();
    if (path.events.some((e) => e.type === 'surrender.refuse')) await openOrderFor(m);
    let id: number | null = null;
    let refusals = 0;
    for (const [i, snapshot] of path.snapshots.entries()) {
      if (id !== null) {
        for (const event of refusedAt(snapshot)) {
          const before = await storedDeposit(t, m.id);
          const reply = await send(event, m, id);
          expect(reply.status, `${event.type} by ${event.by} at ${JSON.stringify(snapshot.value)}: ${reply.msg}`).toBeGreaterThanOrEqual(400);
          expect(reply.status).toBeLessThan(500);
          expect(await storedDeposit(t, m.id)).toEqual(before);
          refusals += 1;
        }
      }
      const event = path.events[i];
      if (!event) break;
      const reply = await send(event, m, id);
      expect(reply.status, `${event.type} by ${event.by}: ${reply.msg}`).toBe(200);
      id = reply.id ?? id;
      const [row] = await t.db.select().from(depositSurrenders).where(eq(depositSurrenders.id, id!));
      expect([row!.stateValue, row!.context], `after ${event.type}`).toEqual([path.snapshots[i + 1]!.value, path.snapshots[i + 1]!.context]);
    }
    if (path.events.length > 1) expect(refusals).toBeGreaterThan(0);

    // The recorded history is the path, and replays to the stored state (the member's 流程 view reads the same).
    const audit = (await call<MembershipAudit>(t, 'GET', `/api/deposit/surrender/events?id=${id}`, { token: m.token })).data;
    expect(audit.events.map((e) => `${e.event} by ${e.role}`)).toEqual(path.events.map((e) => `${e.type} by ${e.by}`));
    expect(audit.replayMatches).toBe(true);
    const rows = await t.db.select().from(depositSurrenderEvents).where(eq(depositSurrenderEvents.surrenderId, id!)).orderBy(asc(depositSurrenderEvents.id));
    const walk = depositSurrenderSnapshots.replay(rows.map((r) => ({ event: r.event, role: r.role as DepositSurrenderEvent['by'], at: r.createdAt.getTime(), payload: r.payload })));
    expect(walk.snapshots.at(-1)!.value).toBe(audit.stateValue);
    await expectLedgerInvariants(t);
  });

  it('refuses every event the draft state refuses, as the withdraw call creates it', async () => {
    const m = await depositor();
    const id = await draftOf(m);
    const draft = reachableStates(depositSurrenderMachine, depositSurrenderModel).find((s) => s.snapshot.value === 'draft')!.snapshot;
    const refused = refusedAt(draft);
    expect(refused.map((e) => e.type)).toEqual(expect.arrayContaining(['surrender.cancel', 'surrender.holdingEnded', 'surrender.refuse']));
    for (const event of refused) {
      const before = await storedDeposit(t, m.id);
      const reply = await send(event, m, id);
      expect(reply.status, `${event.type} at draft: ${reply.msg}`).toBeGreaterThanOrEqual(400);
      expect(reply.status).toBeLessThan(500);
      expect(await storedDeposit(t, m.id)).toEqual(before);
    }
  });

  it('refuses a stranger every call on a surrender, whatever its state (404, nothing changed)', async () => {
    const [m, other] = [await depositor(), await holder(t)];
    const { id } = (await withdrawDeposit(t, m, amount)).data;
    const before = await storedDeposit(t, m.id);
    for (const path of [`/api/deposit/surrender/cancel/${id}`, `/api/deposit/surrender/del/${id}`]) expect((await call(t, 'POST', path, { token: other.token })).status).toBe(404);
    expect((await call(t, 'POST', `/api/operator/deposit/surrender/${id}/refuse`, { token: other.token, body: { reason: '理由' } })).status).toBe(403);
    expect(await storedDeposit(t, m.id)).toEqual(before);
  });
});
