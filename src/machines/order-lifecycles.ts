import { getInitialSnapshot, type AnyMachineSnapshot, type AnyStateMachine, type AnyStateNode } from 'xstate';
import { orderStages, type OrderStage, type Role } from '../api/contracts/trade-names';
import type { StateMeta } from './lifecycle';
import { replayRecorded, type RecordedEvent, type Walk } from './machine-graph';
import { offlineTradeMachine, type OfflineTradeEvent } from './offline-trade.machine';
import { orderMachine, type OrderEvent } from './order.machine';

/**
 * The lifecycle machines an order can run, and the questions the server and the browser both ask of an order's
 * stored snapshot (state value + context): what is it called, which deadline runs, what may this member send, and
 * what does an event do. One implementation, so the buttons a member sees are exactly the calls the server accepts.
 */
export const lifecycleMachines = { order: orderMachine, offlineTrade: offlineTradeMachine } as const;
export type LifecycleMachineId = keyof typeof lifecycleMachines;
export type LifecycleEvent = OrderEvent | OfflineTradeEvent;
export type StoredStateValue = string | { [key: string]: StoredStateValue };

export function resolveSnapshot(machineId: LifecycleMachineId, value: StoredStateValue, context: unknown): AnyMachineSnapshot {
  const machine = lifecycleMachines[machineId] as AnyStateMachine;
  return machine.resolveState({ value, context: context as never });
}

export function initialSnapshot(machineId: LifecycleMachineId, input: unknown): AnyMachineSnapshot {
  return getInitialSnapshot(lifecycleMachines[machineId] as AnyStateMachine, input as never) as AnyMachineSnapshot;
}

/**
 * The active state nodes that describe the order, outermost first: each compound node's active child, stopping at
 * a parallel node (its regions are read from the context, e.g. the offline answers).
 */
function describingNodes(snapshot: AnyMachineSnapshot): AnyStateNode[] {
  const nodes: AnyStateNode[] = [];
  let node = snapshot.machine.root as AnyStateNode;
  let value: StoredStateValue = snapshot.value as StoredStateValue;
  while (node.type !== 'parallel') {
    const key = typeof value === 'string' ? value : Object.keys(value)[0]!;
    node = node.states[key]!;
    nodes.push(node);
    if (typeof value === 'string') break;
    value = value[key]!;
  }
  return nodes;
}

const metaOf = (node: AnyStateNode) => node.meta as StateMeta | undefined;

/** The name members read: the innermost describing state's label (待发货, 取消申请中, ...). */
export function stateLabel(snapshot: AnyMachineSnapshot): string {
  const labelled = describingNodes(snapshot).filter((n) => metaOf(n)?.label);
  return metaOf(labelled.at(-1)!)!.label;
}

/** Where the order stands for its members (待付款, 待发货, ...): the tag of its state; untagged states have ended. */
export function orderStage(snapshot: AnyMachineSnapshot): OrderStage {
  return orderStages.find((stage) => snapshot.hasTag(stage)) ?? 'ended';
}

/** The deadline that runs now: the innermost one (a refund request suspends the receipt deadline). */
export function currentDeadline(snapshot: AnyMachineSnapshot): StateMeta['deadline'] | null {
  const withDeadline = describingNodes(snapshot).filter((n) => metaOf(n)?.deadline);
  return withDeadline.length ? metaOf(withDeadline.at(-1)!)!.deadline! : null;
}

// What an event does to any lifecycle machine's snapshot: one implementation, in lifecycle.ts.
export { nextSnapshot, transitionMetas } from './lifecycle';

/**
 * The trade itself is over: a final state, or completed (evaluation may still follow, but stock, money and credit
 * are settled).
 */
export function isOver(snapshot: AnyMachineSnapshot): boolean {
  return snapshot.status === 'done' || snapshot.matches('completed');
}

/** Ended without the goods changing hands: the listing's stock goes back (design/lifecycles.md). */
export function endedUnfilled(snapshot: AnyMachineSnapshot): boolean {
  return ['closed', 'cancelled', 'failed'].some((state) => snapshot.matches(state));
}

/** What an order's machine starts from: the online trade needs to know which side published the listing. */
export function machineInputOf(machineId: LifecycleMachineId, amount: number, publisherSide: 'buyer' | 'seller'): Record<string, unknown> {
  return machineId === 'order' ? { amount, publisherSide } : { amount };
}

/** The record of the order's creation: not a machine event (the machine starts from the order's input). */
export const createdEvent = 'order.created';

/**
 * An order's history replayed through its machine from the order's input: the auditors' check that the stored state
 * is exactly where the recorded events lead, and the path the process view draws.
 */
export function replayOrder(machineId: LifecycleMachineId, input: unknown, records: readonly RecordedEvent<Role>[]): Walk {
  return replayRecorded(
    lifecycleMachines[machineId] as AnyStateMachine,
    input,
    records.filter((r) => r.event !== createdEvent),
  );
}
