import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import type { MatchOrderResult } from '../../src/api/contracts/automatch';
import { matchOrderMachine, matchOrderSnapshots, type MatchOrderEvent } from '../../src/machines/match-order.machine';
import { accounts, matchOrderEvents, matchOrders, users } from '../../server/src/db/schema';
import { matchOrderLifecycle } from '../../server/src/domain/automatch/match-orders';
import { sendEvent } from '../../server/src/domain/lifecycle/enforcer';
import { openSession } from '../../server/src/domain/sessions';
import { ApiError } from '../../server/src/http/api-error';
import { runAllDue } from '../../server/src/jobs/due-jobs';
import { coveringPaths, reachableStates, transitionPaths, uncovered, type ModelPath } from '../machines/coverage';
import { matchOrderModel } from '../machines/match-order-models';
import { expectMatchInvariants, keyedPost, placeMatch } from './automatch-helpers';
import { buildTestApp, type TestApp } from './helpers';
import { fund, fundBeans } from './membership-helpers';
import { productId, trader, type Trader } from './trade-helpers';

/**
 * The match-order machine's generated paths, replayed through the real API: the member's order of three units (a buy
 * at 100.00 yuan), its fills made by another member's crossing sells of the model's quantities, its amend and cancel
 * by the member's calls, its expiry by the due job once the clock passes its last day. After every step the stored
 * state and context are the machine's, and the member's match purse holds what is left. At every state the model
 * reaches, every event of the model the machine refuses there is refused (4xx) and changes nothing: the member's by
 * their call, the system's through the enforcer the engine and the job use. The history replays to the stored state.
 */
type Path = ModelPath<typeof matchOrderMachine>;
const input = matchOrderModel.input!;
const paths = coveringPaths(matchOrderMachine, input, transitionPaths(matchOrderMachine, matchOrderModel)) as Path[];
const price = 10_000;

it('the covering paths take every transition of the machine', () => {
  expect(uncovered(matchOrderMachine, [{ input, paths }])).toEqual({ states: [], transitions: [] });
});

let t: TestApp;
let member: Trader; // 老周邮票: the order's member
let other: Trader; // 华夏邮社: sells into it
let variety: number;
beforeAll(async () => {
  t = await buildTestApp();
  [member, other] = await Promise.all([trader(t, '老周邮票'), trader(t, '华夏邮社')]);
  variety = await productId(t, 'T70');
  for (const who of [member, other]) {
    await fundBeans(t, who.id, 5_000);
    await fund(t, who.id, 10_000_000);
  }
});
afterAll(async () => {
  await expectMatchInvariants(t);
  await t.close();
});

const stored = async (id: number) => (await t.db.select().from(matchOrders).where(eq(matchOrders.id, id)))[0]!;
async function relogin() {
  member.token = await openSession(t.db, t.clock.now, member.id);
  other.token = await openSession(t.db, t.clock.now, other.id);
}

/** Sends `event` as the model says, by the call or job that sends it; answers the status. */
async function send(event: MatchOrderEvent, id: number): Promise<{ status: number; msg: string }> {
  switch (event.type) {
    case 'match.fill':
    case 'match.complete': {
      const row = await stored(id);
      if (event.by !== 'system' || !['open', 'partiallyFilled'].includes(row.stage)) return viaEnforcer(event, id);
      // Another member's sell at the order's price, of the model's units: the engine fills the order by exactly them.
      const reply = await placeMatch(t, other, { productId: variety, side: 'sell', price: row.price, quantity: event.quantity });
      const filled = reply.data?.fills.reduce((sum, f) => sum + f.quantity, 0);
      return { status: reply.status === 200 && filled === event.quantity ? 200 : 400, msg: reply.msg };
    }
    case 'match.amend': {
      if (event.by !== 'member') return viaEnforcer(event, id);
      const body = { ...(event.price !== undefined ? { price: event.price * 100 } : {}), ...(event.quantity !== undefined ? { quantity: event.quantity } : {}) };
      const reply = await keyedPost<MatchOrderResult>(t, member, `/api/automatic/pairing/amend/${id}`, body);
      return { status: reply.status, msg: reply.msg };
    }
    case 'match.cancel': {
      if (event.by !== 'member') return viaEnforcer(event, id);
      const reply = await keyedPost<MatchOrderResult>(t, member, `/api/automatic/pairing/cancel/${id}`, {});
      return { status: reply.status, msg: reply.msg };
    }
    case 'match.expire': {
      const row = await stored(id);
      if (event.by !== 'system' || !['open', 'partiallyFilled'].includes(row.stage)) return viaEnforcer(event, id);
      t.clock.advance(row.expiresAt.getTime() - t.clock.now().getTime() + 1_000);
      await relogin();
      await runAllDue(t.db, t.clock.now);
      return { status: 200, msg: 'ok' };
    }
  }
}

/** An event no call or job sends here, through the enforcer they use: its refusal's status. */
async function viaEnforcer(event: MatchOrderEvent, id: number): Promise<{ status: number; msg: string }> {
  const { type, by, at: _at, ...payload } = event;
  const [row] = await t.db.select().from(users).where(eq(users.id, member.id));
  const sender = by === 'system' ? ({ kind: 'system' } as const) : ({ kind: 'member', member: row! } as const);
  try {
    await sendEvent(matchOrderLifecycle, t.db, t.clock.now, id, sender, { type, ...payload });
    return { status: 200, msg: 'ok' };
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return { status: error.code, msg: error.message };
  }
}

/** The member's order of the model's three units, resting on an empty book. */
async function newOrder(): Promise<number> {
  const reply = await placeMatch(t, member, { productId: variety, side: 'buy', price, quantity: input.quantity, days: 1 });
  expect(reply.code, reply.msg).toBe(200);
  return reply.data.order.id;
}

async function expectAsMachine(id: number, snapshot: AnyMachineSnapshot, after: string) {
  const row = await stored(id);
  expect([row.stateValue, row.context], after).toEqual([snapshot.value, snapshot.context]);
  // The hold is the order's price × what is left, while it is on the book.
  const left = ['open', 'partiallyFilled'].includes(row.stage) ? row.quantity - row.filled : 0;
  expect(await matchPurse(), after).toBe(row.price * left);
}
const matchPurse = async () => {
  const rows = await t.db.select().from(accounts).where(eq(accounts.userId, member.id));
  return rows.find((r) => r.purse === 'match')?.balance ?? 0;
};

describe('generated paths through the API', () => {
  it.each(paths.map((p) => [p.description, p] as const))('%s', async (_description, path) => {
    const id = await newOrder();
    for (const [i, event] of path.events.entries()) {
      const reply = await send(event, id);
      expect(reply.status, `${event.type} by ${event.by}: ${reply.msg}`).toBe(200);
      await expectAsMachine(id, path.snapshots[i + 1]!, `after ${event.type}`);
    }
    // The auditors' replay: the recorded events from the order's input lead to the stored state and context.
    const records = await t.db.select().from(matchOrderEvents).where(eq(matchOrderEvents.matchOrderId, id)).orderBy(asc(matchOrderEvents.id));
    const replayed = matchOrderSnapshots.replay(
      records.filter((r) => r.event !== 'match.placed').map((r) => ({ event: r.event, role: r.role as 'member' | 'system', at: r.createdAt.getTime(), payload: r.payload as Record<string, unknown> })),
      input,
    );
    const row = await stored(id);
    expect([replayed.snapshots.at(-1)!.value, replayed.snapshots.at(-1)!.context]).toEqual([row.stateValue, row.context]);
    if (['open', 'partiallyFilled'].includes(row.stage)) expect((await keyedPost(t, member, `/api/automatic/pairing/cancel/${id}`, {})).code).toBe(200);
  });
});

describe('refused at every state the model reaches', () => {
  const reached = reachableStates(matchOrderMachine, matchOrderModel);
  it.each(reached.map((r) => [r.key, r] as const))('%s', async (_key, { path, snapshot }) => {
    const id = await newOrder();
    for (const event of path.events) expect((await send(event, id)).status, event.type).toBe(200);
    const refused = (matchOrderModel.events(snapshot as never) as MatchOrderEvent[]).filter((e) => !snapshot.can(e));
    for (const event of refused) {
      const before = await stored(id);
      // A system event the machine refuses is asked of the enforcer: a real sell would fill what it can instead.
      const reply = event.by === 'system' ? await viaEnforcer(event, id) : await send(event, id);
      expect(reply.status, `${event.type} by ${event.by} at ${_key}`).toBeGreaterThanOrEqual(400);
      expect(reply.status).toBeLessThan(500);
      expect((await stored(id)).version, `${event.type} changed nothing`).toBe(before.version);
    }
    const row = await stored(id);
    if (['open', 'partiallyFilled'].includes(row.stage)) expect((await keyedPost(t, member, `/api/automatic/pairing/cancel/${id}`, {})).code).toBe(200);
  });
});
