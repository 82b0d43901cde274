import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AnyMachineSnapshot, AnyStateMachine } from 'xstate';
import { callSending } from '../../src/api/contracts/lifecycle-calls';
import { orderMachine } from '../../src/machines/order.machine';
import { machineGraph, reachableStates } from '../machines/coverage';
import { orderModel } from '../machines/lifecycle-models';
import { expectAgentInvariants } from './agent-helpers';
import { buildTestApp, type TestApp } from './helpers';
import { driveLink, driveOrder, type OrderCallers } from './refused-events-helpers';
import { agentRoles, orderRoles, refusalPlans, shotsAt, stranger, type RefusalPlan, type Shot } from './refused-events-plan';
import { buyer, expectLedgerInvariants, operator, seller, stranger as strangerName, trader } from './trade-helpers';

/**
 * Refused events through the real API, for every lifecycle machine (refused-events-plan.ts says what is generated
 * and why): at every reachable state, every call the machine refuses from a role, or that is another side's, is
 * refused by the server with the expected answer, and the database is exactly as it was (objects and their versions,
 * event rows, balances and journal, inbox, listings, scores).
 */
const plans = refusalPlans();

/** The state nodes of `machine` that none of the snapshots is in, by id. */
function unreached(machine: AnyStateMachine, snapshots: readonly AnyMachineSnapshot[]): string[] {
  return machineGraph(machine)
    .states.filter((node) => !snapshots.some((s) => s.matches(node.path.join('.') as never)))
    .map((node) => node.id);
}

const hasShot = (plan: RefusalPlan, value: unknown, match: (shot: Shot) => boolean) =>
  plan.states.some((s) => JSON.stringify(s.snapshot.value) === JSON.stringify(value) && s.shots.some(match));

describe('the generated refusals (can fail)', () => {
  it.each(plans.map((p) => [p.name, p] as const))('%s: refusals at every planned state, each state fired at once', (_, plan) => {
    expect(plan.states.length).toBeGreaterThan(1);
    for (const state of plan.states) expect(state.shots.length, JSON.stringify(state.snapshot.value)).toBeGreaterThan(0);
    const fired = plan.visits.flatMap((v) => v.fireAt.filter((s) => s !== null));
    expect(new Set(fired)).toEqual(new Set(plan.states));
    expect(fired).toHaveLength(plan.states.length);
  });

  it('include the refusals everyone knows', () => {
    const [sellerPublished, buyerPublished, offline, memberApplied, , agentInvited] = plans;
    const shot = (event: string, role: string, path?: string) => (s: Shot) =>
      s.event.type === event && s.role === role && (path === undefined || s.call.path === path);
    // A seller paying, a buyer shipping, a stranger anything, the buyer withdrawing the seller's listing.
    expect(hasShot(sellerPublished!, 'awaitingPayment', shot('order.pay', 'seller', '/api/trade/online/buyer/pay'))).toBe(true);
    expect(hasShot(sellerPublished!, { awaitingShipment: 'open' }, shot('order.ship', 'buyer', '/api/trade/online/seller/ship'))).toBe(true);
    expect(hasShot(sellerPublished!, 'awaitingPayment', shot('order.publisherCancel', 'buyer'))).toBe(true);
    expect(hasShot(sellerPublished!, 'awaitingPayment', shot('order.publisherCancel', 'seller'))).toBe(false);
    expect(hasShot(buyerPublished!, 'awaitingPayment', shot('order.publisherCancel', 'seller'))).toBe(true);
    expect(hasShot(sellerPublished!, 'awaitingPayment', shot('order.pay', stranger))).toBe(true);
    // Staff decide only disputes; members never do.
    expect(hasShot(sellerPublished!, 'awaitingPayment', shot('dispute.refundBuyer', 'operator'))).toBe(true);
    expect(hasShot(sellerPublished!, 'disputed', shot('dispute.refundBuyer', 'buyer'))).toBe(true);
    expect(hasShot(sellerPublished!, 'disputed', shot('dispute.refundBuyer', 'operator'))).toBe(false);
    // The other side's per-side path, even when the machine would take the event from this side.
    expect(hasShot(offline!, { confirming: { buyer: 'pending', seller: 'pending' } }, (s) => s.why === 'wrongSide' && s.role === 'seller' && s.call.path.includes('/buyer/'))).toBe(true);
    // A member approving their own application; an agent their own invitation; the member on the agent's delUser.
    expect(hasShot(memberApplied!, 'pending', shot('agent.approve', 'member'))).toBe(true);
    expect(hasShot(memberApplied!, 'pending', shot('agent.approve', 'agent'))).toBe(false);
    expect(hasShot(agentInvited!, 'pending', shot('agent.approve', 'agent'))).toBe(true);
    expect(hasShot(memberApplied!, { active: 'regular' }, shot('agent.end', 'member', '/api/user/agent/delUser'))).toBe(true);
    expect(hasShot(memberApplied!, { active: 'regular' }, shot('agent.setDefault', 'agent'))).toBe(true);
  });

  it('reach every state of every lifecycle machine', () => {
    for (const machine of new Set(plans.map((p) => p.machine))) {
      const snapshots = plans.filter((p) => p.machine === machine).flatMap((p) => p.states.map((s) => s.snapshot));
      expect(unreached(machine, snapshots), machine.id).toEqual([]);
    }
  });

  it('notice a state no path reaches', () => {
    const withoutReturns = { ...orderModel, events: () => orderModel.events(undefined as never).filter((e) => e.type !== 'refund.ship') };
    const reached = reachableStates(orderMachine, withoutReturns).map((s) => s.snapshot as AnyMachineSnapshot);
    expect(unreached(orderMachine, reached)).toEqual(['order.awaitingReceipt.returnShipped', 'order.disputed']);
  });

  it('never plans an event the machine takes from that role at that state', () => {
    const [sellerPublished] = plans;
    const paid = sellerPublished!.states.find((s) => JSON.stringify(s.snapshot.value) === JSON.stringify({ awaitingShipment: 'open' }))!;
    const alphabet = orderModel.events(paid.snapshot as never) as unknown as Shot['event'][];
    const shots = shotsAt('order', paid.snapshot, alphabet, orderRoles);
    expect(shots.some((s) => s.event.type === 'order.ship' && s.role === 'seller')).toBe(false);
    expect(shots.some((s) => s.event.type === 'cancel.apply' && s.role === 'buyer')).toBe(false);
    expect(shots.some((s) => s.event.type === 'order.pay' && s.role === 'buyer')).toBe(true);
  });

  it('every event a machine takes from a role somewhere is a call of that role (the call table is complete)', () => {
    const taken = new Set<string>();
    for (const plan of plans) {
      const roles: readonly string[] = (plan.machineName === 'agentApplication' ? agentRoles : orderRoles).filter((r) => r !== stranger);
      for (const { snapshot } of reachableStates(plan.machine, plan.model)) {
        for (const event of plan.model.events(snapshot) as Array<Shot['event']>) {
          if (!roles.includes(event.by) || !snapshot.can(event)) continue;
          taken.add(`${plan.machineName} ${event.type} ${event.by}`);
          expect(callSending(plan.machineName, event.type, event.by), `${event.type} by ${event.by}`).toBeDefined();
        }
      }
    }
    expect(taken.size).toBeGreaterThan(20);
  });
});

let t: TestApp;
let callers: OrderCallers;
beforeAll(async () => {
  t = await buildTestApp();
  const [s, b, staff, other] = await Promise.all([trader(t, seller), trader(t, buyer), trader(t, operator, { payPassword: false }), trader(t, strangerName)]);
  callers = { seller: s, buyer: b, operator: staff, stranger: other };
});
afterAll(async () => {
  await expectLedgerInvariants(t);
  await expectAgentInvariants(t);
  await t.close();
});

describe.each(plans.map((p) => [p.name, p] as const))('refused through the API: %s', (_, plan) => {
  const fired = new Map<string, number>();
  // One object can be fired at in ten states of some eighty calls each: longer than the suite’s 30 s on a busy CI.
  it.each(plan.visits.map((v) => [v.path.description, v] as const))(
    'along %s',
    async (description, visit) => {
      const n = plan.machineName === 'agentApplication' ? await driveLink(t, plan, visit) : await driveOrder(t, plan, visit, callers);
      fired.set(description, n);
    },
    120_000,
  );

  it('fired every planned shot', () => {
    const planned = plan.states.reduce((n, s) => n + s.shots.length, 0);
    expect([...fired.values()].reduce((a, b) => a + b, 0)).toBe(planned);
  });
});
