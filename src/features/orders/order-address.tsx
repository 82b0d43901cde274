import { Text } from '@chakra-ui/react';
import { formatAddress } from '../shared/format';
import type { AddressSnapshot, OrderDetail } from '../../api/contracts/trade';
import { agentDeliverySideNames } from '../../api/contracts/agent-delivery-names';
import { FieldRow } from '../shared/field-row';
import { AppLink } from '../site';

/**
 * An address the order keeps (the buyer's, where the seller ships; the seller's, where a return goes), in full: the
 * courier needs the receiver's whole phone number. Absent when the member had no default address then.
 */
export function OrderAddress({ label, address, missing }: { label: string; address: AddressSnapshot | null; missing?: string }) {
  if (!address && !missing) return null;
  return (
    <FieldRow label={label}>
      {address ? (
        <Text as="span" data-testid={`order-address-${label}`}>
          {formatAddress(address, 'full')}
        </Text>
      ) : (
        <Text as="span" color="gray.600">
          {missing}
        </Text>
      )}
    </FieldRow>
  );
}

/**
 * 交割代理 (docs/adr/0044): the agent the order's stamps go through, whose agent it is and where the delivery stands;
 * for the member who chose the agent (their side's agent), a link to the delivery's detail.
 */
export function OrderAgentDelivery({ order }: { order: Pick<OrderDetail, 'side' | 'agentDelivery'> }) {
  const delivery = order.agentDelivery;
  if (!delivery) return null;
  const line = `${delivery.agent}（${agentDeliverySideNames[delivery.side]}），${delivery.stateName}`;
  return (
    <FieldRow label="交割代理">
      {order.side === delivery.side ? (
        <AppLink to="/agents/default/stock-detail" search={{ id: delivery.id }} color="brand.fg" data-testid="order-agent-delivery">
          {line}
        </AppLink>
      ) : (
        <Text as="span" data-testid="order-agent-delivery">
          {line}
        </Text>
      )}
    </FieldRow>
  );
}
