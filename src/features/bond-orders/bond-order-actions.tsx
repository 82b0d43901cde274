import { Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useSelector } from '@xstate/react';
import { useState } from 'react';
import type { BondOrderDetail } from '../../api/contracts/bonds';
import { decisionReasonMaxLength } from '../../api/contracts/decision-reasons';
import { payPasswordSetQueryOptions } from '../../api/trade/get-pay-password-set';
import { bondOrderSnapshots } from '../../machines/bond-order.machine';
import { offers } from '../../machines/lifecycle';
import { ActionDialog, LifecycleActionButtons, useActionRules, type LifecycleActionActor } from '../lifecycle';
import { PayPasswordEntry } from '../membership';
import { formatYuan } from '../shared/format';
import { ShipFields } from '../shared/ship-fields';

/** What a side of a bond order may do on its page, in the order the buttons show. */
const memberActions = [
  { event: 'bondOrder.ship', label: '发货', danger: false },
  { event: 'bondOrder.receive', label: '确认收货并付款', danger: false },
  { event: 'bondOrder.dispute', label: '申请仲裁', danger: true },
] as const;

/** The actions the bond order machine offers my side now: the machine's answer, as the server's. */
export function offeredActions(order: BondOrderDetail) {
  const side = order.side;
  if (!side) return [];
  const snapshot = bondOrderSnapshots.resolve(order.stateValue, order.context);
  return memberActions.filter((action) => offers(snapshot, action.event, side));
}

/** The buttons of what my side may do now, each opening its form in the one action machine. */
export function BondOrderActionButtons({ order, actor }: { order: BondOrderDetail; actor: LifecycleActionActor }) {
  if (!order.side) return null;
  return <LifecycleActionButtons actions={offeredActions(order)} machine="bondOrder" id={order.id} role={order.side} actor={actor} />;
}

/** The forms of the member's three actions: each opens while the action machine has it chosen. */
export function BondOrderActionDialogs({ order, actor }: { order: BondOrderDetail; actor: LifecycleActionActor }) {
  const chosen = useSelector(actor, (s) => (s.matches('idle') ? null : s.context.call?.event));
  const attempt = useSelector(actor, (s) => s.context.attempt);
  return (
    <>
      {/* Keyed by the attempt: each opened form starts empty. */}
      {chosen === 'bondOrder.ship' && <ShipDialog key={attempt} order={order} actor={actor} />}
      {chosen === 'bondOrder.receive' && <ReceiveDialog key={attempt} order={order} actor={actor} />}
      <ActionDialog
        actor={actor}
        event="bondOrder.dispute"
        title="申请仲裁"
        confirmLabel="提交仲裁"
        danger
        body={({ reason }) => ({ id: order.id, reason })}
        reason={{ label: '仲裁原因', placeholder: '请说明货物的问题，平台将据此处理', maxLength: decisionReasonMaxLength }}
      >
        <Text>申请仲裁后由平台判定责任方：违约方的保证金赔付给对方。仲裁期间您仍可确认收货并付款。</Text>
      </ActionDialog>
    </>
  );
}

/** 发货: the express company and the tracking number, as an order's shipment, each rule beside its field. */
function ShipDialog({ order, actor }: { order: BondOrderDetail; actor: LifecycleActionActor }) {
  const [shipment, setShipment] = useState<{ expressCompany?: string; trackingNo?: string }>({});
  const { rules } = useActionRules(actor, shipFields);
  const set = (name: (typeof shipFields)[number]) => (e: { target: { value: string } }) => setShipment((now) => ({ ...now, [name]: e.target.value }));
  return (
    <ActionDialog
      actor={actor}
      event="bondOrder.ship"
      title="发货"
      confirmLabel="确认发货"
      fields={shipFields}
      body={() => ({ id: order.id, expressCompany: shipment.expressCompany ?? '', trackingNo: shipment.trackingNo ?? '' })}
    >
      <Text color="gray.600" fontSize="sm">
        订单号 {order.id} · {order.productName} × {order.quantity} {order.unit}
      </Text>
      <ShipFields fields={shipment} set={set} rules={rules} />
    </ActionDialog>
  );
}
const shipFields = ['expressCompany', 'trackingNo'] as const;

/** 确认收货并付款: the price goes from my balance to the seller, and both margins back to their bond funds. */
function ReceiveDialog({ order, actor }: { order: BondOrderDetail; actor: LifecycleActionActor }) {
  const [payPassword, setPayPassword] = useState('');
  const isSet = useQuery(payPasswordSetQueryOptions()).data;
  const { rules } = useActionRules(actor, ['payPassword']);
  return (
    <ActionDialog
      actor={actor}
      event="bondOrder.receive"
      title="确认收货并付款"
      confirmLabel="确认付款"
      fields={['payPassword']}
      body={() => ({ id: order.id, payPassword })}
    >
      <Text>
        将从账户余额支付货款 <Text as="strong">¥{formatYuan(order.amount)}</Text> 给卖方 {order.seller}；付款后您的保证金 ¥{formatYuan(order.buyerMargin)}
        解冻退回保证金账户。
      </Text>
      <PayPasswordEntry isSet={isSet} value={payPassword} onChange={(e) => setPayPassword(e.target.value)} error={rules.payPassword} />
    </ActionDialog>
  );
}
