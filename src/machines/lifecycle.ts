import { getNextSnapshot, type AnyMachineSnapshot } from 'xstate';
import type { Role, Side } from '../api/contracts/trade-names';

/**
 * What every lifecycle machine (order, offline trade, agent application) shares: who may send an event and what money it moves.
 *
 * Lifecycle machines run unchanged in the browser and on the server (design/architecture.md). Each event carries
 * `by`, the role of whoever sends it; the server sets it from the logged-in member's relation to the order and never
 * reads it from the request. Every transition is built with `allow()`, which puts the roles into the transition's
 * guard AND its `meta`: `offers(snapshot, type, by)` answers "may this member do this now" for the server's
 * enforcement and for the buttons the browser shows, and the docs and tests read the same `meta`.
 */
export { roles, type Role, type Side } from '../api/contracts/trade-names';

/** Where money sits: the order's two members, the platform's escrow pool and its fee income. */
export type Party = 'buyer' | 'seller' | 'escrow' | 'platformFees';
/**
 * Amounts a transition can move, resolved from the order when it happens (server/src/domain/trade/settlement.ts):
 * `orderAmount` all the buyer paid; `refundAmount` what the buyer gets back; `fee` the platform's fee on what the
 * seller keeps; `sellerShare` the rest.
 */
export type AmountKind = 'orderAmount' | 'refundAmount' | 'fee' | 'sellerShare';
/**
 * One move of money a transition makes, named in its meta and posted by the server's enforcer in the transaction that
 * takes the transition (server/src/domain/lifecycle/enforcer.ts): from where to where, and which amount. Each lifecycle
 * names its own places and amounts (an order's by default; a cash-out's are the member's balance, held purse and the
 * payment gateway) and the server says which account and how much each is for the object.
 */
export interface MoneyMove<P extends string = Party, A extends string = AmountKind> {
  from: P;
  to: P;
  amount: A;
}

/** System settings (hours) a deadline is measured with (server/src/domain/trade/settings.ts; the job: server/src/jobs/deadlines.ts). */
export type DeadlineSetting =
  | 'paymentHours'
  | 'shipHours'
  | 'cancelAnswerHours'
  | 'receiptHours'
  | 'receiptExtensionHours'
  | 'refundAnswerHours'
  | 'returnReceiptHours'
  | 'evaluationHours'
  | 'offlineConfirmHours'
  | 'bondShipHours'
  | 'bondReceiptHours';

/** `R`: who acts on the machine's object; an order's roles by default, an agent link has its own (contracts/agents.ts). */
export interface TransitionMeta<R extends string = Role> {
  roles: readonly R[];
  /** The guard beyond the role, in words (for auditors). */
  when?: string;
  /** The money the transition moves (an order's places by default; any lifecycle's own). */
  money?: readonly MoneyMove<string, string>[];
  /** Paying and receiving need the payment password (spec section 5). */
  payPassword?: boolean;
  /** This transition pushes the current deadline back by the setting instead of starting a new one. */
  extendsDeadline?: DeadlineSetting;
}

export interface StateMeta {
  /** The state's name as members read it. */
  label: string;
  /** While in this state, the server sends `event` (by: system) once `setting` hours have passed since entering. */
  deadline?: { event: string; setting: DeadlineSetting };
}

/**
 * What a lifecycle machine tells members about itself, in Chinese (the 流程 view, the order timeline, the action
 * buttons' confirmations): each event's name, and the records that start an object without being a machine event
 * (下单, 提交申请). States carry theirs in `StateMeta.label`. The machine names (`order.pay`, `awaitingShipment`)
 * stay for auditors: the transition table, the tooltips and the CSV.
 */
export interface MachineMeta<E extends string = string> {
  eventLabels: Record<E, string>;
}

/** A machine's Chinese name for `event`, or the event's own name when it has none. */
export function eventLabelOf(machine: { root: { meta?: unknown } }, event: string): string {
  return (machine.root.meta as MachineMeta | undefined)?.eventLabels[event] ?? event;
}

/** Every lifecycle event names who sends it and, for facts like a deadline, when (epoch ms, the server's clock). */
export interface LifecycleEventBase<R extends string = Role> {
  by: R;
  at?: number;
}

type Guard<C, E> = (args: { context: C; event: E }) => boolean;

/**
 * Marks an event as a question rather than a request: "is this event type offered to this role now?", asked without a
 * payload (`offers`). A symbol key never comes over the wire (JSON has none), so no request can carry it.
 */
const offerQuestion = Symbol('offerQuestion');

/**
 * One transition of a lifecycle machine: the roles that may send it (checked in the guard), and the meta the server,
 * the docs and the tests read. Its conditions come in two kinds, so that whether an action is offered is asked without
 * making up a payload:
 * - `guard`: when the transition is offered at all, from the object (context), the sender's role (`by`) and the
 *   time (`at`): "the other side applied", "not extended before";
 * - `accepts`: what the event's payload must be (an amount within what was paid, a reason's length), checked on the
 *   real event only; the call's body schema says the same rule to the member before anything is sent.
 */
export function allow<C, E extends LifecycleEventBase<string>, const T extends object>(
  meta: TransitionMeta<E['by']>,
  transition: T & { guard?: Guard<C, E>; accepts?: Guard<C, E> },
): Omit<T, 'guard' | 'accepts'> & { guard: Guard<C, E>; meta: TransitionMeta<E['by']> } {
  const { guard: offered, accepts, ...rest } = transition;
  return {
    ...rest,
    guard: (args) =>
      meta.roles.includes(args.event.by) && (offered ? offered(args) : true) && (offerQuestion in args.event || !accepts || accepts(args)),
    meta,
  };
}

/**
 * Whether the machine offers `type` to `by` now, whatever the payload (the payload is the call's body schema's and
 * `accepts`' business): the buttons a member sees, the actions staff may take, with no made-up payload.
 */
export function offers(snapshot: AnyMachineSnapshot, type: string, by: string, at = Date.now()): boolean {
  return snapshot.can({ type, by, at, [offerQuestion]: true } as never);
}

/**
 * The meta of the transitions `event` would take in any lifecycle machine (several in parallel regions): its roles,
 * money and payment password, as `allow()` put them there. Empty when the machine refuses the event.
 */
export function transitionMetas(snapshot: AnyMachineSnapshot, event: LifecycleEventBase<string> & { type: string }): TransitionMeta<string>[] {
  if (!snapshot.can(event)) return [];
  return snapshot.machine.getTransitionData(snapshot as never, event as never).map((t) => t.meta as TransitionMeta<string>);
}

/** Where `event` takes a lifecycle machine's snapshot. */
export function nextSnapshot(snapshot: AnyMachineSnapshot, event: LifecycleEventBase<string> & { type: string }): AnyMachineSnapshot {
  return getNextSnapshot(snapshot.machine, snapshot, event as never);
}

export const otherSide = (side: Side): Side => (side === 'buyer' ? 'seller' : 'buyer');
