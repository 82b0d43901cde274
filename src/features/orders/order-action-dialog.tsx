import { Field, Input, NativeSelect, Stack, Text, Textarea } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useSelector } from '@xstate/react';
import { useReducer } from 'react';
import type { OrderDetail } from '../../api/contracts/trade';
import { payPasswordSetQueryOptions } from '../../api/trade/get-pay-password-set';
import { AppDialog } from '../shared/app-dialog';
import { useActionRules } from '../lifecycle';
import { ErrorLine } from '../shared/error-line';
import { FieldRule } from '../shared/form-fields';
import { formatYuan } from '../shared/format';
import { ShipFields } from '../shared/ship-fields';
import { actionOf, type OrderAction } from './order-actions';
import { ForgotPayPasswordLink, PayPasswordPrompt } from './pay-password-prompt';
import { payFields, PayWayChoice, type PayChoice } from './pay-way-choice';
import { ReasonSelect } from './reason-select';
import type { OrderActionActor } from './use-order-action-actor';

/**
 * The form of the action the page's lifecycle action machine has open (payment password, shipment, reason,
 * evaluation, or "are you sure"): open while the machine is editing or sending, busy while it sends, every broken
 * rule beside its field at once and the rest (the server's refusal) on the form's line. Nothing when no action is chosen. The refund
 * application has a page of its own (refund-apply.tsx).
 */
export function OrderActionDialog({ order, actor }: { order: OrderDetail; actor: OrderActionActor }) {
  const call = useSelector(actor, (s) => s.context.call);
  const attempt = useSelector(actor, (s) => s.context.attempt);
  const payPasswordSet = useQuery(payPasswordSetQueryOptions());
  const action = call && actionOf(call);
  if (!action || action.form === 'page') return null;
  const dismiss = () => actor.send({ type: 'action.dismiss' });
  // Paid actions need a payment password (spec section 5): without one, the prompt sends the member to set it.
  if (action.form === 'payPassword' && payPasswordSet.data === false) return <PayPasswordPrompt open onClose={dismiss} />;
  // Keyed by the attempt: each opened form starts empty.
  return <ActionFormDialog key={attempt} order={order} action={action} actor={actor} onClose={dismiss} />;
}

/** The fields an action's form shows: their broken rules go beside them, the rest on the form's line. */
const shownFields = ['payPassword', 'expressCompany', 'trackingNo', 'reason', 'comment'] as const;

/** What is typed into an action's form (input, not flow: the machine holds what was chosen, sent and refused). */
type Fields = Partial<Record<'payPassword' | 'expressCompany' | 'trackingNo' | 'reason' | 'score' | 'comment', string>> & PayChoice;
const typed = (fields: Fields, change: Fields): Fields => ({ ...fields, ...change });

/** The call's body from the form: the order and the action's own fields, for the call's schema to check. */
function bodyOf(action: OrderAction, orderId: number, f: Fields): Record<string, unknown> {
  switch (action.form) {
    case 'payPassword':
      // Paying says how (docs/adr/0028, 0035): the way chosen in the dialog and the beans paying part before it; none
      // chosen yet (my purses still loading) is the balance, as the server takes it.
      return { orderId, payPassword: f.payPassword ?? '', ...(action.event === 'order.pay' ? payFields(f) : {}) };
    case 'ship':
      return { orderId, expressCompany: f.expressCompany ?? '', trackingNo: f.trackingNo ?? '' };
    case 'cancelReason':
      return { orderId, reason: f.reason ?? '' };
    case 'evaluate':
      return { orderId, score: Number(f.score ?? '1'), comment: f.comment ?? '' };
    case 'confirm':
    case 'page':
      return { orderId };
  }
}

function ActionFormDialog({ order, action, actor, onClose }: { order: OrderDetail; action: OrderAction; actor: OrderActionActor; onClose: () => void }) {
  const [fields, type] = useReducer(typed, {});
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  const { rules, line } = useActionRules(actor, shownFields);
  const set = (name: keyof Fields) => (e: { target: { value: string } }) => type({ [name]: e.target.value });
  const submit = () => actor.send({ type: 'action.submit', body: bodyOf(action, order.id, fields) });

  return (
    <AppDialog open onClose={onClose} title={action.label} size="sm" confirm={{ label: '确定', onConfirm: submit, busy }}>
      <Stack gap="4">
        <Text color="gray.600" fontSize="sm">
          订单号 {order.id} · {order.productName} × {order.quantity} · 金额 ¥{formatYuan(order.amount)}
        </Text>
        {action.event === 'order.pay' && <PayWayChoice amount={order.amount} value={fields} onChange={type} />}
        {action.form === 'payPassword' && (
          <Field.Root required invalid={Boolean(rules.payPassword)}>
            <Field.Label>支付密码</Field.Label>
            <Input type="password" inputMode="numeric" maxLength={6} autoComplete="off" value={fields.payPassword ?? ''} onChange={set('payPassword')} />
            <FieldRule error={rules.payPassword} />
            <ForgotPayPasswordLink />
          </Field.Root>
        )}
        {action.form === 'ship' && <ShipFields fields={fields} set={set} rules={rules} />}
        {action.form === 'cancelReason' && <ReasonSelect kind="cancel" value={fields.reason ?? ''} onChange={(reason) => type({ reason })} error={rules.reason} />}
        {action.form === 'evaluate' && (
          <>
            <Field.Root>
              <Field.Label>评价</Field.Label>
              <NativeSelect.Root>
                <NativeSelect.Field value={fields.score ?? '1'} onChange={set('score')}>
                  <option value="1">好评</option>
                  <option value="0">中评</option>
                  <option value="-1">差评</option>
                </NativeSelect.Field>
              </NativeSelect.Root>
            </Field.Root>
            <Field.Root invalid={Boolean(rules.comment)}>
              <Field.Label>评价内容</Field.Label>
              <Textarea maxLength={200} value={fields.comment ?? ''} onChange={set('comment')} />
              <FieldRule error={rules.comment} />
            </Field.Root>
          </>
        )}
        {action.form === 'confirm' && <Text>确定要{action.label}吗？</Text>}
        <ErrorLine error={line} />
      </Stack>
    </AppDialog>
  );
}
