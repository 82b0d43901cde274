import { Field, Input, NativeSelect, Text, Textarea } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { useState, type ReactNode } from 'react';
import type { AgentDeliveryDetail } from '../../api/contracts/agent-delivery';
import { maxAgentNote } from '../../api/contracts/agent-delivery-names';
import { agentDeliverySnapshots } from '../../machines/agent-delivery.machine';
import { offers } from '../../machines/lifecycle';
import { ActionDialog, LifecycleActionButtons, useActionRules, type LifecycleActionActor } from '../lifecycle';
import { PhotosField } from '../photos';
import { FieldRule } from '../shared/form-fields';
import { formatYuan } from '../shared/format';
import { ShipFields } from '../shared/ship-fields';
import { GradeOptions } from '../shared/grade-options';

/** What each role may do on a delivery, in the order the buttons show. */
const deliveryActions = [
  { event: 'agentDelivery.cancel', label: '取消委托', danger: true },
  { event: 'agentDelivery.accept', label: '仍然接收', danger: false },
  { event: 'agentDelivery.reject', label: '要求退回', danger: true },
  { event: 'agentDelivery.receive', label: '签收', danger: false },
  { event: 'agentDelivery.inspect', label: '验货通过', danger: false },
  { event: 'agentDelivery.reportProblem', label: '报告问题', danger: true },
  { event: 'agentDelivery.hold', label: '代为保管', danger: false },
  { event: 'agentDelivery.forward', label: '转寄', danger: false },
  { event: 'agentDelivery.returnToSender', label: '退回卖方', danger: false },
] as const;
type DeliveryEvent = (typeof deliveryActions)[number]['event'];

/** The actions the agent delivery machine offers the caller's role now: the machine's answer, as the server's. */
export function offeredDeliveryActions(delivery: AgentDeliveryDetail) {
  const snapshot = agentDeliverySnapshots.resolve(delivery.stateValue, delivery.context);
  return deliveryActions.filter((action) => offers(snapshot, action.event, delivery.role));
}

/** The buttons of what my role may do now, each opening its form in the one action machine. */
export function AgentDeliveryActionButtons({ delivery, actor }: { delivery: AgentDeliveryDetail; actor: LifecycleActionActor }) {
  return <LifecycleActionButtons actions={offeredDeliveryActions(delivery)} machine="agentDelivery" id={delivery.id} role={delivery.role} actor={actor} />;
}

/** The forms of the delivery's actions: each opens while the action machine has it chosen. */
export function AgentDeliveryActionDialogs({ delivery, actor }: { delivery: AgentDeliveryDetail; actor: LifecycleActionActor }) {
  const chosen = useSelector(actor, (s) => (s.matches('idle') ? null : (s.context.call?.event as DeliveryEvent | undefined)));
  const attempt = useSelector(actor, (s) => s.context.attempt);
  const id = { id: delivery.id };
  const what = (
    <Text color="gray.600" fontSize="sm">
      订单号 {delivery.orderId} · {delivery.productName} × {delivery.quantity}（{delivery.grade}）
    </Text>
  );
  return (
    <>
      <ActionDialog actor={actor} event="agentDelivery.cancel" title="取消委托" confirmLabel="确认取消" danger body={() => id}>
        {what}
        <Text>取消后代理费 ¥{formatYuan(delivery.fee)} 退回您的余额；卖方仍按订单地址发货。</Text>
      </ActionDialog>
      <ActionDialog actor={actor} event="agentDelivery.accept" title="仍然接收" confirmLabel="确认接收" body={() => id}>
        {what}
        <Text>代理人将按您的要求转寄或代为保管这批邮品。</Text>
      </ActionDialog>
      <ActionDialog actor={actor} event="agentDelivery.reject" title="要求退回" confirmLabel="确认退回" danger body={() => id}>
        {what}
        <Text>代理人将把邮品退回卖方；退款请同时在订单中申请。</Text>
      </ActionDialog>
      <ActionDialog actor={actor} event="agentDelivery.hold" title="代为保管" confirmLabel="确认保管" body={() => id}>
        {what}
        <Text>邮品留在您的库存中，委托人需要时再转寄。</Text>
      </ActionDialog>
      {/* Keyed by the attempt: each opened form starts empty. */}
      {chosen === 'agentDelivery.receive' && <ReceiveDialog key={attempt} delivery={delivery} actor={actor} what={what} />}
      {chosen === 'agentDelivery.inspect' && <InspectDialog key={attempt} delivery={delivery} actor={actor} what={what} />}
      {chosen === 'agentDelivery.reportProblem' && <ProblemDialog key={attempt} delivery={delivery} actor={actor} what={what} />}
      {chosen === 'agentDelivery.forward' && <SendDialog key={attempt} delivery={delivery} actor={actor} what={what} event="agentDelivery.forward" />}
      {chosen === 'agentDelivery.returnToSender' && <SendDialog key={attempt} delivery={delivery} actor={actor} what={what} event="agentDelivery.returnToSender" />}
    </>
  );
}

interface DialogProps {
  delivery: AgentDeliveryDetail;
  actor: LifecycleActionActor;
  what: ReactNode;
}

/** A note of at most 200 characters, with its rule beside it. */
function NoteField({ value, onChange, error, label = '备注（选填）' }: { value: string; onChange: (value: string) => void; error?: string; label?: string }) {
  return (
    <Field.Root invalid={Boolean(error)}>
      <Field.Label>{label}</Field.Label>
      <Textarea value={value} maxLength={maxAgentNote} rows={3} onChange={(e) => onChange(e.target.value)} />
      <FieldRule error={error} />
    </Field.Root>
  );
}

/** 签收: the parcel has arrived, with a note of its state if any. */
function ReceiveDialog({ delivery, actor, what }: DialogProps) {
  const [note, setNote] = useState('');
  const { rules } = useActionRules(actor, ['note']);
  return (
    <ActionDialog actor={actor} event="agentDelivery.receive" title="签收" confirmLabel="确认签收" fields={['note']} body={() => ({ id: delivery.id, note })}>
      {what}
      <NoteField value={note} onChange={setNote} error={rules.note} label="包裹情况（选填）" />
    </ActionDialog>
  );
}

/** 验货通过: the count and grade found beside the offer's, 1 to 9 photos of what arrived, and a note. */
function InspectDialog({ delivery, actor, what }: DialogProps) {
  const [quantity, setQuantity] = useState(String(delivery.quantity));
  const [grade, setGrade] = useState<string>(delivery.grade);
  const [photos, setPhotos] = useState<string[]>([]);
  const [note, setNote] = useState('');
  const fields = ['quantity', 'grade', 'photos', 'note'] as const;
  const { rules } = useActionRules(actor, fields);
  const typed = quantity.trim();
  return (
    <ActionDialog
      actor={actor}
      event="agentDelivery.inspect"
      title="验货通过"
      confirmLabel="提交验货"
      fields={fields}
      body={() => ({ id: delivery.id, quantity: /^\d+$/.test(typed) ? Number(typed) : Number.NaN, grade, photos, note })}
    >
      {what}
      <Field.Root required invalid={Boolean(rules.quantity)}>
        <Field.Label>核对数量（挂牌 {delivery.quantity}）</Field.Label>
        <Input inputMode="numeric" value={quantity} onChange={(e) => setQuantity(e.target.value)} minH="44px" />
        <FieldRule error={rules.quantity} />
      </Field.Root>
      <Field.Root required invalid={Boolean(rules.grade)}>
        <Field.Label>核对品相（挂牌 {delivery.grade}）</Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field value={grade} onChange={(e) => setGrade(e.target.value)} minH="44px">
            <GradeOptions />
          </NativeSelect.Field>
        </NativeSelect.Root>
        <FieldRule error={rules.grade} />
      </Field.Root>
      <PhotosField kind="product" label="验货照片" value={photos} onChange={setPhotos} error={rules.photos} />
      <NoteField value={note} onChange={setNote} error={rules.note} />
    </ActionDialog>
  );
}

/** 报告问题: what is wrong, with 1 to 9 photos; the member then accepts the stamps or has them returned. */
function ProblemDialog({ delivery, actor, what }: DialogProps) {
  const [photos, setPhotos] = useState<string[]>([]);
  const { rules } = useActionRules(actor, ['photos']);
  return (
    <ActionDialog
      actor={actor}
      event="agentDelivery.reportProblem"
      title="报告问题"
      confirmLabel="提交问题"
      danger
      fields={['photos']}
      reason={{ label: '问题说明', placeholder: '如：数量不足、品相与挂牌不符、包裹破损', maxLength: maxAgentNote }}
      body={({ reason }) => ({ id: delivery.id, reason, photos })}
    >
      {what}
      <PhotosField kind="product" label="问题照片" value={photos} onChange={setPhotos} error={rules.photos} />
    </ActionDialog>
  );
}

const shipFields = ['expressCompany', 'trackingNo'] as const;

/** 转寄 (to the forward address) or 退回卖方: the express company and the tracking number, as an order's shipment. */
function SendDialog({ delivery, actor, what, event }: DialogProps & { event: 'agentDelivery.forward' | 'agentDelivery.returnToSender' }) {
  const [shipment, setShipment] = useState<{ expressCompany?: string; trackingNo?: string }>({});
  const { rules } = useActionRules(actor, shipFields);
  const set = (name: (typeof shipFields)[number]) => (e: { target: { value: string } }) => setShipment((now) => ({ ...now, [name]: e.target.value }));
  const forward = event === 'agentDelivery.forward';
  const to = forward ? delivery.forwardAddress : null;
  return (
    <ActionDialog
      actor={actor}
      event={event}
      title={forward ? '转寄' : '退回卖方'}
      confirmLabel={forward ? '确认转寄' : '确认退回'}
      fields={shipFields}
      body={() => ({ id: delivery.id, expressCompany: shipment.expressCompany ?? '', trackingNo: shipment.trackingNo ?? '' })}
    >
      {what}
      {to && (
        <Text fontSize="sm">
          寄往：{to.region} {to.detail} {to.consignee} {to.phone}
        </Text>
      )}
      <ShipFields fields={shipment} set={set} rules={rules} />
    </ActionDialog>
  );
}
