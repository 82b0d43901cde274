import { Box, Grid, Heading, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { OrderDetail } from '../../api/contracts/trade';
import { returnShipmentQueryOptions } from '../../api/trade/return-shipment';
import type { OrderContext } from '../../machines/order.machine';
import { ErrorLine } from '../shared/error-line';
import { formatYuan } from '../shared/format';
import { PhotoGallery } from '../photos';
import { AppLink } from '../site';
import { OrderHeader } from './order-header';
import { OrderLoader } from './order-loader';
import { TrackingLink } from './tracking-link';
import { isRefundEvent, OrderTimeline } from './order-timeline';
import { ProcessPanel } from '../process';
import { Loading } from '../shared/loading';

/**
 * 退货记录 (/person/order/return-record/{id}): the refund asked for, the item's way back (GET refunds/deliveryInfo),
 * and the refund's events from the order's timeline.
 */
export function ReturnRecord({ orderId }: { orderId: number }) {
  return <OrderLoader orderId={orderId}>{(order) => <ReturnRecordView order={order} />}</OrderLoader>;
}

function ReturnRecordView({ order }: { order: OrderDetail }) {
  // Only an online order has a refund; the machine forgets a cancelled request, its events remain.
  const refund = order.machine === 'order' ? (order.context as unknown as OrderContext).refund : null;
  const events = order.events.filter((e) => isRefundEvent(e.event));
  return (
    <Stack gap="5" data-testid="return-record">
      <OrderHeader order={order}>
        <AppLink to="/person/order/detail/$id" params={{ id: String(order.id) }} ms="auto" colorPalette="brand">
          查看订单详情
        </AppLink>
      </OrderHeader>
      <Section title="退款申请">
        {refund ? (
          <Grid templateColumns="6em 1fr" gap="1">
            <Text color="gray.600">退款原因</Text>
            <Text>{refund.reason}</Text>
            <Text color="gray.600">退款金额</Text>
            <Text>¥{formatYuan(refund.amount)}</Text>
            <Text color="gray.600">退货方式</Text>
            <Text>{refund.withReturn ? '需要退货' : '仅退款，不退货'}</Text>
            <Text color="gray.600">凭证图片</Text>
            <PhotoGallery keys={refund.photos ?? []} alt="退款凭证" size="72px" />
          </Grid>
        ) : (
          <Text color="gray.600">{events.length > 0 ? '当前没有进行中的退款申请' : '暂无退款申请'}</Text>
        )}
      </Section>
      {refund?.withReturn && (
        <Section title="退货物流">
          <ReturnShipment orderId={order.id} />
        </Section>
      )}
      <OrderTimeline machine={order.machine} title="退款记录" events={events} empty="暂无退款记录" />
      <ProcessPanel subject={{ kind: 'order', orderId: order.id }} />
    </Stack>
  );
}

function ReturnShipment({ orderId }: { orderId: number }) {
  const shipment = useQuery(returnShipmentQueryOptions(orderId));
  if (shipment.isPending) return <Loading />;
  if (shipment.isError) return <ErrorLine error={shipment.error.message} />;
  const { expressCompany, trackingNo } = shipment.data;
  if (!trackingNo) return <Text color="gray.600">尚未寄回</Text>;
  return (
    <Grid templateColumns="6em 1fr" gap="1">
      <Text color="gray.600">快递公司</Text>
      <Text>{expressCompany}</Text>
      <Text color="gray.600">快递单号</Text>
      <Text>
        <TrackingLink company={expressCompany} trackingNo={trackingNo} />
      </Text>
    </Grid>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box>
      <Heading as="h3" size="sm" mb="2">
        {title}
      </Heading>
      <Box bg="white" p="4" borderRadius="md" borderWidth="1px">
        {children}
      </Box>
    </Box>
  );
}
