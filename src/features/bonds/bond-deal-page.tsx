import { Flex, Grid, Heading, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import type { BondOrderDetail } from '../../api/contracts/bonds';
import { bondOrderQueryOptions } from '../../api/bonds/bond-queries';
import { failureMessage } from '../shared/failure-message';
import { formatYuan } from '../shared/format';
import { Loading } from '../shared/loading';
import { LoadFailed } from '../shared/load-failed';
import { AppLink } from '../site';
import { countOf } from './bond-offer-fields';
import { DetailLabel } from '../shared/detail-label';

/**
 * /bond-transaction/{id} (保证金成交): 成交成功, the order just made: what I bought or sold, the price, both margins
 * frozen, and by when the seller ships; then the order's page in the personal centre, or back to the offers.
 */
export function BondDealPage({ id }: { id: number }) {
  const order = useQuery(bondOrderQueryOptions(id));
  if (order.isPending) return <Loading />;
  if (order.isError) return <LoadFailed message={failureMessage(order.error)} onRetry={() => void order.refetch()} retrying={order.isFetching} />;
  return <DealView order={order.data} />;
}

function DealView({ order }: { order: BondOrderDetail }) {
  const bought = order.side === 'buyer';
  return (
    <Stack gap="4" bg="white" p={{ base: '4', md: '5' }} borderRadius="md" borderWidth="1px" as="section" aria-labelledby="bond-deal-heading">
      <Heading as="h2" size="md" color="green.fg" id="bond-deal-heading">
        成交成功
      </Heading>
      <Grid templateColumns="7em minmax(0, 1fr)" rowGap="2" columnGap="2" data-testid="bond-order">
        <DetailLabel>订单号</DetailLabel>
        <Text>{order.id}</Text>
        <DetailLabel>{bought ? '买入' : '卖出'}</DetailLabel>
        <Text>
          {order.productName}（{order.exteriorName}，{order.grade}）{countOf(order.quantity, order.unit)}
        </Text>
        <DetailLabel>单价</DetailLabel>
        <Text>
          ¥{formatYuan(order.price)} / {order.unit}
        </Text>
        <DetailLabel>成交金额</DetailLabel>
        <Text fontWeight="medium">¥{formatYuan(order.amount)}</Text>
        <DetailLabel>买方保证金</DetailLabel>
        <Text>
          ¥{formatYuan(order.buyerMargin)}（{order.buyer}）
        </Text>
        <DetailLabel>卖方保证金</DetailLabel>
        <Text>
          ¥{formatYuan(order.sellerMargin)}（{order.seller}）
        </Text>
        <DetailLabel>订单状态</DetailLabel>
        <Text data-testid="bond-order-state">{order.stateName}</Text>
        {order.stage === 'awaitingShipment' && order.deadline && (
          <>
            <DetailLabel>发货期限</DetailLabel>
            <Text>卖方须在 {order.deadline} 前发货，逾期未发货视为卖方违约</Text>
          </>
        )}
      </Grid>
      <Text fontSize="sm" color="gray.600">
        {bought
          ? '卖方发货后，请在确认收货时从账户余额支付成交金额，双方保证金随即解冻。'
          : '请按时发货；买方确认收货后，成交金额转入您的账户余额，双方保证金随即解冻。'}
      </Text>
      <Flex gap="4" wrap="wrap">
        <AppLink to="/person/bond-order/detail/$id" params={{ id: String(order.id) }} color="brand.fg" minH="44px" display="inline-flex" alignItems="center">
          查看订单
        </AppLink>
        <AppLink to="/bond" color="brand.fg" minH="44px" display="inline-flex" alignItems="center">
          返回保证金交易
        </AppLink>
      </Flex>
    </Stack>
  );
}
