import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import {
  getInitialSnapshot,
  getNextSnapshot,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type AnyStateNode,
  type AnyTransitionDefinition,
  type EventFromLogic,
  type InputFrom,
} from 'xstate';
import { getAdjacencyMap, getShortestPaths } from 'xstate/graph';
import { machineGraph, transitionName, walk } from '../../src/machines/machine-graph';

/**
 * Model-based test generation for every machine in src/machines, and the proof that it is complete:
 * `transitionPaths` gives, for every edge of the machine's reachable graph, the shortest path from the start that ends
 * by taking that edge; `uncovered` replays paths and names every state node and every transition of the machine's
 * definition that no path exercised. A new state or transition without a path fails the machine's coverage test.
 * `reachableStates` and `refusedEvents` give every state with the model's events it refuses (the refused-events
 * tests), and `discoverMachines` finds the machines by reading src/machines, so none is left without a model.
 */
export interface ModelOptions<M extends AnyStateMachine> {
  /** The events worth sending in a snapshot, with payloads chosen so every guard goes both ways. */
  events: (snapshot: ReturnType<M['transition']>) => ReadonlyArray<EventFromLogic<M>>;
  input?: InputFrom<M>;
  /** Snapshots that differ only in what does not matter to the model count as one (defaults: value and context). */
  serializeState?: (snapshot: ReturnType<M['transition']>) => string;
}

export interface ModelPath<M extends AnyStateMachine> {
  events: Array<EventFromLogic<M>>;
  /** Every snapshot along the way, the start included (length = events + 1). */
  snapshots: Array<ReturnType<M['transition']>>;
  description: string;
}

export const describeEvent = (event: { type: string }) => {
  const { type, ...rest } = event;
  return Object.keys(rest).length ? `${type} ${JSON.stringify(rest)}` : type;
};

/** The traversal xstate/graph walks for a model: only the events the snapshot accepts, merged by `serializeState`. */
function traversalOf<M extends AnyStateMachine>(options: ModelOptions<M>) {
  const serializeState = options.serializeState
    ? (s: AnyMachineSnapshot) => options.serializeState!(s as ReturnType<M['transition']>)
    : (s: AnyMachineSnapshot) => JSON.stringify({ value: s.value, context: s.context });
  // Only events the snapshot accepts: the rest would be no-ops (or warnings, after a final state).
  const events = (s: AnyMachineSnapshot) =>
    s.status === 'active' ? options.events(s as ReturnType<M['transition']>).filter((e) => s.can(e)) : [];
  return { serializeState, traversal: { events: events as never, input: options.input, serializeState, limit: 5000 } };
}

/** The shortest event sequence to every state of the model's graph, by the state's serialized key. */
function shortestPrefixes<M extends AnyStateMachine>(machine: M, options: ModelOptions<M>) {
  const { serializeState, traversal } = traversalOf(options);
  const toState = new Map<string, Array<EventFromLogic<M>>>();
  for (const path of getShortestPaths(machine, traversal)) {
    toState.set(serializeState(path.state as AnyMachineSnapshot), path.steps.slice(1).map((step) => step.event as EventFromLogic<M>));
  }
  return { serializeState, traversal, toState };
}

export function transitionPaths<M extends AnyStateMachine>(machine: M, options: ModelOptions<M>): Array<ModelPath<M>> {
  const { traversal, toState } = shortestPrefixes(machine, options);
  const adjacency = getAdjacencyMap(machine, traversal);
  const paths: Array<ModelPath<M>> = [];
  for (const [key, vertex] of Object.entries(adjacency)) {
    const prefix = toState.get(key);
    if (!prefix) continue;
    for (const edge of Object.values(vertex.transitions) as Array<{ event: EventFromLogic<M> }>) {
      const events = [...prefix, edge.event];
      paths.push({ events, snapshots: replay(machine, events, options.input), description: events.map(describeEvent).join(' → ') });
    }
  }
  return paths;
}

/**
 * Walks from the start that together take every edge of the model's graph: each walk goes the shortest way (through
 * edges already taken) to the nearest state with an edge not yet taken, takes it, and goes on so until no such edge is
 * reachable or the walk is `maxLength` events long; the next walk starts from the start again. They take the edges
 * `transitionPaths` takes, one path each (`takenEdges` proves it per model), in far fewer, longer paths: a test that
 * renders a screen per path and checks it after every step renders it a few times instead of once per edge.
 */
export function edgeWalks<M extends AnyStateMachine>(machine: M, options: ModelOptions<M>, maxLength = 40): Array<ModelPath<M>> {
  const { serializeState, traversal } = traversalOf(options);
  const adjacency = getAdjacencyMap(machine, traversal);
  const out = new Map<string, Array<{ edge: string; event: EventFromLogic<M>; to: string }>>();
  for (const [key, vertex] of Object.entries(adjacency)) {
    out.set(
      key,
      (Object.values(vertex.transitions) as Array<{ event: EventFromLogic<M>; state: AnyMachineSnapshot }>).map((t) => ({ edge: edgeId(key, t.event), event: t.event, to: serializeState(t.state) })),
    );
  }
  const untaken = new Set([...out.values()].flatMap((edges) => edges.map((e) => e.edge)));
  /** The shortest way from `from` to a state with an untaken edge, ending with that edge; null when none is reachable. */
  const toNextUntaken = (from: string) => {
    const way = new Map<string, Array<{ edge: string; event: EventFromLogic<M> }>>([[from, []]]);
    for (const [key, steps] of way) {
      for (const e of out.get(key) ?? []) {
        if (untaken.has(e.edge)) return [...steps, e];
        if (!way.has(e.to)) way.set(e.to, [...steps, e]);
      }
    }
    return null;
  };
  const walks: Array<ModelPath<M>> = [];
  while (untaken.size > 0) {
    // One event at a time on the machine itself: a coarse serializeState may merge states whose edges differ, so an
    // edge counts as taken only where the real snapshot is.
    const logic = machine as AnyStateMachine;
    const snapshots = [getInitialSnapshot(logic, options.input) as AnyMachineSnapshot];
    const events: Array<EventFromLogic<M>> = [];
    const before = untaken.size;
    for (let at = serializeState(snapshots[0]!), way = toNextUntaken(at); way && events.length < maxLength; way = toNextUntaken(at)) {
      const event = way[0]!.event;
      untaken.delete(edgeId(at, event));
      events.push(event);
      snapshots.push(getNextSnapshot(logic, snapshots.at(-1)!, event) as AnyMachineSnapshot);
      at = serializeState(snapshots.at(-1)!);
    }
    if (untaken.size === before) throw new Error(`${machine.id}: ${untaken.size} edges of the model are not taken by walking from the start`);
    walks.push({ events, snapshots: snapshots as Array<ReturnType<M['transition']>>, description: events.map(describeEvent).join(' → ') });
  }
  return walks;
}

/** An edge of a model's graph: the serialized state and the event sent in it. */
const edgeId = (state: string, event: unknown) => `${state} ${JSON.stringify(event)}`;

/**
 * Every edge the paths take, replayed on the machine: the serialized state each event is sent in, with the event.
 * Two sets of paths that give the same set take the same edges of the model's graph.
 */
export function takenEdges<M extends AnyStateMachine>(machine: M, options: ModelOptions<M>, paths: ReadonlyArray<{ events: ReadonlyArray<EventFromLogic<M>> }>): Set<string> {
  const { serializeState } = traversalOf(options);
  const edges = new Set<string>();
  for (const path of paths) {
    const snapshots = replay(machine, path.events, options.input);
    path.events.forEach((event, i) => edges.add(edgeId(serializeState(snapshots[i] as AnyMachineSnapshot), event)));
  }
  return edges;
}

/** One state of a model's graph: its serialized key, the shortest path to it and the snapshot that path ends in. */
export interface ReachedState<M extends AnyStateMachine> {
  key: string;
  path: ModelPath<M>;
  snapshot: ReturnType<M['transition']>;
}

/** Every state of the model's graph (as `serializeState` tells them apart), each with the shortest path to it. */
export function reachableStates<M extends AnyStateMachine>(machine: M, options: ModelOptions<M>): Array<ReachedState<M>> {
  const { toState } = shortestPrefixes(machine, options);
  return [...toState].map(([key, events]) => {
    const snapshots = replay(machine, events, options.input);
    return { key, path: { events, snapshots, description: events.map(describeEvent).join(' → ') || '(start)' }, snapshot: snapshots.at(-1)! };
  });
}

/** The events of the model's alphabet the snapshot refuses (`snapshot.can` false): sending them must change nothing. */
export function refusedEvents<M extends AnyStateMachine>(snapshot: ReturnType<M['transition']>, options: ModelOptions<M>): Array<EventFromLogic<M>> {
  return options.events(snapshot).filter((event) => !(snapshot as AnyMachineSnapshot).can(event));
}

/**
 * The snapshots a path really passes through. A coarse `serializeState` merges snapshots that differ in details (an
 * error text, say), so the traversal's own representatives may not be the ones these events produce.
 */
function replay<M extends AnyStateMachine>(machine: M, events: ReadonlyArray<EventFromLogic<M>>, input?: InputFrom<M>) {
  const logic = machine as AnyStateMachine;
  const snapshots = [getInitialSnapshot(logic, input) as AnyMachineSnapshot];
  for (const event of events) snapshots.push(getNextSnapshot(logic, snapshots.at(-1)!, event) as AnyMachineSnapshot);
  return snapshots as Array<ReturnType<M['transition']>>;
}

export { machineGraph, transitionName };

/** Paths generated for one input (a machine with several kinds of input has one run per kind). */
export interface ModelRun<M extends AnyStateMachine> {
  input?: InputFrom<M>;
  paths: ReadonlyArray<{ events: ReadonlyArray<EventFromLogic<M>> }>;
}

/** The state nodes and transitions one path takes, replayed on a real actor. */
function taken<M extends AnyStateMachine>(machine: M, input: InputFrom<M> | undefined, events: ReadonlyArray<EventFromLogic<M>>, graph = machineGraph(machine)) {
  const { visited, steps } = walk(machine, input, events, graph);
  return { states: visited, transitions: new Set(steps.map((s) => s.transition)) };
}

/** Replays the paths on real actors and returns what of the machine no path reached. */
export function uncovered<M extends AnyStateMachine>(machine: M, runs: ReadonlyArray<ModelRun<M>>): { states: string[]; transitions: string[] } {
  const graph = machineGraph(machine);
  const seenStates = new Set<AnyStateNode>();
  const seenTransitions = new Set<AnyTransitionDefinition>();
  for (const { input, paths } of runs) for (const path of paths) {
    const result = taken(machine, input, path.events, graph);
    for (const s of result.states) seenStates.add(s);
    for (const t of result.transitions) seenTransitions.add(t);
  }
  return {
    states: graph.states.filter((s) => !seenStates.has(s)).map((s) => s.id),
    transitions: graph.transitions.filter((t) => !seenTransitions.has(t)).map(transitionName),
  };
}

/**
 * A few paths that together take every transition the given paths take: the longest first, each kept only when it
 * adds a transition. For replaying a model against something slow (the real API) without losing coverage.
 */
export function coveringPaths<M extends AnyStateMachine, P extends { events: ReadonlyArray<EventFromLogic<M>> }>(machine: M, input: InputFrom<M> | undefined, paths: ReadonlyArray<P>): P[] {
  const graph = machineGraph(machine);
  const seen = new Set<AnyTransitionDefinition>();
  const chosen: P[] = [];
  for (const path of [...paths].sort((a, b) => b.events.length - a.events.length)) {
    const { transitions } = taken(machine, input, path.events, graph);
    if ([...transitions].some((t) => !seen.has(t))) {
      chosen.push(path);
      for (const t of transitions) seen.add(t);
    }
  }
  return chosen;
}

/**
 * Where the machines live: the coverage test reads the folder rather than a list, so a new machine is never missed.
 * (A function: under jsdom `import.meta.url` is no file URL, and the UI tests import this module too.)
 */
export const machinesDir = () => fileURLToPath(new URL('../../src/machines/', import.meta.url));

/** A state machine (createMachine's result), told by its shape: the module graph may hold more than one xstate. */
const isStateMachine = (value: unknown): value is AnyStateMachine =>
  typeof value === 'object' && value !== null && 'root' in value && 'getInitialSnapshot' in value && 'transition' in value && 'resolveState' in value;

/** Every state machine exported by the TypeScript files of `dir`, by export name. */
export async function discoverMachines(dir = machinesDir()): Promise<Map<string, AnyStateMachine>> {
  const found = new Map<string, AnyStateMachine>();
  for (const file of readdirSync(dir).filter((f) => /\.tsx?$/.test(f) && !f.endsWith('.d.ts')).sort()) {
    const module = (await import(/* @vite-ignore */ pathToFileURL(join(dir, file)).href)) as Record<string, unknown>;
    for (const [name, value] of Object.entries(module)) if (isStateMachine(value)) found.set(name, value);
  }
  return found;
}

/** The machines (by export name) with no entry in `registry`, and the entries whose machine is gone. */
export function withoutModel(machines: Iterable<string>, registry: Record<string, unknown>) {
  const names = [...machines];
  return { machines: names.filter((n) => !(n in registry)), models: Object.keys(registry).filter((n) => !names.includes(n)) };
}
