import { Button, Flex, Grid, Stack, Text } from '@chakra-ui/react';
import type { OrderContext } from '../../machines/order.machine';
import type { OfflineTradeContext } from '../../machines/offline-trade.machine';
import type { OrderDetail as Detail } from '../../api/contracts/trade';
import { deliveryMethodNames, payPartsName, roleNames } from '../../api/contracts/trade-names';
import { resolveSnapshot } from '../../machines/order-lifecycles';
import { formatYuan } from '../shared/format';
import { PhotoGallery } from '../photos';
import { AppLink, useAppNavigate, SiteLink as RouterLink } from '../site';
import { OrderActionDialog } from './order-action-dialog';
import { availableActions } from './order-actions';
import { OrderAddress, OrderAgentDelivery } from './order-address';
import { OrderHeader } from './order-header';
import { OrderInvoicePanel } from './order-invoice';
import { OrderLedger } from './order-ledger';
import { OrderLoader } from './order-loader';
import { TrackingLink } from './tracking-link';
import { isRefundEvent, OrderTimeline } from './order-timeline';
import { ProcessPanel } from '../process';
import { FieldRow } from '../shared/field-row';
import { newAttempt, useOrderActionActor } from './use-order-action-actor';

/**
 * An order as its machine sees it (/person/order/detail/{id}): the state, what was agreed, the money, the invoice,
 * what happened, and exactly the actions this member may take now. `from` is 'my-order' when opened from my orders.
 */
export function OrderDetailPage({ orderId, from }: { orderId: number; from?: string }) {
  return <OrderLoader orderId={orderId}>{(order) => <OrderView order={order} fromMyOrders={from === 'my-order'} />}</OrderLoader>;
}

function OrderView({ order, fromMyOrders }: { order: Detail; fromMyOrders: boolean }) {
  const navigate = useAppNavigate();
  // The one action under way on this page: which form is open, whether it is being sent, why it was refused.
  const actor = useOrderActionActor(order, (event) => {
    if (event === 'order.receive') void navigate({ to: '/person/order/success/$id', params: { id: String(order.id) } });
  });
  const snapshot = resolveSnapshot(order.machine, order.stateValue, order.context);
  const actions = availableActions(snapshot, order.side);
  const refundEvents = order.events.filter((e) => isRefundEvent(e.event));
  const choose = (event: string) => actor.send({ type: 'action.choose', event, role: order.side, subject: order.id, attempt: newAttempt(order, event) });

  return (
    <Stack gap="5" data-testid="order-detail">
      <OrderHeader order={order}>
        {fromMyOrders && (
          <AppLink to="/person/order" ms="auto" colorPalette="brand">
            返回我的订单
          </AppLink>
        )}
      </OrderHeader>

      <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="2" bg="white" p="4" borderRadius="md" borderWidth="1px">
        <FieldRow label="邮品">
          {order.productName}（{order.exteriorName}）
        </FieldRow>
        <FieldRow label="数量">
          {order.quantity} {order.unitsName}
        </FieldRow>
        <FieldRow label="单价">¥{formatYuan(order.price)}</FieldRow>
        <FieldRow label="金额">¥{formatYuan(order.amount)}</FieldRow>
        <FieldRow label="买家">{order.buyer}</FieldRow>
        <FieldRow label="卖家">{order.seller}</FieldRow>
        <FieldRow label="交收方式">{deliveryMethodNames[order.deliveryMethod]}</FieldRow>
        {order.events.some((e) => e.event === 'order.pay') && (
          <FieldRow label="付款方式">
            <span data-testid="pay-way">{payPartsName(order.payWay, order.paidBeans)}</span>
          </FieldRow>
        )}
        <FieldRow label="下单时间">{order.createTime}</FieldRow>
        {order.deadlineAt && <FieldRow label="处理期限">{order.deadlineAt}</FieldRow>}
        {order.message && <FieldRow label="留言">{order.message}</FieldRow>}
        {order.trackingNo && (
          <FieldRow label="发货物流">
            {order.expressCompany} <TrackingLink company={order.expressCompany} trackingNo={order.trackingNo} />
          </FieldRow>
        )}
        {order.deliveryMethod !== 'pickup' && (
          <OrderAddress label="收货地址" address={order.buyerAddress} missing="买家下单时未设置默认收货地址，请通过站内信与买家确认" />
        )}
        <OrderAddress label="退货地址" address={order.returnAddress} />
        <OrderAgentDelivery order={order} />
        {order.returnTrackingNo && (
          <FieldRow label="退货物流">
            {order.returnExpressCompany} <TrackingLink company={order.returnExpressCompany} trackingNo={order.returnTrackingNo} />
          </FieldRow>
        )}
        <ContextFields order={order} />
      </Grid>

      {(actions.length > 0 || refundEvents.length > 0) && (
        <Flex gap="3" wrap="wrap" align="center">
          {actions.length > 0 && (
            <Flex gap="3" wrap="wrap" data-testid="order-actions">
              {actions.map((action) =>
                action.page ? (
                  // An action with a page of its own (申请退款) is a link to it, offered by the same `can` check.
                  <Button key={action.event} asChild colorPalette="brand" variant={action.primary ? 'solid' : 'outline'}>
                    <RouterLink to={action.page} params={{ id: String(order.id) }}>
                      {action.label}
                    </RouterLink>
                  </Button>
                ) : (
                  <Button key={action.event} colorPalette="brand" variant={action.primary ? 'solid' : 'outline'} onClick={() => choose(action.event)}>
                    {action.label}
                  </Button>
                ),
              )}
            </Flex>
          )}
          {refundEvents.length > 0 && (
            <AppLink to="/person/order/return-record/$id" params={{ id: String(order.id) }} colorPalette="brand">
              退货记录
            </AppLink>
          )}
        </Flex>
      )}

      <OrderLedger lines={order.ledger} />
      <OrderInvoicePanel order={order} snapshot={snapshot} />
      <OrderTimeline machine={order.machine} title="订单记录" events={order.events} empty="暂无记录" />
      <ProcessPanel subject={{ kind: 'order', orderId: order.id }} />

      <OrderActionDialog order={order} actor={actor} />
    </Stack>
  );
}

const scoreNames = { 1: '好评', 0: '中评', [-1]: '差评' } as const;
const answerNames = { complete: '已确认完成', fail: '已确认失败' } as const;

/** What the machine's context records: the cancellation or refund asked for, evaluations, offline answers. */
function ContextFields({ order }: { order: Detail }) {
  if (order.machine === 'offlineTrade') {
    const { answers } = order.context as unknown as OfflineTradeContext;
    return (
      <>
        <FieldRow label="买家确认">{answers.buyer ? answerNames[answers.buyer] : '未确认'}</FieldRow>
        <FieldRow label="卖家确认">{answers.seller ? answerNames[answers.seller] : '未确认'}</FieldRow>
      </>
    );
  }
  const context = order.context as unknown as OrderContext;
  return (
    <>
      {context.cancellation && (
        <FieldRow label="取消申请">
          {roleNames[context.cancellation.by]}：{context.cancellation.reason}
        </FieldRow>
      )}
      {context.refund && (
        <FieldRow label="退款申请">
          ¥{formatYuan(context.refund.amount)}，{context.refund.withReturn ? '需退货' : '仅退款'}，{context.refund.reason}
        </FieldRow>
      )}
      {context.refund?.photos && context.refund.photos.length > 0 && (
        // Not a FieldRow: its value is a line of text, the gallery is a grid of buttons.
        <Flex gap="2" data-testid="refund-photos">
          <Text color="gray.600" minW="5em">
            退款凭证
          </Text>
          <PhotoGallery keys={context.refund.photos} alt="退款凭证" size="72px" />
        </Flex>
      )}
      {context.evaluations.buyer && <FieldRow label="买家评价">{`${scoreNames[context.evaluations.buyer.score]} ${context.evaluations.buyer.comment}`}</FieldRow>}
      {context.evaluations.seller && <FieldRow label="卖家评价">{`${scoreNames[context.evaluations.seller.score]} ${context.evaluations.seller.comment}`}</FieldRow>}
    </>
  );
}
