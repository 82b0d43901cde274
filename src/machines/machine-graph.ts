import { createActor, type AnyMachineSnapshot, type AnyStateMachine, type AnyStateNode, type AnyTransitionDefinition, type EventObject } from 'xstate';

/**
 * Reading a machine as a graph, for everything generated from the machines: the coverage proof of the model-based
 * tests, the diagrams auditors read (docs/machines), and an order's path drawn on its machine (the replay of its
 * recorded events). One walk of the definition and one replay, so the three can never disagree on what a state or a
 * transition is.
 */
export interface MachineGraph {
  /** Every state node but the root, in document order (parents before children). */
  states: AnyStateNode[];
  /** Every transition, `always` and done transitions included, in document order. */
  transitions: AnyTransitionDefinition[];
}

export function machineGraph(machine: AnyStateMachine): MachineGraph {
  const states: AnyStateNode[] = [];
  const transitions = new Set<AnyTransitionDefinition>();
  const visit = (node: AnyStateNode) => {
    if (node !== machine.root) states.push(node);
    for (const list of node.transitions.values()) for (const t of list) transitions.add(t);
    for (const t of node.always ?? []) transitions.add(t);
    for (const child of Object.values(node.states)) visit(child as AnyStateNode);
  };
  visit(machine.root);
  return { states, transitions: [...transitions] };
}

/** The guard of a transition by its name ('submitInvalid'), or 'guard' for an inline one; null without a guard. */
export function guardName(t: AnyTransitionDefinition): string | null {
  if (!t.guard) return null;
  if (typeof t.guard === 'string') return t.guard;
  return (t.guard as { type?: string }).type ?? 'guard';
}

/** The event a transition is taken on, as people read it: 'always' for eventless ones, 'done' when a region finishes. */
export function eventLabel(t: AnyTransitionDefinition): string {
  if (!t.eventType) return 'always';
  if (t.eventType.startsWith('xstate.done.state.')) return 'done';
  return t.eventType;
}

/** One line per transition, stable across runs: the coverage test names what is missing with it. */
export const transitionName = (t: AnyTransitionDefinition) => {
  const guard = guardName(t);
  return `${t.source.id} --${t.eventType || 'always'}${guard ? ` [${guard}]` : ''}--> ${t.target?.map((n) => n.id).join(',') ?? '(stays)'}`;
};

export interface Walk {
  /** The snapshot after the start and after each event (length = events + 1). */
  snapshots: AnyMachineSnapshot[];
  /** The transitions taken, in order, with the index of the event that caused each (-1: on start). */
  steps: Array<{ transition: AnyTransitionDefinition; eventIndex: number }>;
  /** Every state node that was active at some point, transient ones (left at once) included. */
  visited: Set<AnyStateNode>;
}

/**
 * Runs the events through a real actor and records what happened inside: the transitions taken (from XState's
 * microstep inspection, so `always` and done transitions count) and every state entered. An event the machine does
 * not accept leaves no step.
 */
export function walk(machine: AnyStateMachine, input: unknown, events: ReadonlyArray<EventObject>, graph = machineGraph(machine)): Walk {
  const steps: Walk['steps'] = [];
  const visited = new Set<AnyStateNode>();
  const snapshots: AnyMachineSnapshot[] = [];
  let eventIndex = -1;
  const actor = createActor(machine, {
    input,
    inspect: (inspection) => {
      if (inspection.type === '@xstate.microstep') {
        // A transient state (left at once by an `always` transition, or a final region that completes its parallel
        // parent) is never a snapshot: being the source or the target of a transition taken counts as visited.
        for (const transition of (inspection as unknown as { _transitions: AnyTransitionDefinition[] })._transitions) {
          steps.push({ transition, eventIndex });
          visited.add(transition.source);
          for (const target of transition.target ?? []) visited.add(target);
        }
      }
      if (inspection.type === '@xstate.snapshot' && inspection.actorRef === actor) {
        const snapshot = inspection.snapshot as AnyMachineSnapshot;
        for (const node of graph.states) if (snapshot.matches(node.path.join('.') as never)) visited.add(node);
      }
    },
  });
  actor.start();
  snapshots.push(actor.getSnapshot());
  for (const [i, event] of events.entries()) {
    eventIndex = i;
    actor.send(event);
    snapshots.push(actor.getSnapshot());
  }
  actor.stop();
  return { snapshots, steps, visited };
}

/** One recorded transition of a lifecycle (order_events, agent_link_events): what was sent, by whom, when, with what. */
export interface RecordedEvent<R extends string = string> {
  event: string;
  role: R;
  /** Epoch ms of the server's clock when it happened: the machine saw it as the event's `at`. */
  at: number;
  payload: Record<string, unknown>;
}

/**
 * A lifecycle's recorded machine events replayed from its input (the record of its creation is not an event): the
 * auditors' check that the stored state is exactly where the history leads, and the path a process view draws.
 */
export function replayRecorded(machine: AnyStateMachine, input: unknown, records: readonly RecordedEvent[]): Walk {
  return walk(
    machine,
    input,
    records.map((r) => ({ ...r.payload, type: r.event, by: r.role, at: r.at })),
  );
}
