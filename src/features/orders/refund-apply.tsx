import { Button, Field, Input, RadioGroup, Stack, Text } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { useState } from 'react';
import type { AnyMachineSnapshot } from 'xstate';
import { fenToYuanText } from '../../api/contracts/display';
import type { OrderDetail } from '../../api/contracts/trade';
import { yuanToFen } from '../../api/contracts/trade-rules';
import { resolveSnapshot, stateLabel } from '../../machines/order-lifecycles';
import { isRefundableAmount, type OrderContext } from '../../machines/order.machine';
import { PhotosField } from '../photos';
import { ErrorLine } from '../shared/error-line';
import { formatYuan } from '../shared/format';
import { AppLink, useAppNavigate } from '../site';
import { offeredAction } from './order-actions';
import { OrderHeader } from './order-header';
import { OrderLoader } from './order-loader';
import { ProcessPanel } from '../process';
import { ReasonSelect } from './reason-select';
import { newAttempt, useOrderActionActor } from './use-order-action-actor';

/**
 * 申请退款 (/person/order/refund/{id}): the buyer's refund application, offered only when the order's machine accepts
 * refund.apply from this member now; it is sent through the same call as every order action.
 */
export function RefundApply({ orderId }: { orderId: number }) {
  return (
    <OrderLoader orderId={orderId}>
      {(order) => {
        const snapshot = resolveSnapshot(order.machine, order.stateValue, order.context);
        const offered = offeredAction(snapshot, order.side, 'refund.apply') !== null;
        return (
          <Stack gap="5" maxW="2xl">
            <OrderHeader order={order} />
            {offered ? (
              <RefundForm order={order} snapshot={snapshot} />
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

/**
 * The amount field as the call's body takes it, in fen. Anything `yuanToFen` refuses, and more than the order's machine
 * accepts (more than was paid), goes as 0: the body's schema then refuses it with its own rule (refundAmountRule),
 * so neither rule is written here again.
 */
function refundAmount(text: string, snapshot: AnyMachineSnapshot): number {
  const amount = yuanToFen(text);
  if (amount === null) return 0;
  return isRefundableAmount(snapshot.context as OrderContext, amount) ? amount : 0;
}

function RefundForm({ order, snapshot }: { order: OrderDetail; snapshot: AnyMachineSnapshot }) {
  const navigate = useAppNavigate();
  const actor = useOrderActionActor(order, () => void navigate({ to: '/person/order/detail/$id', params: { id: String(order.id) } }));
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  const error = useSelector(actor, (s) => s.context.error);
  const [reason, setReason] = useState('');
  // What was paid, as the field shows yuan.
  const [amount, setAmount] = useState(fenToYuanText(order.amount));
  const [withReturn, setWithReturn] = useState(true);
  // 凭证图片: the buyer's own evidence (complaintImage uploads), kept through a refused attempt like the other fields.
  const [photos, setPhotos] = useState<string[]>([]);

  const submit = () => {
    // The page is the action's form: the first submission chooses it (one attempt for this visit), every retry
    // after a refusal is the same attempt.
    if (actor.getSnapshot().matches('idle')) {
      actor.send({ type: 'action.choose', event: 'refund.apply', role: order.side, subject: order.id, attempt: newAttempt(order, 'refund.apply') });
    }
    actor.send({
      type: 'action.submit',
      body: { orderId: order.id, reason, amount: refundAmount(amount, snapshot), withReturn, photos },
    });
  };

  return (
    <form
      aria-label="申请退款"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        submit();
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
        <PhotosField kind="complaint" label="凭证图片" value={photos} onChange={setPhotos} />
        <ErrorLine error={error} />
        <Button type="submit" colorPalette="brand" loading={busy} loadingText="提交退款申请" alignSelf="flex-start">
          提交退款申请
        </Button>
      </Stack>
    </form>
  );
}
