import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import { cashOutEvents, cashOuts, messages as inbox, users } from '../../server/src/db/schema';
import { cashOutMachine, type CashOutEvent, cashOutSnapshots } from '../../src/machines/cash-out.machine';
import { cashOutModel } from '../machines/cash-out-models';
import { type ModelPath } from '../machines/coverage';
import { pathsThroughEveryTransition } from './machine-paths';
import {
  applyCashOut,
  authenticatedMember,
  collectCard,
  expectCashOutInvariants,
  fund,
  myCashOuts,
  payCashOut,
  purseOf,
  rejectCashOut,
} from './cash-out-helpers';
import { buildTestApp, login, type TestApp } from './helpers';

/**
 * The cash-out machine's generated paths (every edge of its model graph), replayed through the real API with a fresh
 * member per path: the member's application by the member's call, staff's decisions by staff's. After every step the
 * stored state and context are the machine's. At every state along the way, every event of the model the machine
 * refuses there is sent by its call and answered 4xx with nothing changed (the cash-outs, their events, both purses,
 * the inbox); a member who is not staff is refused the staff calls (403) whatever the state. The history replays to
 * the stored state, and the ledger's invariants hold after each path.
 *
 * An application always creates a new cash-out (there is no call that sends cashOut.apply to an existing one), so an
 * apply is "refused" only where one is sent: before the first, with an amount the machine refuses.
 */
type Path = ModelPath<typeof cashOutMachine>;
const paths = pathsThroughEveryTransition(cashOutMachine, cashOutModel) as Path[];

let t: TestApp;
let staff: string;
beforeAll(async () => {
  t = await buildTestApp();
  staff = (await login(t, '平台客服')).token;
});
afterAll(async () => t.close());

type Member = Awaited<ReturnType<typeof authenticatedMember>> & { cardId: number };

async function send(event: CashOutEvent, member: Member, id: number | null) {
  switch (event.type) {
    case 'cashOut.apply':
      return applyCashOut(t, member, event.to === 'card' ? { to: 'card', cardId: member.cardId, amount: event.amount } : { to: 'alipay', amount: event.amount });
    case 'cashOut.pay':
      return payCashOut(t, staff, id ?? 2147483647);
    case 'cashOut.reject':
      return rejectCashOut(t, staff, id ?? 2147483647, event.reason);
  }
}

/** Every model event the machine refuses at `snapshot`, from the role that has a call for it, that a call can send. */
function refusedAt(snapshot: AnyMachineSnapshot, id: number | null): CashOutEvent[] {
  const own = (e: CashOutEvent) => (e.type === 'cashOut.apply' ? e.by === 'member' && id === null : e.by === 'operator');
  return (cashOutModel.events(snapshot as never) as CashOutEvent[]).filter((e) => own(e) && !snapshot.can(e));
}

/** Everything a cash-out call may change for a member. */
async function stored(userId: number) {
  const rows = await t.db.select().from(cashOuts).where(eq(cashOuts.userId, userId));
  const events = rows.length ? await t.db.select().from(cashOutEvents).where(inArray(cashOutEvents.cashOutId, rows.map((r) => r.id))) : [];
  const notices = await t.db.select({ id: inbox.id }).from(inbox).where(eq(inbox.userId, userId));
  return { rows, events: events.length, main: await purseOf(t, userId, 'main'), held: await purseOf(t, userId, 'held'), notices: notices.length };
}

describe('generated paths through the API', () => {
  it.each(paths.map((p) => [p.description, p] as const))('%s', async (_description, path) => {
    const [member, other] = await Promise.all([authenticatedMember(t), authenticatedMember(t)]);
    await fund(t, member.id, 100_000);
    await t.db.update(users).set({ alipayAccount: 'collector@example.com' }).where(eq(users.id, member.id));
    const who: Member = { ...member, cardId: await collectCard(t, member) };
    let id: number | null = null;
    let refusals = 0;
    for (const [i, snapshot] of path.snapshots.entries()) {
      for (const event of refusedAt(snapshot, id)) {
        const before = await stored(who.id);
        const reply = await send(event, who, id);
        expect(reply.status, `${event.type} at ${JSON.stringify(snapshot.value)}: ${reply.msg}`).toBeGreaterThanOrEqual(400);
        expect(reply.status).toBeLessThan(500);
        expect(await stored(who.id)).toEqual(before);
        refusals += 1;
      }
      const event = path.events[i];
      if (!event) break;
      const reply = await send(event, who, id);
      expect(reply.code, `${event.type} by ${event.by}: ${reply.msg}`).toBe(200);
      const [row] = await t.db.select().from(cashOuts).where(eq(cashOuts.userId, who.id));
      id = row!.id;
      expect([row!.stateValue, row!.context], `after ${event.type}`).toEqual([path.snapshots[i + 1]!.value, path.snapshots[i + 1]!.context]);
    }
    expect(refusals).toBeGreaterThan(0);

    // Nobody but staff decides, at any state; another member sees none of it.
    const before = await stored(who.id);
    expect((await payCashOut(t, other.token, id!)).status).toBe(403);
    expect((await rejectCashOut(t, other.token, id!, '不是工作人员')).status).toBe(403);
    expect((await myCashOuts(t, other)).list).toEqual([]);
    expect(await stored(who.id)).toEqual(before);

    // The recorded history is the path, and replays to the stored state.
    const [item] = (await myCashOuts(t, who)).list;
    expect(item!.events.map((e) => `${e.event} by ${e.role}`)).toEqual(path.events.map((e) => `${e.type} by ${e.by}`));
    const walk = cashOutSnapshots.replay(item!.events.map((e) => ({ event: e.event, role: e.role, at: e.at, payload: e.payload })));
    expect(walk.snapshots.at(-1)!.value).toBe(item!.stateValue);
    expect(item!.replayMatches).toBe(true);
    await expectCashOutInvariants(t);
  });
});
