import { Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { messages } from '../../api/contracts/messages';
import type { OrderDetail } from '../../api/contracts/trade';
import { orderQuery } from '../../api/trade/orders';
import { ErrorLine } from '../shared/error-line';

/** Loads one of my orders (GET /api/user/order/info) for the order pages: 加载中… first, the server's message on failure. */
export function OrderLoader({ orderId, children }: { orderId: number; children: (order: OrderDetail) => ReactNode }) {
  const order = useQuery(orderQuery(orderId));
  if (order.isPending) return <Text color="gray.600">加载中…</Text>;
  if (order.isError) return <ErrorLine error={order.error.message || messages.notFound} />;
  return children(order.data);
}
