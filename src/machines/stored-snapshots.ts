import { getInitialSnapshot, getNextSnapshot, type AnyMachineSnapshot, type AnyStateMachine, type EventFromLogic } from 'xstate';
import { replayRecorded, type RecordedEvent, type Walk } from './machine-graph';

/**
 * The questions the server and the browser both ask of a lifecycle object's stored snapshot (its row keeps the state
 * value and the context), the same for every flat lifecycle machine: declared once per machine
 * (`export const cashOutSnapshots = storedSnapshots<…>(cashOutMachine)`), never written out again.
 */
export interface StoredSnapshots<M extends AnyStateMachine, Stage extends string, Role extends string> {
  machine: M;
  /** The stored state value and context, resolved on the machine (its transitions carry their meta). */
  resolve(value: unknown, context: unknown): AnyMachineSnapshot;
  /** Where a new object starts (from its input, for a machine whose context starts from one: a match order's quantity). */
  start(input?: unknown): AnyMachineSnapshot;
  /** Where `event` takes the snapshot. */
  next(snapshot: AnyMachineSnapshot, event: EventFromLogic<M>): AnyMachineSnapshot;
  /** The machine is flat: its state value is the stage a list filters by. */
  stage(snapshot: AnyMachineSnapshot): Stage;
  /** The object's recorded events replayed through the machine (the auditors' check, the 流程 view). */
  replay(records: readonly RecordedEvent<Role>[], input?: unknown): Walk;
  /** What a row keeps of a snapshot (a new object's row; transitions write theirs through the enforcer). */
  stored(snapshot: AnyMachineSnapshot): { stateValue: Stage; context: Record<string, unknown>; stage: Stage };
}

export function storedSnapshots<M extends AnyStateMachine, Stage extends string, Role extends string>(machine: M): StoredSnapshots<M, Stage, Role> {
  const stage = (snapshot: AnyMachineSnapshot) => snapshot.value as Stage;
  return {
    machine,
    resolve: (value, context) => machine.resolveState({ value: value as never, context: (context ?? {}) as never }) as AnyMachineSnapshot,
    start: (input) => getInitialSnapshot(machine as AnyStateMachine, input as never) as AnyMachineSnapshot,
    next: (snapshot, event) => getNextSnapshot(machine, snapshot as never, event) as AnyMachineSnapshot,
    stage,
    replay: (records, input) => replayRecorded(machine, input, records),
    stored: (snapshot) => ({ stateValue: stage(snapshot), context: snapshot.context as Record<string, unknown>, stage: stage(snapshot) }),
  };
}
