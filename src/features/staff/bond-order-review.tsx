import { Badge, Button, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { refreshBonds } from '../../api/bonds/bonds';
import type { BondOrderDetail } from '../../api/contracts/bonds';
import { decisionReasonMaxLength } from '../../api/contracts/decision-reasons';
import { bondOrderSnapshots } from '../../machines/bond-order.machine';
import { offers } from '../../machines/lifecycle';
import { BondOrderFields, BondOrderLoader, BondOrderProcessSection, bondOrderStageColours } from '../bond-orders';
import { ActionDialog, chooseAction, useLifecycleActionActor } from '../lifecycle';
import { formatYuan } from '../shared/format';

/** Staff's two decisions in a dispute: who is at fault forfeits their margin to the other side. */
const decisions = [
  { event: 'bondOrder.decideSellerDefault', label: '判定卖方违约', loser: 'seller', winner: '买方' },
  { event: 'bondOrder.decideBuyerDefault', label: '判定买方违约', loser: 'buyer', winner: '卖方' },
] as const;

/**
 * 保证金订单仲裁详情 (/staff/bond-orders/{id}): the order with both sides and their margins, the buyer's dispute reason,
 * its 流程, and 判定卖方违约 / 判定买方违约 (each with a reason both sides are told) where the machine takes them from staff.
 */
export function BondOrderReviewPage({ id }: { id: number }) {
  return <BondOrderLoader id={id}>{(order) => <ReviewView order={order} />}</BondOrderLoader>;
}

function ReviewView({ order }: { order: BondOrderDetail }) {
  const client = useQueryClient();
  const actor = useLifecycleActionActor<BondOrderDetail>('bondOrder', (now) => void refreshBonds(client, now));
  const snapshot = bondOrderSnapshots.resolve(order.stateValue, order.context);
  const offered = decisions.filter((d) => offers(snapshot, d.event, 'operator'));
  const marginOf = (side: 'buyer' | 'seller') => (side === 'buyer' ? order.buyerMargin : order.sellerMargin);
  return (
    <Stack gap="4">
      <Stack gap="4" bg="white" p={{ base: '4', md: '5' }} borderRadius="md" borderWidth="1px" as="section" aria-label="保证金订单">
        <Flex align="center" gap="3" wrap="wrap">
          <Heading as="h2" size="sm">
            保证金订单 {order.id}：{order.buyer} 买入 {order.seller} 的 {order.productName}
          </Heading>
          <Badge colorPalette={bondOrderStageColours[order.stage]} data-testid="review-state">
            {order.stateName}
          </Badge>
        </Flex>
        <BondOrderFields order={order} />
        {offered.length > 0 && (
          <Flex gap="3" wrap="wrap">
            {offered.map((d) => (
              <Button key={d.event} variant="outline" colorPalette="red" minH="44px" onClick={() => chooseAction(actor, 'bondOrder', order.id, d.event, 'operator')}>
                {d.label}
              </Button>
            ))}
          </Flex>
        )}
      </Stack>
      <BondOrderProcessSection order={order} />
      {decisions.map((d) => (
        <ActionDialog
          key={d.event}
          actor={actor}
          event={d.event}
          title={d.label}
          confirmLabel="确定判定"
          danger
          body={({ reason }) => ({ id: order.id, reason })}
          reason={{ label: '判定理由', placeholder: '请说明判定的依据，买卖双方都将看到', maxLength: decisionReasonMaxLength }}
        >
          <Text>
            双方保证金共 ¥{formatYuan(order.buyerMargin + order.sellerMargin)}（其中违约方 ¥{formatYuan(marginOf(d.loser))}）将全部付给{d.winner}，订单就此结束，不能撤回。
          </Text>
        </ActionDialog>
      ))}
    </Stack>
  );
}
