import { Badge, Flex, Heading, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { OrderDetail } from '../../api/contracts/trade';
import { tradeWayNames } from '../../api/contracts/trade-names';
import { resolveSnapshot, stateLabel } from '../../machines/order-lifecycles';

/** An order's heading on every order page: its number, the state its machine is in, how it trades, my side. */
export function OrderHeader({ order, children }: { order: OrderDetail; children?: ReactNode }) {
  const state = stateLabel(resolveSnapshot(order.machine, order.stateValue, order.context));
  return (
    <Flex align="center" gap="3" wrap="wrap">
      <Heading as="h2" size="md">
        订单号 {order.id}
      </Heading>
      <Badge colorPalette="brand" size="lg" data-testid="order-state">
        {state}
      </Badge>
      <Badge>{tradeWayNames[order.tradeWay]}</Badge>
      <Text color="gray.600">我是{order.side === 'buyer' ? '买家' : '卖家'}</Text>
      {children}
    </Flex>
  );
}
