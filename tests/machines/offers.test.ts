import { describe, expect, it } from 'vitest';
import type { AnyMachineSnapshot, AnyStateMachine, EventObject } from 'xstate';
import { offers } from '../../src/machines/lifecycle';
import { orderMachine } from '../../src/machines/order.machine';
import { machineGraph, reachableStates, type ModelOptions } from './coverage';
import { orderModel } from './lifecycle-models';
import { machineModels } from './models';

/**
 * `offers(snapshot, type, by)` asks whether a lifecycle machine offers an event type to a role now, without a payload
 * (the buttons, the staff decisions). Generated over every lifecycle machine's model: at every reachable state, every
 * event the machine accepts is offered, and every event type offered to a role is accepted with some payload of the
 * model, so a button is never shown for what cannot be done, nor hidden for what can.
 */
type RoleEvent = EventObject & { by: string; at?: number };

const lifecycles = Object.entries(machineModels).filter(([, { machine }]) =>
  machineGraph(machine).transitions.some((t) => (t.meta as { roles?: unknown } | undefined)?.roles),
);

function mismatches(machine: AnyStateMachine, model: ModelOptions<AnyStateMachine>): string[] {
  const events = model.events as unknown as (snapshot: AnyMachineSnapshot) => RoleEvent[];
  const out: string[] = [];
  for (const { snapshot } of reachableStates(machine, model)) {
    const alphabet = events(snapshot).filter((e) => typeof e.by === 'string');
    const at = (e: RoleEvent) => e.at ?? Date.now();
    const where = JSON.stringify(snapshot.value);
    for (const e of alphabet) {
      if (snapshot.can(e) && !offers(snapshot, e.type, e.by, at(e))) out.push(`${where}: ${e.type} by ${e.by} is accepted but not offered`);
    }
    const pairs = new Map(alphabet.map((e) => [`${e.type} ${e.by}`, e]));
    for (const e of pairs.values()) {
      const offered = offers(snapshot, e.type, e.by, at(e));
      const acceptedSome = alphabet.some((other) => other.type === e.type && other.by === e.by && snapshot.can(other));
      if (offered && !acceptedSome) out.push(`${where}: ${e.type} by ${e.by} is offered but no payload of the model is accepted`);
    }
  }
  return out;
}

describe('offers: the event types a lifecycle machine takes from a role, asked without a payload', () => {
  it('covers every lifecycle machine', () => {
    expect(lifecycles.map(([name]) => name)).toEqual(
      expect.arrayContaining(['orderMachine', 'offlineTradeMachine', 'agentApplicationMachine', 'authenticationMachine', 'topUpMachine', 'vipPurchaseMachine', 'depositSurrenderMachine', 'cashOutMachine', 'accountOpeningMachine', 'watchTaskMachine', 'matchOrderMachine', 'blockTradeMachine', 'invoiceRequestMachine', 'bondOrderMachine', 'agentDeliveryMachine']),
    );
  });

  it.each(lifecycles.map(([name, m]) => [name, m] as const))('%s: offered exactly when some payload is accepted', (_, { machine, models }) => {
    for (const model of models) expect(mismatches(machine, model)).toEqual([]);
  });

  it('asks about the type, not the payload; the payload is still refused by the machine (can fail)', () => {
    const received = reachableStates(orderMachine, orderModel).find((s) => s.snapshot.matches({ awaitingReceipt: 'open' }))!.snapshot;
    const paid = received.context.amount;
    expect(offers(received, 'refund.apply', 'buyer')).toBe(true);
    expect(offers(received, 'refund.apply', 'seller')).toBe(false);
    expect(offers(received, 'order.ship', 'seller')).toBe(false);
    expect(received.can({ type: 'refund.apply', by: 'buyer', amount: paid + 1, reason: '少发/漏发', withReturn: false })).toBe(false);
    expect(received.can({ type: 'refund.apply', by: 'buyer', amount: paid, reason: '少发/漏发', withReturn: false })).toBe(true);
  });

  it('a made-up payload key cannot pass for the question (can fail)', () => {
    const received = reachableStates(orderMachine, orderModel).find((s) => s.snapshot.matches({ awaitingReceipt: 'open' }))!.snapshot;
    const fromTheWire = JSON.parse(JSON.stringify({ type: 'refund.apply', by: 'buyer', offerQuestion: true, amount: received.context.amount * 2 }));
    expect(received.can(fromTheWire)).toBe(false);
  });
});
