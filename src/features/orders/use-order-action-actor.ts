import { useQueryClient } from '@tanstack/react-query';
import { useActorRef } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { messages } from '../../api/contracts/messages';
import type { OrderChange, OrderDetail } from '../../api/contracts/trade';
import { orderQuery } from '../../api/trade/orders';
import { sendLifecycleCall } from '../../api/send-lifecycle-call';
import { lifecycleActionMachine } from '../../machines/lifecycle-action.machine';
import { offeredMetas } from '../../machines/lifecycle';
import { resolveSnapshot } from '../../machines/order-lifecycles';
import { failureMessage } from '../shared/failure-message';
import { notify } from '../shared/toaster';
import { useSessionActions } from '../session';

/** The page's one actor for the actions on its order: buttons choose, the form submits, the dialog renders it. */
export type OrderActionActor = ActorRefFrom<typeof lifecycleActionMachine>;

/**
 * The lifecycle action machine for one order's page, with its real effects (docs/adr/0004): `send` makes the chosen
 * action's call (the body as its schema parses it, the attempt as its idempotency key); `applied` merges the answer
 * (the order's changed fields) into the order the page shows, then reloads the order, its events and ledger, my
 * order lists and, when the transition moved money, my wallet. `onApplied` is the page's own next step (交易成功
 * after 确认收货, the order after a refund application).
 */
export function useOrderActionActor(order: Pick<OrderDetail, 'id' | 'machine'>, onApplied?: (event: string) => void) {
  const queryClient = useQueryClient();
  const { refreshWallet } = useSessionActions();
  const key = orderQuery(order.id).queryKey;
  return useActorRef(
    lifecycleActionMachine.provide({
      actions: {
        send: ({ self }, { call, attempt, body }) => {
          sendLifecycleCall<OrderChange>(call, call.body.parse(body), attempt).then(
            (result) => self.send({ type: 'action.succeeded', result }),
            (e: unknown) => self.send({ type: 'action.failed', message: failureMessage(e) }),
          );
        },
        // Runs before the machine forgets the call, so `context.call` is the action that succeeded.
        applied: ({ context }, { result }) => {
          const event = context.call!.event;
          const before = queryClient.getQueryData(key);
          queryClient.setQueryData(key, (old) => old && { ...old, ...(result as OrderChange) });
          void queryClient.invalidateQueries({ queryKey: key });
          void queryClient.invalidateQueries({ queryKey: ['orders'] });
          if (before && movedMoney(before, event)) refreshWallet();
          notify.success(messages.operationSucceeded);
          onApplied?.(event);
        },
      },
    }),
    { input: { machine: order.machine } },
  );
}

/** One key per opened form: a second click after a lost answer is the same attempt, not a second payment. */
export const newAttempt = (order: Pick<OrderDetail, 'id'>, event: string) => `${order.id}:${event}:${crypto.randomUUID()}`;

/** Whether `event` from my side moved money on the order as it was (the transitions' `money` meta, as the server settles). */
function movedMoney(order: OrderDetail, event: string): boolean {
  const snapshot = resolveSnapshot(order.machine, order.stateValue, order.context);
  return offeredMetas(snapshot, event, order.side).some((meta) => (meta.money?.length ?? 0) > 0);
}
