import { Button, Field, Input, RadioGroup, Stack, Text } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { fenToYuanText } from '../../api/contracts/display';
import { messages } from '../../api/contracts/messages';
import { yuanToFen, type OrderDetail } from '../../api/contracts/trade';
import { sendOrderAction } from '../../api/trade/order-actions';
import { orderQuery } from '../../api/trade/orders';
import { resolveSnapshot, stateLabel } from '../../machines/order-lifecycles';
import { ErrorLine } from '../feedback/error-line';
import { useSubmission } from '../feedback/use-submission';
import { notify } from '../feedback/toaster';
import { formatYuan } from '../format/format';
import { AppLink } from '../site/app-link';
import { actionPath, offeredAction, type OrderAction } from './order-actions';
import { OrderHeader } from './order-header';
import { OrderLoader } from './order-loader';
import { ProcessPanel } from '../process/process-panel';
import { ReasonSelect } from './reason-select';

/**
 * 申请退款 (/person/order/refund/{id}): the buyer's refund application, offered only when the order's machine accepts
 * refund.apply from this member now; it is sent through the same call as every order action.
 */
export function RefundApply({ orderId }: { orderId: number }) {
  return (
    <OrderLoader orderId={orderId}>
      {(order) => {
        const snapshot = resolveSnapshot(order.machine, order.stateValue, order.context);
        const action = offeredAction(snapshot, order.side, 'refund.apply');
        return (
          <Stack gap="5" maxW="2xl">
            <OrderHeader order={order} />
            {action ? (
              <RefundForm order={order} action={action} />
            ) : (
              <Text data-testid="refund-not-offered">订单当前状态为「{stateLabel(snapshot)}」，现在不能申请退款。</Text>
            )}
            <AppLink to="/person/order/detail/$id" params={{ id: String(order.id) }} colorPalette="brand">
              返回订单详情
            </AppLink>
            <ProcessPanel subject={{ kind: 'order', orderId: order.id }} />
          </Stack>
        );
      }}
    </OrderLoader>
  );
}

/** What was typed, as refund.apply's payload, or the first rule it breaks (the amount: more than 0, at most what was paid). */
function refundPayload(reason: string, amountText: string, withReturn: boolean, paid: number) {
  if (!reason) return messages.chooseReason;
  const amount = yuanToFen(amountText);
  if (amount === null || amount > paid) return messages.refundAmountRule;
  return { reason, amount, withReturn };
}

function RefundForm({ order, action }: { order: OrderDetail; action: OrderAction }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [reason, setReason] = useState('');
  // What was paid, as the field shows yuan.
  const [amount, setAmount] = useState(fenToYuanText(order.amount));
  const [withReturn, setWithReturn] = useState(true);
  const { busy, error, setError, run } = useSubmission();
  // One key per visit: a second click after a lost answer is the same application.
  const [idempotencyKey] = useState(() => `${order.id}:${action.event}:${crypto.randomUUID()}`);

  const submit = () => {
    const payload = refundPayload(reason, amount, withReturn, order.amount);
    if (typeof payload === 'string') return setError(payload);
    return run(async () => {
      const updated = await sendOrderAction(actionPath(action, order.side), { orderId: order.id, ...payload }, idempotencyKey);
      queryClient.setQueryData(orderQuery(order.id).queryKey, updated);
      void queryClient.invalidateQueries({ queryKey: ['orders'] });
      notify.success(messages.operationSucceeded);
      void navigate({ to: '/person/order/detail/$id', params: { id: String(order.id) } });
    });
  };

  return (
    <form
      aria-label="申请退款"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <Stack gap="4" bg="white" p="5" borderRadius="md" borderWidth="1px">
        <Text color="gray.600" fontSize="sm">
          {order.productName}（{order.exteriorName}）× {order.quantity} · 卖家 {order.seller} · 实付 ¥{formatYuan(order.amount)}
        </Text>
        <ReasonSelect kind="refund" value={reason} onChange={setReason} />
        <Field.Root required>
          <Field.Label>退款金额（元）</Field.Label>
          <Input inputMode="decimal" value={amount} onChange={(e) => setAmount(e.target.value)} />
          <Field.HelperText>最多 ¥{formatYuan(order.amount)}</Field.HelperText>
        </Field.Root>
        <RadioGroup.Root value={withReturn ? 'return' : 'refundOnly'} onValueChange={(e) => setWithReturn(e.value === 'return')} aria-label="是否退货">
          <Stack direction="row" gap="6">
            {[
              ['return', '需要退货（卖家同意后寄回）'],
              ['refundOnly', '仅退款，不退货'],
            ].map(([value, label]) => (
              <RadioGroup.Item key={value} value={value!}>
                <RadioGroup.ItemHiddenInput />
                <RadioGroup.ItemIndicator />
                <RadioGroup.ItemText>{label}</RadioGroup.ItemText>
              </RadioGroup.Item>
            ))}
          </Stack>
        </RadioGroup.Root>
        <ErrorLine error={error} />
        <Button type="submit" colorPalette="brand" loading={busy} alignSelf="flex-start">
          提交退款申请
        </Button>
      </Stack>
    </form>
  );
}
