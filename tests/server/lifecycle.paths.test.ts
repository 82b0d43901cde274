import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callSending } from '../../src/api/contracts/lifecycle-calls';
import type { TradeWay } from '../../src/api/contracts/trade';
import type { LifecycleEvent } from '../../src/machines/order-lifecycles';
import { offlineTradeMachine } from '../../src/machines/offline-trade.machine';
import { orderMachine } from '../../src/machines/order.machine';
import { coveringPaths, transitionPaths, uncovered, type ModelPath } from '../machines/coverage';
import { buyerPublishedOrderModel, offlineTradeModel, orderAmount, orderModel } from '../machines/lifecycle-models';
import type { OrderAudit } from '../../src/api/contracts/order-audit';
import { buildTestApp, get, type TestApp } from './helpers';
import { placeMatch } from './automatch-helpers';
import { fundBeans } from './membership-helpers';
import {
  act,
  memberOrderPaths,
  buyer,
  expectLedgerInvariants,
  newOrder,
  operator,
  orderOf,
  passDeadline,
  payPassword,
  productId,
  relogin,
  seller,
  stranger,
  trader,
  type Trader,
} from './trade-helpers';

/**
 * The lifecycle machines' generated paths, replayed through the real API: a fresh order per path between two real
 * members, each member event sent by that member's call, each deadline by moving the clock and running the job,
 * each operator decision by platform staff. After every step the stored state is the machine's; after every path a
 * third member is refused everything and the ledger invariants hold. A covering subset of the paths is replayed
 * (every transition at least once; the coverage test below proves it), because each path costs real calls.
 */
type AnyPath = ModelPath<typeof orderMachine> | ModelPath<typeof offlineTradeMachine>;

const runs = [
  { name: 'online, seller published', machine: orderMachine, model: orderModel, tradeWay: 'online' as TradeWay, publisher: 'seller' as const },
  { name: 'online, buyer published', machine: orderMachine, model: buyerPublishedOrderModel, tradeWay: 'online' as TradeWay, publisher: 'buyer' as const },
  { name: 'offline', machine: offlineTradeMachine, model: offlineTradeModel, tradeWay: 'offline' as TradeWay, publisher: 'seller' as const },
].map((run) => {
  const all = transitionPaths(run.machine as never, run.model as never) as AnyPath[];
  return { ...run, paths: coveringPaths(run.machine as never, run.model.input as never, all as never) as unknown as AnyPath[] };
});

/** The call that sends `event` as `event.by` (the call table: for the offline calls, the one named for that side). */
function callFor(machine: 'order' | 'offlineTrade', event: LifecycleEvent): { path: string; body: Record<string, unknown> } {
  const call = callSending(machine, event.type, event.by);
  if (!call) throw new Error(`no call sends ${event.type} as ${event.by}`);
  const { type: _type, by: _by, at: _at, ...payload } = event as LifecycleEvent & Record<string, unknown>;
  return { path: call.path, body: { ...payload, payPassword, ...('when' in call ? call.when : {}) } };
}

describe('the covering paths take every transition of their machine', () => {
  it.each(runs.map((r) => [r.name, r] as const))('%s', (_, run) => {
    // Both online runs together cover the order machine (the buyer-published one adds the buyer's withdrawal).
    const same = runs.filter((r) => r.machine === run.machine);
    const result = uncovered(run.machine as never, same.map((r) => ({ input: r.model.input as never, paths: r.paths as never })));
    expect(result).toEqual({ states: [], transitions: [] });
  });
});

let t: TestApp;
let s: Trader;
let b: Trader;
let staff: Trader;
let other: Trader;
beforeAll(async () => {
  t = await buildTestApp();
  [s, b, staff, other] = await Promise.all([trader(t, seller), trader(t, buyer), trader(t, operator, { payPassword: false }), trader(t, stranger)]);
  for (const who of [s, b]) await fundBeans(t, who.id, 1_000);
});

/** An order an auto-match fill made (issue 28): the seller's sell crossed by the buyer's buy; `order.matched` is its pay. */
async function matchedOrder(): Promise<number> {
  // T58 single: a variety no seeded book trades, so the buy meets the seller's order and nobody else's.
  const body = { productId: await productId(t), price: orderAmount, quantity: 1 };
  expect((await placeMatch(t, s, { ...body, side: 'sell' })).code).toBe(200);
  const { data } = await placeMatch(t, b, { ...body, side: 'buy' });
  return data.fills[0]!.tradeOrderId;
}
afterAll(() => t.close());

describe.each(runs.map((r) => [r.name, r] as const))('generated paths through the API: %s', (_, run) => {
  it.each(run.paths.map((p) => [p.description, p] as const))('%s', async (_description, path) => {
    const matched = path.events[0]?.type === 'order.matched';
    const orderId = matched ? await matchedOrder() : await newOrder(t, s, b, orderAmount, run.tradeWay, run.publisher);
    for (const [i, event] of (path.events as LifecycleEvent[]).entries()) {
      if (event.type === 'order.matched') {
        // The fill sent it, in the transaction that made the order.
      } else if (event.by === 'system') {
        await passDeadline(t, orderId);
        await relogin(t, s, b, staff, other);
      } else {
        const sender = event.by === 'buyer' ? b : event.by === 'seller' ? s : staff;
        const call = callFor(run.machine === offlineTradeMachine ? 'offlineTrade' : 'order', event);
        const reply = await act(t, sender, call.path, { orderId, ...call.body });
        expect(reply.code, `${event.type} by ${event.by}: ${reply.msg}`).toBe(200);
      }
      const stored = await orderOf(t, b, orderId);
      expect(stored.stateValue, `after ${event.type}`).toEqual(path.snapshots[i + 1]!.value);
    }
    // Whatever state the path ended in, a member who is not a party is refused every call, and nothing changes.
    const before = await orderOf(t, b, orderId);
    for (const callPath of memberOrderPaths) {
      const reply = await act(t, other, callPath, { orderId, payPassword, reason: '不是我的订单', expressCompany: '顺丰速运', trackingNo: 'SF123456789', amount: 1, withReturn: false, score: 1 });
      expect(reply.status, callPath).toBe(404);
    }
    expect((await orderOf(t, b, orderId)).version).toBe(before.version);
    expect((await get(t, `/api/user/order/events?orderId=${orderId}`, { token: other.token })).code).toBe(404);
    // The auditors' replay: the recorded events lead from the order's input exactly to the stored state and context.
    const audit = await get<OrderAudit>(t, `/api/user/order/events?orderId=${orderId}`, { token: s.token });
    expect(audit.data).toMatchObject({ replayMatches: true, replayedStateValue: before.stateValue, stateValue: before.stateValue });
    expect(audit.data.events.filter((e) => e.step > 0).map((e) => e.event)).toEqual(path.events.map((e) => e.type));
    await expectLedgerInvariants(t);
  });
});
