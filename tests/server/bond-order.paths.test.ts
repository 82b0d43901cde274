import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import { bondOrderEvents, bondOrders, messages as inbox } from '../../server/src/db/schema';
import { runAllDue } from '../../server/src/jobs/due-jobs';
import { callSending } from '../../src/api/contracts/lifecycle-calls';
import { bondOrderMachine, type BondOrderEvent, bondOrderSnapshots } from '../../src/machines/bond-order.machine';
import { bondOrderModel } from '../machines/bond-order-models';
import { type ModelPath } from '../machines/coverage';
import { pathsThroughEveryTransition } from './machine-paths';
import { bonder, expectBondInvariants, myOrders, orderDetail, payPassword, poolBalance, published, pursesOf, take, type Bonder } from './bond-helpers';
import { buildTestApp, login, post, type TestApp } from './helpers';

/**
 * The bond order machine's generated paths (every edge of its model graph), replayed through the real API with a fresh
 * seller and buyer per path: the take by the taker's call (a sell offer taken by the buyer, a buy offer by the seller),
 * the sides' calls, staff's decisions by staff's calls, the defaults by the due job once the clock has passed the
 * deadline. After every step the stored state and context are the machine's and the ledger's and the margin pool's
 * invariants hold. At every state along the way, every event of the model the machine refuses there that a call sends
 * is sent by it and answered 4xx with nothing changed (the order, its events, both sides' purses, the pool, the
 * inbox); another member is refused every call on the order whatever the state. The history replays to the stored state.
 *
 * A take always creates a new order (no call sends bondOrder.take to an existing one), and the defaults have no call
 * (the job sends them), so neither is sent refused here.
 */
type Path = ModelPath<typeof bondOrderMachine>;
const paths = pathsThroughEveryTransition(bondOrderMachine, bondOrderModel) as Path[];

let t: TestApp;
let staff: string;
beforeAll(async () => {
  t = await buildTestApp();
  staff = (await login(t, '平台客服')).token;
});
afterAll(async () => t.close());

interface Sides {
  buyer: Bonder;
  seller: Bonder;
}
type Reply = { status: number; code: number; msg: string };

/** Sessions last 7 days of the test clock: after a deadline everyone logs in again. */
async function relogin(sides: Sides) {
  for (const who of [sides.buyer, sides.seller]) who.token = (await login(t, who.name)).token;
  staff = (await login(t, '平台客服')).token;
}

async function passDeadline(sides: Sides, id: number): Promise<Reply> {
  const [row] = await t.db.select({ deadlineAt: bondOrders.deadlineAt }).from(bondOrders).where(eq(bondOrders.id, id));
  if (!row?.deadlineAt) return { status: 400, code: 400, msg: 'no deadline' };
  t.clock.advance(row.deadlineAt.getTime() - t.clock.now().getTime() + 1_000);
  await runAllDue(t.db, t.clock.now);
  await relogin(sides);
  return { status: 200, code: 200, msg: 'deadline passed' };
}

/** Sends a model event by the call for its role (the side's or staff's token), or the deadline job for the system's. */
async function send(event: BondOrderEvent, sides: Sides, offerId: number, id: number): Promise<Reply> {
  if (event.type === 'bondOrder.take') return take(t, sides[event.by as 'buyer' | 'seller'].token, { offerId, quantity: event.quantity });
  if (event.type === 'bondOrder.sellerDefault' || event.type === 'bondOrder.buyerDefault') return passDeadline(sides, id);
  const call = callSending('bondOrder', event.type, event.by)!;
  const token = event.by === 'operator' ? staff : sides[event.by as 'buyer' | 'seller'].token;
  const { type: _type, by: _by, at: _at, ...payload } = event as BondOrderEvent & Record<string, unknown>;
  return post(t, call.path, { id, payPassword, ...payload }, { token });
}

/** Every model event the machine refuses at `snapshot` that a call sends, from a role some call is for. */
function refusedAt(snapshot: AnyMachineSnapshot, id: number | null): BondOrderEvent[] {
  if (id === null) return [];
  return (bondOrderModel.events(snapshot as never) as BondOrderEvent[]).filter((e) => callSending('bondOrder', e.type, e.by) !== undefined && !snapshot.can(e));
}

/** Everything a call on the order may change. */
async function stored(sides: Sides, id: number) {
  const [row] = await t.db.select().from(bondOrders).where(eq(bondOrders.id, id));
  return {
    row,
    events: (await t.db.select({ id: bondOrderEvents.id }).from(bondOrderEvents).where(eq(bondOrderEvents.bondOrderId, id))).length,
    buyer: await pursesOf(t, sides.buyer.id),
    seller: await pursesOf(t, sides.seller.id),
    pool: await poolBalance(t),
    notices: (await t.db.select({ id: inbox.id }).from(inbox).where(eq(inbox.userId, sides.buyer.id))).length,
  };
}

describe('generated paths through the API', () => {
  it.each(paths.map((p) => [p.description, p] as const))('%s', async (_description, path) => {
    const sides: Sides = { buyer: await bonder(t, { bond: 20_000, balance: 50_000 }), seller: await bonder(t, { bond: 20_000, balance: 50_000 }) };
    const other = await bonder(t, { bond: 20_000 });
    // The taker's role is the first event's: the other side published the offer.
    const takerSide = path.events[0]!.by as 'buyer' | 'seller';
    const offer = await published(t, takerSide === 'buyer' ? sides.seller : sides.buyer, { tradeType: takerSide === 'buyer' ? 1 : 0, quantity: 5 });
    let id: number | null = null;
    let refusals = 0;
    for (const [i, snapshot] of path.snapshots.entries()) {
      for (const event of refusedAt(snapshot, id)) {
        const before = await stored(sides, id!);
        const reply = await send(event, sides, offer.id, id!);
        expect(reply.status, `${event.type} by ${event.by} at ${JSON.stringify(snapshot.value)}: ${reply.msg}`).toBeGreaterThanOrEqual(400);
        expect(reply.status).toBeLessThan(500);
        expect(await stored(sides, id!)).toEqual(before);
        refusals += 1;
      }
      const event = path.events[i];
      if (!event) break;
      const reply = await send(event, sides, offer.id, id ?? 0);
      expect(reply.code, `${event.type} by ${event.by}: ${reply.msg}`).toBe(200);
      if (id === null) id = (reply as Reply & { data: { id: number } }).data.id;
      const { row } = await stored(sides, id);
      expect([row!.stateValue, row!.context], `after ${event.type}`).toEqual([path.snapshots[i + 1]!.value, path.snapshots[i + 1]!.context]);
      await expectBondInvariants(t);
    }
    if (path.snapshots.length > 2) expect(refusals).toBeGreaterThan(0);

    // Another member changes nothing and sees nothing of it, whatever the state.
    other.token = (await login(t, other.name)).token;
    const before = await stored(sides, id!);
    for (const path of ['/api/bond/order/ship', '/api/bond/order/receive', '/api/bond/order/dispute'])
      expect((await post(t, path, { id, payPassword, reason: '与我无关', expressCompany: '顺丰速运', trackingNo: 'SF1234567890' }, { token: other.token })).status).toBe(404);
    expect((await post(t, '/api/operator/bond-orders/seller-default', { id, reason: '不是工作人员' }, { token: other.token })).status).toBe(403);
    expect((await orderDetail(t, id!, other.token)).status).toBe(404);
    expect((await myOrders(t, other.token)).data.list).toEqual([]);
    expect(await stored(sides, id!)).toEqual(before);

    // The recorded history is the path, and replays to the stored state.
    const item = (await orderDetail(t, id!, sides.buyer.token)).data;
    expect(item.events.map((e) => `${e.event} by ${e.role}`)).toEqual(path.events.map((e) => `${e.type} by ${e.by}`));
    const walk = bondOrderSnapshots.replay(item.events.map((e) => ({ event: e.event, role: e.role, at: e.at, payload: e.payload })));
    expect(walk.snapshots.at(-1)!.value).toBe(item.stateValue);
    expect(item.replayMatches).toBe(true);
  });
});
