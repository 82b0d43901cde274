import { Grid, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { BondOrder } from '../../api/contracts/bonds';
import type { BondOrderStage } from '../../api/contracts/bond-names';
import { formatYuan } from '../shared/format';
import { DetailLabel } from '../shared/detail-label';

/** What the current deadline is for: the seller's shipment, or the buyer's receipt (the machine's two deadlines). */
export const deadlineNames: Partial<Record<BondOrderStage, string>> = { awaitingShipment: '发货期限', shipped: '收货期限' };

/**
 * A bond order's deal as both sides and staff read it: the variety, the price and quantity, both sides with their
 * frozen margins, the deadline, the shipment once made, and the dispute and staff's decision with their reasons.
 * `children` adds the reader's own rows after them.
 */
export function BondOrderFields({ order, children }: { order: BondOrder; children?: ReactNode }) {
  const deadline = deadlineNames[order.stage];
  return (
    <Grid templateColumns="7em 1fr" rowGap="2" columnGap="2" data-testid="bond-order-detail">
      <DetailLabel>订单号</DetailLabel>
      <Text>{order.id}</Text>
      <DetailLabel>邮品</DetailLabel>
      <Text>
        {order.productName}（{order.exteriorName}，{order.grade}）
      </Text>
      <DetailLabel>单价</DetailLabel>
      <Text>
        ¥{formatYuan(order.price)} / {order.unit}
      </Text>
      <DetailLabel>数量</DetailLabel>
      <Text>
        {order.quantity.toLocaleString('zh-CN')} {order.unit}
      </Text>
      <DetailLabel>成交金额</DetailLabel>
      <Text fontWeight="medium">¥{formatYuan(order.amount)}</Text>
      <DetailLabel>买方</DetailLabel>
      <Text>{order.buyer}</Text>
      <DetailLabel>买方保证金</DetailLabel>
      <Text>¥{formatYuan(order.buyerMargin)}</Text>
      <DetailLabel>卖方</DetailLabel>
      <Text>{order.seller}</Text>
      <DetailLabel>卖方保证金</DetailLabel>
      <Text>¥{formatYuan(order.sellerMargin)}</Text>
      <DetailLabel>成交时间</DetailLabel>
      <Text>{order.createTime}</Text>
      {deadline && order.deadline && (
        <>
          <DetailLabel>{deadline}</DetailLabel>
          <Text>{order.deadline}</Text>
        </>
      )}
      {order.trackingNo && (
        <>
          <DetailLabel>快递公司</DetailLabel>
          <Text>{order.expressCompany}</Text>
          <DetailLabel>快递单号</DetailLabel>
          {/* Selected whole by one tap, to copy it into the carrier's tracking page. */}
          <Text userSelect="all" fontFamily="mono" wordBreak="break-all">
            {order.trackingNo}
          </Text>
        </>
      )}
      {order.disputeReason && (
        <>
          <DetailLabel>仲裁原因</DetailLabel>
          <Text>{order.disputeReason}</Text>
        </>
      )}
      {order.decisionReason && (
        <>
          <DetailLabel>平台判定</DetailLabel>
          <Text>{order.decisionReason}</Text>
        </>
      )}
      {children}
    </Grid>
  );
}

