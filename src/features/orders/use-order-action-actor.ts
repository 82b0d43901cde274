import { useQueryClient } from '@tanstack/react-query';
import type { OrderChange, OrderDetail } from '../../api/contracts/trade';
import { orderQueryOptions } from '../../api/trade/orders';
import { useLifecycleActionActor, type LifecycleActionActor } from '../lifecycle';
import { tradeKeys } from '../../api/trade/keys';

/** The page's one actor for the actions on its order: buttons choose, the form submits, the dialog renders it. */
export type OrderActionActor = LifecycleActionActor;

/**
 * The lifecycle action machine for one order's page (src/features/lifecycle): `applied` merges the answer (the order's
 * changed fields) into the order the page shows, then reloads the order, its events and ledger and my order lists (my
 * wallet refreshes when the answer says my purses moved: the type header). `onApplied` is the page's own next step
 * (交易成功 after 确认收货, the order after a refund application).
 */
export function useOrderActionActor(order: Pick<OrderDetail, 'id' | 'machine'>, onApplied?: (event: string) => void): OrderActionActor {
  const queryClient = useQueryClient();
  const key = orderQueryOptions(order.id).queryKey;
  return useLifecycleActionActor<OrderChange>(order.machine, (result, call) => {
    queryClient.setQueryData(key, (old) => old && { ...old, ...result });
    void queryClient.invalidateQueries({ queryKey: key });
    void queryClient.invalidateQueries({ queryKey: tradeKeys.orders() });
    onApplied?.(call.event);
  });
}

/** One key per opened form: a second click after a lost answer is the same attempt, not a second payment. */
export const newAttempt = (order: Pick<OrderDetail, 'id'>, event: string) => `${order.id}:${event}:${crypto.randomUUID()}`;
