import { useSuspenseQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { OrderDetail } from '../../api/contracts/trade';
import { orderQueryOptions } from '../../api/trade/orders';
import { DataBoundary } from '../shared/data-boundary';

/**
 * Loads one of my orders (GET /api/user/order/info, which the route's loader started) for the order pages: Loading
 * first, the server's message with 重试 on failure (DataBoundary), then the page.
 */
export function OrderLoader({ orderId, children }: { orderId: number; children: (order: OrderDetail) => ReactNode }) {
  return (
    <DataBoundary>
      <LoadedOrder orderId={orderId}>{children}</LoadedOrder>
    </DataBoundary>
  );
}

function LoadedOrder({ orderId, children }: { orderId: number; children: (order: OrderDetail) => ReactNode }) {
  const { data: order } = useSuspenseQuery(orderQueryOptions(orderId));
  return children(order);
}
