import { Field, Input, NativeSelect, Stack, Text, Textarea } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { messages } from '../../api/contracts/messages';
import type { OrderDetail } from '../../api/contracts/trade';
import { sendOrderAction } from '../../api/trade/order-actions';
import { expressCompaniesQuery } from '../../api/trade/orders';
import { AppDialog } from '../feedback/app-dialog';
import { ErrorLine } from '../feedback/error-line';
import { useSubmission } from '../feedback/use-submission';
import { formatYuan } from '../format/format';
import { actionPath, type OrderAction } from './order-actions';
import { ReasonSelect } from './reason-select';

/**
 * The form one order action needs (payment password, shipment, reason, evaluation), then the call. The server
 * checks everything again; this only saves a round trip for what is obviously missing. The refund application has
 * a page of its own (refund-apply.tsx).
 */
export function OrderActionDialog({
  order,
  action,
  onClose,
  onDone,
}: {
  order: OrderDetail;
  action: OrderAction;
  onClose: () => void;
  onDone: (updated: OrderDetail) => void;
}) {
  const [fields, setFields] = useState<Record<string, string>>({ score: '1' });
  const { busy, error, setError, run } = useSubmission();
  // One key per opened dialog: a second click after a lost answer is the same attempt, not a second payment.
  const [idempotencyKey] = useState(() => `${order.id}:${action.event}:${crypto.randomUUID()}`);
  const set = (name: string) => (e: { target: { value: string } }) => setFields((f) => ({ ...f, [name]: e.target.value }));

  const body = (): Record<string, unknown> | string => {
    const f = fields;
    switch (action.form) {
      case 'payPassword':
        return /^\d{6}$/.test(f.payPassword ?? '') ? { payPassword: f.payPassword } : messages.payPasswordRule;
      case 'ship':
        if (!f.expressCompany) return messages.chooseExpressCompany;
        return /^[A-Za-z0-9]{6,30}$/.test(f.trackingNo?.trim() ?? '') ? { expressCompany: f.expressCompany, trackingNo: f.trackingNo!.trim() } : messages.enterTrackingNo;
      case 'cancelReason':
        return f.reason ? { reason: f.reason } : messages.chooseReason;
      case 'evaluate':
        return { score: Number(f.score), comment: f.comment ?? '' };
      case 'confirm':
      case 'page':
        return {};
    }
  };

  const submit = () => {
    const payload = body();
    if (typeof payload === 'string') return setError(payload);
    return run(async () => {
      onDone(await sendOrderAction(actionPath(action, order.side), { orderId: order.id, ...payload }, idempotencyKey));
    });
  };

  return (
    <AppDialog
      open
      onClose={onClose}
      title={action.label}
      size="sm"
      confirm={{ label: '确定', onConfirm: () => void submit(), busy }}
    >
      <Stack gap="4">
        <Text color="gray.600" fontSize="sm">
          订单号 {order.id} · {order.productName} × {order.quantity} · 金额 ¥{formatYuan(order.amount)}
        </Text>
        {action.form === 'payPassword' && (
          <Field.Root required>
            <Field.Label>支付密码</Field.Label>
            <Input type="password" inputMode="numeric" maxLength={6} autoComplete="off" value={fields.payPassword ?? ''} onChange={set('payPassword')} />
          </Field.Root>
        )}
        {action.form === 'ship' && <ShipFields fields={fields} set={set} />}
        {action.form === 'cancelReason' && <ReasonSelect kind="cancel" value={fields.reason ?? ''} onChange={(reason) => setFields((f) => ({ ...f, reason }))} />}
        {action.form === 'evaluate' && (
          <>
            <Field.Root>
              <Field.Label>评价</Field.Label>
              <NativeSelect.Root>
                <NativeSelect.Field value={fields.score} onChange={set('score')}>
                  <option value="1">好评</option>
                  <option value="0">中评</option>
                  <option value="-1">差评</option>
                </NativeSelect.Field>
              </NativeSelect.Root>
            </Field.Root>
            <Field.Root>
              <Field.Label>评价内容</Field.Label>
              <Textarea maxLength={200} value={fields.comment ?? ''} onChange={set('comment')} />
            </Field.Root>
          </>
        )}
        {action.form === 'confirm' && <Text>确定要{action.label}吗？</Text>}
        <ErrorLine error={error} />
      </Stack>
    </AppDialog>
  );
}

function ShipFields({ fields, set }: { fields: Record<string, string>; set: (name: string) => (e: { target: { value: string } }) => void }) {
  const companies = useQuery(expressCompaniesQuery());
  return (
    <>
      <Field.Root required>
        <Field.Label>快递公司</Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field value={fields.expressCompany ?? ''} onChange={set('expressCompany')}>
            <option value="">请选择快递公司</option>
            {companies.data?.map((c) => (
              <option key={c.id} value={c.name}>
                {c.name}
              </option>
            ))}
          </NativeSelect.Field>
        </NativeSelect.Root>
      </Field.Root>
      <Field.Root required>
        <Field.Label>快递单号</Field.Label>
        <Input value={fields.trackingNo ?? ''} onChange={set('trackingNo')} />
      </Field.Root>
    </>
  );
}
