import { describe, expect, it } from 'vitest';
import { getNextSnapshot, type AnyMachineSnapshot, type AnyStateMachine, type EventObject } from 'xstate';
import { describeEvent, reachableStates, refusedEvents, type ModelOptions } from './coverage';
import { machineModels } from './models';

/**
 * Refused events at the machine level, generated: at every state of every machine's model graph, every event of the
 * model that the machine refuses there (`snapshot.can` false) leaves the snapshot as it was, value and context. The
 * lifecycle machines are also refused through the real API (tests/server/refused-events.test.ts).
 */
interface Refusal {
  state: string;
  event: EventObject;
  snapshot: AnyMachineSnapshot;
}

const generated = new Map<ModelOptions<AnyStateMachine>, Refusal[]>();
function refusals(machine: AnyStateMachine, model: ModelOptions<AnyStateMachine>): Refusal[] {
  if (!generated.has(model)) {
    generated.set(
      model,
      reachableStates(machine, model).flatMap(({ snapshot, path }) =>
        refusedEvents(snapshot, model).map((event) => ({ state: `${JSON.stringify(snapshot.value)} after ${path.description}`, event, snapshot })),
      ),
    );
  }
  return generated.get(model)!;
}

/** What sending the event changed: nothing, or the parts of the snapshot that moved. */
function changedBy(machine: AnyStateMachine, snapshot: AnyMachineSnapshot, event: EventObject): string[] {
  const next = getNextSnapshot(machine, snapshot as never, event as never) as AnyMachineSnapshot;
  const changed: string[] = [];
  if (JSON.stringify(next.value) !== JSON.stringify(snapshot.value)) changed.push('value');
  if (!Object.is(next.context, snapshot.context)) {
    try {
      expect(next.context).toStrictEqual(snapshot.context);
    } catch {
      changed.push('context');
    }
  }
  if (next.status !== snapshot.status) changed.push('status');
  return changed;
}

const runs = Object.entries(machineModels).flatMap(([name, { machine, models }]) =>
  models.map((model, i) => ({ name: models.length > 1 ? `${name} #${i + 1} ${JSON.stringify(model.input ?? {})}` : name, machine, model })),
);

describe('every event a machine refuses changes nothing', () => {
  it.each(runs.map((r) => [r.name, r] as const))('%s', (_, { machine, model }) => {
    const all = refusals(machine, model);
    expect(all.length).toBeGreaterThan(0);
    const moved = all
      .map((r) => ({ r, changed: changedBy(machine, r.snapshot, r.event) }))
      .filter(({ changed }) => changed.length)
      .map(({ r, changed }) => `${describeEvent(r.event)} at ${r.state} changed ${changed.join(', ')}`);
    expect(moved).toEqual([]);
  });
});

describe('the generated refusals (can fail)', () => {
  const refused = (name: string, value: unknown, match: (e: EventObject & Record<string, unknown>) => boolean) => {
    const { machine, models } = machineModels[name]!;
    return models.some((model) => refusals(machine, model).some((r) => JSON.stringify(r.snapshot.value) === JSON.stringify(value) && match(r.event as never)));
  };

  it('include the refusals everyone knows, and not what the machine takes', () => {
    expect(refused('lifecycleActionMachine', 'idle', (e) => e.type === 'action.choose' && e.role === 'seller')).toBe(true);
    expect(refused('lifecycleActionMachine', 'idle', (e) => e.type === 'action.choose' && e.role === 'buyer')).toBe(false);
    expect(refused('lifecycleActionMachine', 'idle', (e) => e.type === 'action.submit')).toBe(true);
    expect(refused('lifecycleActionMachine', 'sending', (e) => e.type === 'action.dismiss')).toBe(true);
    expect(refused('loginMachine', 'closed', (e) => e.type === 'login.submit')).toBe(true);
    expect(refused('orderMachine', 'awaitingPayment', (e) => e.type === 'order.pay' && e.by === 'seller')).toBe(true);
    expect(refused('orderMachine', 'awaitingPayment', (e) => e.type === 'order.pay' && e.by === 'buyer')).toBe(false);
  });

  it('notices an event that does change the snapshot', () => {
    const { machine, models } = machineModels.lifecycleActionMachine!;
    const idle = reachableStates(machine, models[0]!)[0]!.snapshot;
    expect(changedBy(machine, idle, { type: 'action.choose', event: 'order.pay', role: 'buyer', subject: 1, attempt: 'a' } as EventObject)).toEqual(['value', 'context']);
  });
});
