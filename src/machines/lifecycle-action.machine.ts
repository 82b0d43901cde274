import { assign, setup } from 'xstate';
import { callSending, type LifecycleCall, type LifecycleMachineName } from '../api/contracts/lifecycle-calls';
import { messages } from '../api/contracts/messages';

/**
 * One member action on a lifecycle object (an order, an agent link), as the screen that renders the object runs it
 * (docs/adr/0014): the member chooses an action the object's machine offers them (its form opens), submits the form,
 * and the server answers. The form's body is checked with the call's own body schema from the call table
 * (src/api/contracts/lifecycle-calls.ts), the schema the server parses with, so a rule is written once and a broken
 * one is shown before anything is sent.
 *
 * Effects are named actions the feature provides (docs/adr/0004): `send` makes the call with the attempt's
 * idempotency key (one per opened form, so a second click after a lost answer is the same attempt, not a second
 * payment) and answers with `action.succeeded` or `action.failed`; `applied` hands the server's answer to the screen.
 */
export interface LifecycleActionInput {
  /** The lifecycle machine whose object the screen renders. */
  machine: LifecycleMachineName;
}

export interface LifecycleActionContext extends LifecycleActionInput {
  /** The object the chosen action is on (an order, a link): a list screen knows which row the form belongs to. */
  subject: number | null;
  /** The call of the chosen action, for the member's role on the object. */
  call: LifecycleCall | null;
  /** The chosen action's idempotency key. */
  attempt: string | null;
  /** Why the last submission was refused (by the schema: its first broken rule; or by the server). */
  error: string | null;
  /** Every broken rule of the last submission the schema refused, the first of each body field, so a form shows them all beside their fields at once. */
  rules: Partial<Record<string, string>>;
}

export type LifecycleActionEvent =
  | { type: 'action.choose'; event: string; role: string; subject: number; attempt: string }
  | { type: 'action.dismiss' }
  | { type: 'action.submit'; body: Record<string, unknown> }
  | { type: 'action.succeeded'; result: unknown }
  | { type: 'action.failed'; message: string };

type Args = { context: LifecycleActionContext; event: LifecycleActionEvent };
const bodyOf = (event: LifecycleActionEvent) => (event as Extract<LifecycleActionEvent, { type: 'action.submit' }>).body;
const check = ({ context, event }: Args) => context.call!.body.safeParse(bodyOf(event));
/** The first broken rule of each body field (by the issue's first path segment). */
function rulesOf(args: Args): Partial<Record<string, string>> {
  const rules: Partial<Record<string, string>> = {};
  for (const issue of check(args).error?.issues ?? []) if (issue.path.length > 0) rules[String(issue.path[0])] ??= issue.message;
  return rules;
}
const cleared = { subject: null, call: null, attempt: null, error: null, rules: {} };

export const lifecycleActionMachine = setup({
  types: {
    context: {} as LifecycleActionContext,
    events: {} as LifecycleActionEvent,
    input: {} as LifecycleActionInput,
    tags: {} as 'busy',
  },
  actions: {
    // Provided by the feature: the call, then `action.succeeded` or `action.failed`.
    send: (_, _params: { call: LifecycleCall; attempt: string; body: Record<string, unknown> }) => {},
    // Provided by the feature: show the server's answer (the object as it is now).
    applied: (_, _params: { result: unknown }) => {},
  },
  guards: {
    isOffered: ({ context, event }) => {
      const e = event as Extract<LifecycleActionEvent, { type: 'action.choose' }>;
      return callSending(context.machine, e.event, e.role) !== undefined;
    },
    isValidBody: (args) => check(args as Args).success,
  },
}).createMachine({
  id: 'lifecycleAction',
  description: 'One action on an order or an agent link: choose it, fill its form, send it, see the answer.',
  context: ({ input }) => ({ machine: input.machine, ...cleared }),
  initial: 'idle',
  states: {
    idle: {
      description: 'No action chosen: the screen shows the object and the actions its machine offers.',
      meta: { label: '未选择操作' },
      on: {
        'action.choose': {
          target: 'editing',
          guard: 'isOffered',
          actions: assign(({ context, event }) => ({
            subject: event.subject,
            call: callSending(context.machine, event.event, event.role)!,
            attempt: event.attempt,
            error: null,
            rules: {},
          })),
        },
      },
    },
    editing: {
      description: 'The chosen action\'s form (or its "are you sure") is open.',
      meta: { label: '填写中' },
      on: {
        'action.dismiss': { target: 'idle', actions: assign(cleared) },
        'action.submit': [
          {
            target: 'sending',
            guard: 'isValidBody',
            actions: [
              assign({ error: null, rules: {} }),
              {
                type: 'send',
                params: ({ context, event }) => ({ call: context.call!, attempt: context.attempt!, body: event.body }),
              },
            ],
          },
          {
            // A rule broken before anything is sent: the schema's own message.
            actions: assign({
              error: (args) => check(args as Args).error?.issues[0]?.message ?? messages.invalidRequest,
              rules: (args) => rulesOf(args as Args),
            }),
          },
        ],
      },
    },
    sending: {
      tags: 'busy',
      description: 'Sent; waiting for the server. The form stays open and cannot be sent twice.',
      meta: { label: '提交中' },
      on: {
        'action.succeeded': {
          target: 'idle',
          actions: [{ type: 'applied', params: ({ event }) => ({ result: event.result }) }, assign(cleared)],
        },
        'action.failed': { target: 'editing', actions: assign({ error: ({ event }) => event.message }) },
      },
    },
  },
});
