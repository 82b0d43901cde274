import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import { paymentNotifications, paymentOrderEvents, paymentOrders, sandboxPayments } from '../../server/src/db/schema';
import { runAllDue } from '../../server/src/jobs/due-jobs';
import type { OutgoingNotification } from '../../server/src/providers/payments/sandbox';
import { paymentOrderMinutes, topUpRoles, type UnifiedOrderBody, type UnifiedOrderResult } from '../../src/api/contracts/payments';
import { topUpMachine, type TopUpEvent, topUpSnapshots } from '../../src/machines/top-up.machine';
import { coveringPaths, transitionPaths, uncovered, type ModelPath } from '../machines/coverage';
import { topUpModel, topUpPackage } from '../machines/top-up-models';
import { buildTestApp, type TestApp } from './helpers';
import {
  cancelAtCashier,
  expectPaymentInvariants,
  holdings,
  payAtCashier,
  payer,
  paymentState,
  postNotification,
  sandboxOf,
  sandboxTrade,
  signedNotification,
  storedTopUp,
  unifiedOrder,
  type Payer,
} from './payment-helpers';

/**
 * The top-up machine's generated paths, replayed through the real API with a fresh member per path (docs/adr/0025):
 * the member's `topUp.create` by unifiedOrder; the provider's `payment.succeeded` by a notification the sandbox signs
 * (the member having paid at its cashier first), its `payment.failed` by the cashier's cancel and Alipay's
 * TRADE_CLOSED notification; the system's deadline by the due jobs once the clock has passed 30 minutes. The system's
 * `topUp.credit` is no call of its own: the notification that pays an order credits it in the same transaction, so
 * after `payment.succeeded` the stored order is where `topUp.credit` takes it (`paid` is never stored).
 *
 * At every stored state along the way, every event of the model the machine refuses there is sent by its call, and
 * nothing changes (the order, its events, the ledger, the member's holdings and inbox): the member's call is answered
 * 4xx (or, for the order's own key and body, with the order as it is: the retry's answer); the provider's notification
 * with its refusal, or with success for a duplicate it need not send again; the deadline job moves nothing. The ledger's
 * and the payments' invariants hold after each path, and the history replays to the stored state.
 */
type Path = ModelPath<typeof topUpMachine>;
const paths = coveringPaths(topUpMachine, undefined, transitionPaths(topUpMachine, topUpModel)) as Path[];

it('the covering paths take every transition of the machine', () => {
  expect(uncovered(topUpMachine, [{ paths }])).toEqual({ states: [], transitions: [] });
});

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

interface Run {
  member: Payer;
  key: string;
  order: UnifiedOrderResult | null;
}

/** The body of the member's unifiedOrder for a model's `topUp.create`: the package its amount buys, or a balance. */
function orderBody(event: Extract<TopUpEvent, { type: 'topUp.create' }>): UnifiedOrderBody {
  if (event.purpose === 'beans') return { purpose: 'beans', channel: event.channel, code: event.amount === topUpPackage.price ? topUpPackage.code : 'NONE' };
  return { purpose: 'balance', channel: event.channel, amount: event.amount };
}

/** A notification the provider signs for an order that does not exist (the provider's events before anything was ordered). */
function unknownOrderNotification(amount: number, status: 'TRADE_SUCCESS' | 'TRADE_CLOSED'): OutgoingNotification {
  const now = t.clock.now();
  const ghost: typeof sandboxPayments.$inferSelect = {
    id: 0,
    channel: 'alipay',
    tradeNo: '20261122220000000000000000',
    outTradeNo: 'YS20260000000000000000000',
    amount,
    subject: '金豆1000个',
    notifyUrl: 'http://localhost/api/payment/notify/alipay',
    returnUrl: '/success',
    state: 'paid',
    paidAt: now,
    notifyAttempts: 0,
    nextNotifyAt: null,
    answeredAt: null,
    createdAt: now,
  };
  return sandboxOf(t).notificationFor(ghost, now, status);
}

/** The calls that send `event` for the run's order. `accepted`: the machine takes it now (the provider's side is made to match first). */
async function send(event: TopUpEvent, run: Run, accepted: boolean): Promise<{ status: number; replayOf?: string }> {
  const { order } = run;
  switch (event.type) {
    case 'topUp.create': {
      const reply = await unifiedOrder(t, run.member, orderBody(event), run.key);
      if (reply.code === 200 && !order) run.order = reply.data;
      return { status: reply.status, replayOf: reply.code === 200 ? reply.data.outTradeNo : undefined };
    }
    case 'payment.succeeded': {
      if (!order) return postNotification(t, unknownOrderNotification(event.amount, 'TRADE_SUCCESS'));
      if (accepted) {
        // The member pays at the cashier; after a deadline or a close the provider took the payment anyway (it raced the close).
        const trade = await sandboxTrade(t, order.outTradeNo);
        if (trade.state === 'waiting') expect((await payAtCashier(t, order.payUrl)).code).toBe(200);
        else await t.db.update(sandboxPayments).set({ state: 'paid', paidAt: t.clock.now() }).where(eq(sandboxPayments.id, trade.id));
      }
      return postNotification(t, await signedNotification(t, order.outTradeNo, { amount: event.amount }));
    }
    case 'payment.failed': {
      if (!order) return postNotification(t, unknownOrderNotification(topUpPackage.price, 'TRADE_CLOSED'));
      if (accepted) expect((await cancelAtCashier(t, order.payUrl)).code).toBe(200);
      return postNotification(t, await signedNotification(t, order.outTradeNo, {}, 'TRADE_CLOSED'));
    }
    case 'topUp.paymentDeadlinePassed':
      t.clock.advance((paymentOrderMinutes + 1) * 60_000);
      await runAllDue(t.db, t.clock.now);
      return { status: 200 };
    case 'topUp.credit':
      throw new Error('topUp.credit has no call: the notification that pays an order credits it');
  }
}

/** Every model event the machine refuses at `snapshot` that has a call (all but the system's crediting). */
function refusedAt(snapshot: AnyMachineSnapshot): TopUpEvent[] {
  const own = (e: TopUpEvent) =>
    e.type === 'topUp.create' ? e.by === 'member' : e.type === 'topUp.paymentDeadlinePassed' ? e.by === 'system' : e.type === 'topUp.credit' ? false : e.by === 'provider';
  return (topUpModel.events(snapshot as never) as TopUpEvent[]).filter((e) => own(e) && !snapshot.can(e));
}

/** What a call may change for the run: the order (with its events), the ledger, the member's holdings and inbox. */
async function stored(run: Run) {
  if (run.order) return storedTopUp(t, run.order.outTradeNo, run.member.id);
  return { orders: (await t.db.select().from(paymentOrders).where(eq(paymentOrders.userId, run.member.id))).length, holdings: await holdings(t, run.member.id) };
}

const notificationCount = async () => (await t.db.select({ id: paymentNotifications.id }).from(paymentNotifications)).length;
const storedContext = (context: Record<string, unknown>) => ({ ...context, tradeNo: context.tradeNo === null ? null : 'the provider’s' });

describe('generated paths through the API', () => {
  it.each(paths.map((p) => [p.description, p] as const))('%s', async (_description, path) => {
    const run: Run = { member: await payer(t), key: randomUUID(), order: null };
    const other = await payer(t);
    let refusals = 0;
    let creditedWithPayment = false;
    for (const [i, snapshot] of path.snapshots.entries()) {
      const event = path.events[i];
      // `paid` is never stored: the notification's transaction credits at once.
      if (snapshot.value !== 'paid') {
        for (const refused of refusedAt(snapshot)) {
          const before = await stored(run);
          const notified = await notificationCount();
          const reply = await send(refused, run, false);
          const label = `${refused.type} by ${refused.by} ${JSON.stringify(refused)} at ${JSON.stringify(snapshot.value)}`;
          expect(reply.status, label).toBeLessThan(500);
          if (refused.type === 'topUp.create') expect(reply.status >= 400 || reply.replayOf === run.order?.outTradeNo, label).toBe(true);
          expect(await stored(run), label).toEqual(before);
          if (refused.type.startsWith('payment.')) {
            // Recorded like every notification, with an outcome that moved nothing.
            expect(await notificationCount(), label).toBe(notified + 1);
            const [last] = await t.db.select().from(paymentNotifications).orderBy(paymentNotifications.id).limit(1).offset(notified);
            expect(['duplicate', 'ignored', 'rejected:amount', 'rejected:order'], label).toContain(last!.outcome);
          }
          refusals += 1;
        }
      }
      if (!event) break;
      if (event.type === 'topUp.credit') {
        expect(creditedWithPayment, 'topUp.credit comes with the payment').toBe(true);
        continue;
      }
      const reply = await send(event, run, true);
      expect(reply.status, `${event.type} by ${event.by}`).toBe(200);
      let expected = path.snapshots[i + 1]!;
      if (event.type === 'payment.succeeded' && expected.value === 'paid') {
        expected = topUpSnapshots.next(expected, { type: 'topUp.credit', by: 'system', at: 0 });
        creditedWithPayment = true;
      }
      const order = (await stored(run)) as Awaited<ReturnType<typeof storedTopUp>>;
      expect([order.order.stateValue, storedContext(order.order.context)], `after ${event.type}`).toEqual([expected.value, storedContext(expected.context as never)]);
    }
    expect(refusals).toBeGreaterThan(0);

    // Another member reads nothing of it, and their asking changes nothing.
    const outTradeNo = run.order!.outTradeNo;
    const before = await stored(run);
    expect((await paymentState(t, other, 'alipay', outTradeNo)).status).toBe(404);
    expect(await stored(run)).toEqual(before);

    // The recorded history is the path (the crediting included), and replays to the stored state.
    const order = (before as Awaited<ReturnType<typeof storedTopUp>>).order;
    const events = await t.db.select().from(paymentOrderEvents).where(eq(paymentOrderEvents.paymentOrderId, order.id)).orderBy(paymentOrderEvents.id);
    const taken = creditedWithPayment && path.events.at(-1)?.type === 'payment.succeeded' ? [...path.events, { type: 'topUp.credit', by: 'system' } as const] : path.events;
    expect(events.map((e) => `${e.event} by ${e.role}`)).toEqual(taken.map((e) => `${e.type} by ${e.by}`));
    for (const e of events) expect(topUpRoles).toContain(e.role);
    const walk = topUpSnapshots.replay(events.map((e, n) => ({ event: e.event, role: e.role as never, at: n, payload: e.payload })));
    expect(walk.snapshots.at(-1)!.value).toBe(order.stateValue);
    expect((await paymentState(t, run.member, 'alipay', outTradeNo)).data.stage).toBe(order.stage);

    await expectPaymentInvariants(t);
  });
});
