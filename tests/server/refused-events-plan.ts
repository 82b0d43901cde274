import type { AnyMachineSnapshot, AnyStateMachine } from 'xstate';
import { callSending, lifecycleCalls, type LifecycleCall, type LifecycleMachineName } from '../../src/api/contracts/lifecycle-calls';
import { messages } from '../../src/api/contracts/messages';
import { agentApplicationMachine } from '../../src/machines/agent-application.machine';
import { offlineTradeMachine } from '../../src/machines/offline-trade.machine';
import { orderMachine } from '../../src/machines/order.machine';
import { reachableStates, type ModelOptions, type ModelPath } from '../machines/coverage';
import { agentApplicationModels, buyerPublishedOrderModel, offlineTradeModel, orderModel } from '../machines/lifecycle-models';

/**
 * What the refused-events test (refused-events.test.ts) sends, generated from the lifecycle machines, their models
 * (tests/machines/lifecycle-models.ts) and the call table (src/api/contracts/lifecycle-calls.ts); pure, so the plan
 * itself is tested without a database.
 *
 * At every reachable state, for every event a call sends and every role (the machine's roles but `system`, whose
 * deadlines are not calls, and a stranger who is no party), when the machine refuses that event from that role
 * whatever the model's payload, the call that would send it is a *shot*: the role's own call, or when the role has
 * none (a buyer deciding a dispute, the operator paying, a stranger doing anything) every call that sends the event.
 * A per-side call used by the other side (the seller on …/offline/buyer/confirmComplete, the member on delUser) is
 * refused whatever the state: it is a shot at every state too.
 *
 * States are told apart by their value and the shots they refuse: the models' `serializeState` keeps context that
 * changes no answer (an online order's 132 model states, mostly evaluations after different histories), and a state
 * that refuses exactly what another refuses tests nothing new. Each distinct state is fired at once, on the first
 * path that passes through it; paths are taken longest first and only when they reach a state not yet fired at, so
 * one order (or link) serves every state along its path.
 */
export const stranger = 'stranger';

export interface Shot {
  /** The machine event the call would send (`by`: the role; `at`: the model's instant). */
  event: { type: string; by: string; at?: number } & Record<string, unknown>;
  /** Who makes the call: a machine role or the stranger. */
  role: string;
  call: LifecycleCall;
  /** `refused`: the machine refuses the event from this role here; `wrongSide`: the call is for another side. */
  why: 'refused' | 'wrongSide';
}

export interface StatePlan {
  /** The state's value and the shots it refuses: what tells two states apart here. */
  key: string;
  snapshot: AnyMachineSnapshot;
  shots: Shot[];
}

/** One object (order, link) driven along `path`; `fireAt[i]` is the state fired at after the path's first i events. */
export interface Visit {
  path: ModelPath<AnyStateMachine>;
  fireAt: Array<StatePlan | null>;
}

export interface RefusalPlan {
  name: string;
  machineName: LifecycleMachineName;
  machine: AnyStateMachine;
  /** The model the plan was generated from (tests/machines/lifecycle-models.ts). */
  model: ModelOptions<AnyStateMachine>;
  input: unknown;
  visits: Visit[];
  states: StatePlan[];
}

type AnyEvent = { type: string; by: string; at?: number } & Record<string, unknown>;

const callsSending = (machineName: LifecycleMachineName, event: string): LifecycleCall[] =>
  lifecycleCalls.filter((c) => c.machine === machineName && c.event === event);

/** The events any call sends to the machine, in the call table's order. */
export const calledEvents = (machineName: LifecycleMachineName): string[] => [
  ...new Set<string>(lifecycleCalls.filter((c) => c.machine === machineName).map((c) => c.event)),
];

const callId = (call: LifecycleCall) => `${call.path}${'when' in call ? ` ${JSON.stringify(call.when)}` : ''}`;
export const describeShot = (shot: Shot) => `${shot.event.type} by ${shot.role} on ${callId(shot.call)}${shot.why === 'wrongSide' ? ' (another side’s call)' : ''}`;

/** The model's payloads of one event type (the first one is sent), whichever role the model has send it. */
function payloadsOf(events: readonly AnyEvent[], type: string): Array<Record<string, unknown>> {
  const seen = new Map<string, Record<string, unknown>>();
  for (const event of events) {
    if (event.type !== type) continue;
    const { type: _type, by: _by, ...payload } = event;
    seen.set(JSON.stringify(payload), payload);
  }
  return [...seen.values()];
}

/** The shots a snapshot refuses, for the given roles (`stranger` among them: no machine role, refused everything). */
export function shotsAt(machineName: LifecycleMachineName, snapshot: AnyMachineSnapshot, alphabet: readonly AnyEvent[], roles: readonly string[]): Shot[] {
  const shots: Shot[] = [];
  for (const type of calledEvents(machineName)) {
    const payloads = payloadsOf(alphabet, type);
    if (!payloads.length) throw new Error(`the model of ${machineName} never sends ${type}`);
    const all = callsSending(machineName, type);
    for (const role of roles) {
      const own = role === stranger ? undefined : callSending(machineName, type, role);
      const events = payloads.map((payload) => ({ ...payload, type, by: role }) as AnyEvent);
      if (events.every((event) => !snapshot.can(event as never))) {
        for (const call of own ? [own] : all) shots.push({ event: events[0]!, role, call, why: 'refused' });
      }
      if (own) {
        for (const call of all) if (!(call.roles as readonly string[]).includes(role)) shots.push({ event: events[0]!, role, call, why: 'wrongSide' });
      }
    }
  }
  return shots;
}

const stateKey = (snapshot: AnyMachineSnapshot, shots: readonly Shot[]) =>
  JSON.stringify([snapshot.value, shots.map((s) => `${s.event.type}|${s.role}|${callId(s.call)}`).sort()]);

export function refusalPlan<M extends AnyStateMachine>(
  name: string,
  machineName: LifecycleMachineName,
  machine: M,
  model: ModelOptions<M>,
  roles: readonly string[],
): RefusalPlan {
  const reached = reachableStates(machine, model).sort((a, b) => b.path.events.length - a.path.events.length);
  const states = new Map<string, StatePlan>();
  const visits: Visit[] = [];
  const planOf = (snapshot: AnyMachineSnapshot) => {
    const shots = shotsAt(machineName, snapshot, model.events(snapshot as never) as unknown as AnyEvent[], roles);
    return { key: stateKey(snapshot, shots), snapshot, shots };
  };
  for (const state of reached) {
    if (states.has(planOf(state.snapshot as AnyMachineSnapshot).key)) continue;
    const path = state.path as unknown as ModelPath<AnyStateMachine>;
    const fireAt = path.snapshots.map((snapshot) => {
      const plan = planOf(snapshot as AnyMachineSnapshot);
      if (states.has(plan.key)) return null;
      states.set(plan.key, plan);
      return plan;
    });
    visits.push({ path, fireAt });
  }
  return { name, machineName, machine, model: model as unknown as ModelOptions<AnyStateMachine>, input: model.input, visits, states: [...states.values()] };
}

export const orderRoles = ['buyer', 'seller', 'operator', stranger] as const;
export const agentRoles = ['member', 'agent', stranger] as const;

/** Every lifecycle machine, with each kind of input its objects start from. */
export const refusalPlans = () => [
  refusalPlan('online, seller published', 'order', orderMachine, orderModel, orderRoles),
  refusalPlan('online, buyer published', 'order', orderMachine, buyerPublishedOrderModel, orderRoles),
  refusalPlan('offline', 'offlineTrade', offlineTradeMachine, offlineTradeModel, orderRoles),
  ...agentApplicationModels.map((model) =>
    refusalPlan(
      `agent link, ${model.input.initiator} applied${model.input.wantsDefault ? ' asking for the default' : ''}`,
      'agentApplication',
      agentApplicationMachine,
      model,
      agentRoles,
    ),
  ),
];

/**
 * How the server answers a shot (docs/adr/0006): someone who is no party to the object, or not staff on the staff's
 * call, 403 before the object is looked at;
 * someone who is no party to the object, 404 with the answer a missing object gets; a party, 400 (the machine refuses it, or the per-side call is the other side's).
 */
export function expectedAnswer(shot: Shot): { status: number; msg: string } {
  const staffCall = (shot.call.roles as readonly string[]).includes('operator');
  if (shot.call.machine === 'agentApplication') {
    return shot.role === stranger ? { status: 404, msg: messages.notAgentLinkParty } : { status: 400, msg: messages.agentActionNotAllowed };
  }
  if (staffCall) return shot.role === 'operator' ? { status: 400, msg: messages.orderActionNotAllowed } : { status: 403, msg: messages.forbidden };
  return shot.role === 'buyer' || shot.role === 'seller' ? { status: 400, msg: messages.orderActionNotAllowed } : { status: 404, msg: messages.notOrderParty };
}
