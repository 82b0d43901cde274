import { Button, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import type { BondOrderDetail } from '../../api/contracts/bonds';
import { formatYuan } from '../shared/format';
import { AppLink, SiteLink } from '../site';
import { BondOrderLoader } from './bond-order-loader';

/**
 * 交易成功 (/person/bond-order/success/{id}), shown after the buyer received: the price paid from the buyer's balance to
 * the seller's, and both margins unfrozen back to their bond funds. An order not yet settled says where it stands.
 */
export function BondOrderSuccess({ id }: { id: number }) {
  return <BondOrderLoader id={id}>{(order) => <SuccessView order={order} />}</BondOrderLoader>;
}

function SuccessView({ order }: { order: BondOrderDetail }) {
  const id = String(order.id);
  const detailLink = (
    <Button asChild variant="outline" colorPalette="brand" minH="44px">
      <SiteLink to="/person/bond-order/detail/$id" params={{ id }}>
        查看订单
      </SiteLink>
    </Button>
  );
  if (order.stage !== 'settled') {
    return (
      <Stack gap="4" data-testid="bond-order-success">
        <Text>
          订单 {order.id} 当前状态为「{order.stateName}」，尚未交易成功。
        </Text>
        <Flex>{detailLink}</Flex>
      </Stack>
    );
  }
  const buyer = order.side === 'buyer';
  return (
    <Stack gap="5" bg="white" p={{ base: '4', md: '6' }} borderRadius="md" borderWidth="1px" maxW="2xl" data-testid="bond-order-success">
      <Heading as="h2" size="lg" color="green.fg">
        交易成功
      </Heading>
      <Text>
        订单 {order.id}：{order.productName}（{order.exteriorName}，{order.grade}）× {order.quantity.toLocaleString('zh-CN')} {order.unit}，
        {buyer ? `卖方 ${order.seller}` : `买方 ${order.buyer}`}
      </Text>
      <Stack gap="1">
        <Text data-testid="bond-paid">
          {buyer ? '已从账户余额支付货款' : '货款已到账户余额'} <Text as="strong">¥{formatYuan(order.amount)}</Text>
        </Text>
        <Text data-testid="bond-unfrozen">
          双方保证金已解冻退回保证金账户：买方 ¥{formatYuan(order.buyerMargin)}，卖方 ¥{formatYuan(order.sellerMargin)}
        </Text>
      </Stack>
      <Flex gap="3" wrap="wrap" align="center">
        {detailLink}
        <AppLink to="/person/bond-order/return-record/$id" params={{ id }} color="brand.fg" minH="11" display="inline-flex" alignItems="center">
          资金与物流记录
        </AppLink>
        <AppLink to="/person/bond" color="brand.fg" minH="11" display="inline-flex" alignItems="center">
          保证金账户
        </AppLink>
        <AppLink to="/bond" color="brand.fg" minH="11" display="inline-flex" alignItems="center">
          继续保证金交易
        </AppLink>
      </Flex>
    </Stack>
  );
}
