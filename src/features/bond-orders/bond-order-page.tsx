import { Badge, Flex, Heading, Stack } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { refreshBonds } from '../../api/bonds/bonds';
import type { BondOrderDetail } from '../../api/contracts/bonds';
import { useLifecycleActionActor } from '../lifecycle';
import { AppLink, useAppNavigate } from '../site';
import { BondOrderActionButtons, BondOrderActionDialogs } from './bond-order-actions';
import { BondOrderFields } from './bond-order-fields';
import { BondOrderLoader } from './bond-order-loader';
import { BondOrderProcessSection } from './bond-order-process-section';
import { bondOrderStageColours } from './stage-colours';

/**
 * /person/bond-order/detail/{id} (保证金订单详情): the deal, both margins, the shipment and the reasons of a dispute and
 * its decision; what the machine lets my side do now (发货, 确认收货并付款, 申请仲裁); the order's money record, its
 * success page once settled, and its 流程.
 */
export function BondOrderPage({ id }: { id: number }) {
  return <BondOrderLoader id={id}>{(order) => <DetailView order={order} />}</BondOrderLoader>;
}

function DetailView({ order }: { order: BondOrderDetail }) {
  const client = useQueryClient();
  const navigate = useAppNavigate();
  const actor = useLifecycleActionActor<BondOrderDetail>('bondOrder', (now, call) => {
    void refreshBonds(client, now);
    // Received and paid: the success page says what moved.
    if (call.event === 'bondOrder.receive') void navigate({ to: '/person/bond-order/success/$id', params: { id: String(now.id) } });
  });
  const id = String(order.id);
  return (
    <Stack gap="4">
      <Stack gap="3" bg="white" p={{ base: '4', md: '5' }} borderRadius="md" borderWidth="1px" as="section" aria-label="订单详情">
        <Flex gap="2" align="center" wrap="wrap">
          <Heading as="h2" size="sm">
            {order.side === 'buyer' ? '我买入的' : '我卖出的'} · {order.productName}
          </Heading>
          <Badge colorPalette={bondOrderStageColours[order.stage]} data-testid="bond-order-state">
            {order.stateName}
          </Badge>
        </Flex>
        <BondOrderFields order={order} />
        <BondOrderActionButtons order={order} actor={actor} />
        <Flex gap="4" wrap="wrap">
          <AppLink to="/person/bond-order/return-record/$id" params={{ id }} color="brand.fg" minH="11" display="inline-flex" alignItems="center">
            资金与物流记录
          </AppLink>
          {order.stage === 'settled' && (
            <AppLink to="/person/bond-order/success/$id" params={{ id }} color="brand.fg" minH="11" display="inline-flex" alignItems="center">
              交易成功
            </AppLink>
          )}
        </Flex>
      </Stack>
      <BondOrderProcessSection order={order} />
      <BondOrderActionDialogs order={order} actor={actor} />
    </Stack>
  );
}
