import { useActorRef } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { LifecycleCall, LifecycleMachineName } from '../../api/contracts/lifecycle-calls';
import { messages } from '../../api/contracts/messages';
import { sendLifecycleCall } from '../../api/send-lifecycle-call';
import { lifecycleActionMachine } from '../../machines/lifecycle-action.machine';
import { failureMessage } from '../shared/failure-message';
import { notify } from '../shared/toaster';

export type LifecycleActionActor = ActorRefFrom<typeof lifecycleActionMachine>;

/**
 * The lifecycle action machine for a screen that acts on objects of `machine` (a staff decision, a member's cancel),
 * with its real effects (docs/adr/0004): `send` makes the chosen call of the call table with the attempt as its
 * idempotency key; `applied` says the call's own done message and hands the answer (the object as it is now) to
 * the screen. The order and agent screens add what their answers need (use-order-action-actor.ts).
 */
export function useLifecycleActionActor<T>(machine: LifecycleMachineName, applied: (result: T, call: LifecycleCall) => void): LifecycleActionActor {
  return useActorRef(
    lifecycleActionMachine.provide({
      actions: {
        send: ({ self }, { call, attempt, body }) => {
          sendLifecycleCall<T>(call, call.body.parse(body), attempt).then(
            (result) => self.send({ type: 'action.succeeded', result }),
            (e: unknown) => self.send({ type: 'action.failed', message: failureMessage(e) }),
          );
        },
        applied: ({ context }, { result }) => {
          notify.success(messages['done' in context.call! ? context.call.done : 'operationSucceeded']);
          applied(result as T, context.call!);
        },
      },
    }),
    { input: { machine } },
  );
}

/** One idempotency key per chosen action on an object: a retry after a lost answer is the same attempt. */
const newAttempt = (machine: LifecycleMachineName, subject: number, event: string) => `${machine}:${subject}:${event}:${crypto.randomUUID()}`;

/** Choose `event` on `subject` as `role`: the machine opens its form (the call table has the call for the role). */
export const chooseAction = (actor: LifecycleActionActor, machine: LifecycleMachineName, subject: number, event: string, role: string) =>
  actor.send({ type: 'action.choose', event, role, subject, attempt: newAttempt(machine, subject, event) });
