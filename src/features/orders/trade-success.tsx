import { Button, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import type { OrderDetail } from '../../api/contracts/trade';
import { resolveSnapshot, stateLabel } from '../../machines/order-lifecycles';
import { formatYuan } from '../shared/format';
import { AppLink, SiteLink as RouterLink } from '../site';
import { OrderActionDialog } from './order-action-dialog';
import { offeredAction } from './order-actions';
import { OrderLoader } from './order-loader';
import { newAttempt, useOrderActionActor } from './use-order-action-actor';

/** 交易成功 (/person/order/success/{id}): the trade completed, what the seller was paid, and what to do next. */
export function TradeSuccess({ orderId }: { orderId: number }) {
  return <OrderLoader orderId={orderId}>{(order) => <TradeSuccessView order={order} />}</OrderLoader>;
}

function TradeSuccessView({ order }: { order: OrderDetail }) {
  const actor = useOrderActionActor(order);
  const snapshot = resolveSnapshot(order.machine, order.stateValue, order.context);
  const evaluate = offeredAction(snapshot, order.side, 'order.evaluate');
  const detailLink = (
    <Button asChild variant="outline" colorPalette="brand">
      <RouterLink to="/person/order/detail/$id" params={{ id: String(order.id) }}>
        查看订单
      </RouterLink>
    </Button>
  );

  if (!snapshot.matches('completed')) {
    return (
      <Stack gap="4" data-testid="trade-success">
        <Text>
          订单 {order.id} 当前状态为「{stateLabel(snapshot)}」，尚未交易成功。
        </Text>
        <Flex>{detailLink}</Flex>
      </Stack>
    );
  }

  // What I received: the sum of my own postings (the seller's share after the platform fee).
  const received = order.ledger.reduce((sum, line) => sum + line.amount, 0);
  return (
    <Stack gap="5" bg="white" p="6" borderRadius="md" borderWidth="1px" maxW="2xl" data-testid="trade-success">
      <Heading as="h2" size="lg" color="green.fg">
        交易成功
      </Heading>
      <Text>
        订单 {order.id}：{order.productName}（{order.exteriorName}）× {order.quantity} {order.unitsName}，{order.side === 'buyer' ? `卖家 ${order.seller}` : `买家 ${order.buyer}`}
      </Text>
      {order.tradeWay === 'online' ? (
        <Stack gap="1">
          <Text data-testid="released-amount">
            担保账户已放出货款 <Text as="strong">¥{formatYuan(order.amount)}</Text>（付给卖家，平台服务费从中扣除）
          </Text>
          {order.side === 'seller' && received > 0 && (
            <Text color="gray.600">您实际到账 ¥{formatYuan(received)}（已扣除平台服务费）</Text>
          )}
        </Stack>
      ) : (
        <Text>线下交易：货款由双方自行结算，平台未经手资金。</Text>
      )}
      <Flex gap="3" wrap="wrap">
        {evaluate && (
          <Button
            colorPalette="brand"
            onClick={() => actor.send({ type: 'action.choose', event: evaluate.event, role: order.side, subject: order.id, attempt: newAttempt(order, evaluate.event) })}
          >
            评价
          </Button>
        )}
        {detailLink}
        <AppLink to="/poster" alignSelf="center" colorPalette="brand">
          返回邮市
        </AppLink>
      </Flex>
      <OrderActionDialog order={order} actor={actor} />
    </Stack>
  );
}
