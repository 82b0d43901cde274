import { Badge, Box, Button, Flex, Grid, Heading, Stack, Table, Text } from '@chakra-ui/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import type { OrderContext } from '../../machines/order.machine';
import type { OfflineTradeContext } from '../../machines/offline-trade.machine';
import { messages } from '../../api/contracts/messages';
import { deliveryMethodNames, tradeWayNames, type OrderDetail as Detail } from '../../api/contracts/trade';
import { payPasswordSetQuery } from '../../api/trade/pay-password';
import { orderQuery } from '../../api/trade/orders';
import { resolveSnapshot } from '../../machines/order-lifecycles';
import { AppDialog } from '../feedback/app-dialog';
import { notify } from '../feedback/toaster';
import { formatYuan } from '../format/format';
import { OrderActionDialog } from './order-action-dialog';
import { availableActions, eventNames, roleNames, type OrderAction } from './order-actions';

/**
 * An order as its machine sees it (/person/order/detail/{id}): the state, what was agreed, what happened, and
 * exactly the actions this member may take now.
 */
export function OrderDetail({ orderId }: { orderId: number }) {
  const order = useQuery(orderQuery(orderId));
  if (order.isPending) return <Text color="gray.500">加载中…</Text>;
  if (order.isError) return <Text color="gray.600">{order.error.message || messages.notFound}</Text>;
  return <OrderView order={order.data} />;
}

function OrderView({ order }: { order: Detail }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [open, setOpen] = useState<OrderAction | null>(null);
  const [needsPayPassword, setNeedsPayPassword] = useState(false);
  const payPasswordSet = useQuery(payPasswordSetQuery());
  const snapshot = resolveSnapshot(order.machine, order.stateValue, order.context);
  const actions = availableActions(snapshot, order.side);

  const start = (action: OrderAction) => {
    // Paid actions need a payment password (spec section 5): without one, the prompt sends the member to set it.
    if (action.form === 'payPassword' && payPasswordSet.data === false) return setNeedsPayPassword(true);
    setOpen(action);
  };
  const done = (updated: Detail) => {
    queryClient.setQueryData(orderQuery(order.id).queryKey, updated);
    void queryClient.invalidateQueries({ queryKey: ['orders'] });
    void queryClient.invalidateQueries({ queryKey: ['user', 'wallet'] });
    notify.success(messages.operationSucceeded);
    setOpen(null);
  };

  return (
    <Stack gap="5" data-testid="order-detail">
      <Flex align="center" gap="3" wrap="wrap">
        <Heading as="h2" size="md">
          订单号 {order.id}
        </Heading>
        <Badge colorPalette="brand" size="lg" data-testid="order-state">
          {order.stateName}
        </Badge>
        <Badge>{tradeWayNames[order.tradeWay]}</Badge>
        <Text color="gray.600">我是{order.side === 'buyer' ? '买家' : '卖家'}</Text>
      </Flex>

      <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="2" bg="white" p="4" borderRadius="md" borderWidth="1px">
        <Field label="邮品">
          {order.productName}（{order.exteriorName}）
        </Field>
        <Field label="数量">
          {order.quantity} {order.unitsName}
        </Field>
        <Field label="单价">¥{formatYuan(order.price)}</Field>
        <Field label="金额">¥{formatYuan(order.amount)}</Field>
        <Field label="买家">{order.buyer}</Field>
        <Field label="卖家">{order.seller}</Field>
        <Field label="交收方式">{deliveryMethodNames[order.deliveryMethod]}</Field>
        <Field label="下单时间">{order.createTime}</Field>
        {order.deadlineAt && <Field label="处理期限">{order.deadlineAt}</Field>}
        {order.message && <Field label="留言">{order.message}</Field>}
        {order.trackingNo && (
          <Field label="发货物流">
            {order.expressCompany} {order.trackingNo}
          </Field>
        )}
        {order.returnTrackingNo && (
          <Field label="退货物流">
            {order.returnExpressCompany} {order.returnTrackingNo}
          </Field>
        )}
        <ContextFields order={order} />
      </Grid>

      {actions.length > 0 && (
        <Flex gap="3" wrap="wrap" data-testid="order-actions">
          {actions.map((action) => (
            <Button key={action.event} colorPalette="brand" variant={action.primary ? 'solid' : 'outline'} onClick={() => start(action)}>
              {action.label}
            </Button>
          ))}
        </Flex>
      )}

      <Box>
        <Heading as="h3" size="sm" mb="2">
          订单记录
        </Heading>
        <Table.Root size="sm" variant="outline" bg="white">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>时间</Table.ColumnHeader>
              <Table.ColumnHeader>操作方</Table.ColumnHeader>
              <Table.ColumnHeader>操作</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {order.events.map((e) => (
              <Table.Row key={e.id}>
                <Table.Cell>{e.createTime}</Table.Cell>
                <Table.Cell>
                  {roleNames[e.role]}
                  {e.actor && e.role !== 'system' ? ` ${e.actor}` : ''}
                </Table.Cell>
                <Table.Cell>{eventNames[e.event] ?? e.event}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Box>

      {open && <OrderActionDialog order={order} action={open} onClose={() => setOpen(null)} onDone={done} />}
      <AppDialog
        open={needsPayPassword}
        onClose={() => setNeedsPayPassword(false)}
        title="设置支付密码"
        size="xs"
        footer={
          <Button colorPalette="brand" onClick={() => void navigate({ to: '/person/dashboard' })}>
            去设置
          </Button>
        }
      >
        <Text>{messages.payPasswordNotSet}</Text>
      </AppDialog>
    </Stack>
  );
}

function Field({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Flex gap="2">
      <Text color="gray.500" minW="5em">
        {label}
      </Text>
      <Text>{children}</Text>
    </Flex>
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
        <Field label="买家确认">{answers.buyer ? answerNames[answers.buyer] : '未确认'}</Field>
        <Field label="卖家确认">{answers.seller ? answerNames[answers.seller] : '未确认'}</Field>
      </>
    );
  }
  const context = order.context as unknown as OrderContext;
  return (
    <>
      {context.cancellation && (
        <Field label="取消申请">
          {roleNames[context.cancellation.by]}：{context.cancellation.reason}
        </Field>
      )}
      {context.refund && (
        <Field label="退款申请">
          ¥{formatYuan(context.refund.amount)}，{context.refund.withReturn ? '需退货' : '仅退款'}，{context.refund.reason}
        </Field>
      )}
      {context.evaluations.buyer && <Field label="买家评价">{`${scoreNames[context.evaluations.buyer.score]} ${context.evaluations.buyer.comment}`}</Field>}
      {context.evaluations.seller && <Field label="卖家评价">{`${scoreNames[context.evaluations.seller.score]} ${context.evaluations.seller.comment}`}</Field>}
    </>
  );
}
