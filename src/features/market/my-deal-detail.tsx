import { Grid, Stack } from '@chakra-ui/react';
import { formatYuan } from '../shared/format';
import { OrderHeader, OrderLedger, OrderLoader } from '../orders';
import { AppLink } from '../site';
import { FieldRow } from '../shared/field-row';

/** /transaction/{id}: one of my deals: what was traded with whom, the money it moved on my balance, and its order. */
export function MyDealDetail({ orderId }: { orderId: number }) {
  return (
    <OrderLoader orderId={orderId}>
      {(order) => (
        <Stack gap="5" data-testid="my-deal-detail">
          <OrderHeader order={order} />
          <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="2" bg="white" p="4" borderRadius="md" borderWidth="1px">
            <FieldRow label="邮品">
              {order.productName}（{order.exteriorName}）
            </FieldRow>
            <FieldRow label="对方">{order.counterpart}</FieldRow>
            <FieldRow label="数量">
              {order.quantity} {order.unitsName}
            </FieldRow>
            <FieldRow label="单价">¥{formatYuan(order.price)}</FieldRow>
            <FieldRow label="金额">¥{formatYuan(order.amount)}</FieldRow>
            <FieldRow label="下单时间">{order.createTime}</FieldRow>
          </Grid>
          <OrderLedger lines={order.ledger} />
          <AppLink to="/person/order/detail/$id" params={{ id: String(order.id) }} search={{ from: 'my-order' }}>
            查看订单详情
          </AppLink>
        </Stack>
      )}
    </OrderLoader>
  );
}
