import type { AnyMachineSnapshot } from 'xstate';
import { callSending } from '../../api/contracts/lifecycle-calls';
import type { OrderMachineId, Side } from '../../api/contracts/trade';
import { offers } from '../../machines/lifecycle';
import type { LifecycleEvent } from '../../machines/order-lifecycles';
import type { SitePath } from '../site';

/**
 * The form an action needs before it is sent; `confirm` is a plain "are you sure"; `page` is a form with a page of
 * its own (`page`), which sends the action through the same call.
 */
export type ActionForm = 'confirm' | 'payPassword' | 'ship' | 'cancelReason' | 'evaluate' | 'page';

/** How the screen shows a member's action on an order; its call is the call table's (`actionCall`). */
export interface OrderAction {
  event: LifecycleEvent['type'];
  label: string;
  form: ActionForm;
  /** The route of the action's own page (`$id` the order), for `form: 'page'`. */
  page?: SitePath;
  primary?: boolean;
}

/**
 * Every member action on an order, in display order. The screen offers exactly those the order's machine accepts
 * from this member now (`offers`: the event's type, without a payload), the check the server makes before it parses
 * the payload; everything else is absent.
 */
export const orderActions: OrderAction[] = [
  { event: 'order.pay', label: '立即付款', form: 'payPassword', primary: true },
  { event: 'order.ship', label: '发货', form: 'ship', primary: true },
  { event: 'order.receive', label: '确认收货', form: 'payPassword', primary: true },
  { event: 'order.evaluate', label: '评价', form: 'evaluate', primary: true },
  { event: 'offline.confirmComplete', label: '确认交易完成', form: 'confirm', primary: true },
  { event: 'offline.confirmFail', label: '确认交易失败', form: 'confirm' },
  { event: 'cancel.agree', label: '同意取消', form: 'confirm', primary: true },
  { event: 'cancel.refuse', label: '拒绝取消', form: 'confirm' },
  { event: 'cancel.revoke', label: '撤回取消申请', form: 'confirm' },
  { event: 'cancel.apply', label: '申请取消订单', form: 'cancelReason' },
  { event: 'refund.confirm', label: '同意退款申请', form: 'confirm', primary: true },
  { event: 'refund.refuseApply', label: '拒绝退款申请', form: 'confirm' },
  { event: 'refund.ship', label: '填写退货物流', form: 'ship', primary: true },
  { event: 'refund.refund', label: '确认收到退货并退款', form: 'confirm', primary: true },
  { event: 'refund.refuseRefund', label: '拒绝退款', form: 'confirm' },
  { event: 'refund.cancel', label: '撤销退款申请', form: 'confirm' },
  { event: 'refund.apply', label: '申请退款', form: 'page', page: '/person/order/refund/$id' },
  { event: 'order.extendReceipt', label: '延长收货', form: 'confirm' },
  { event: 'order.remindReceipt', label: '提醒买家收货', form: 'confirm' },
  { event: 'order.publisherCancel', label: '撤销订单', form: 'confirm' },
];

/** The call that sends an action from my side on an order running `machine` (the offline confirmations: one per side). */
export const actionCall = (machine: OrderMachineId, event: string, side: Side) => callSending(machine, event, side);

/** The actions the order's machine accepts from my side now, each with a call for my side in the call table. */
export function availableActions(snapshot: AnyMachineSnapshot, side: Side, now = Date.now()): OrderAction[] {
  const machine = snapshot.machine.id as OrderMachineId;
  return orderActions.filter((a) => actionCall(machine, a.event, side) && offers(snapshot, a.event, side, now));
}

/** The action `event` if the order's machine accepts it from this member now, else null. */
export const offeredAction = (snapshot: AnyMachineSnapshot, side: Side, event: LifecycleEvent['type']) =>
  availableActions(snapshot, side).find((a) => a.event === event) ?? null;

/** How the screen shows the action a call sends (the lifecycle action machine holds the call, not the action). */
export const actionOf = (call: { event: string }): OrderAction | undefined => orderActions.find((a) => a.event === call.event);
