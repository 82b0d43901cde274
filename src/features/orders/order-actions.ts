import type { AnyMachineSnapshot } from 'xstate';
import type { Side } from '../../api/contracts/trade';
import type { LifecycleEvent } from '../../machines/order-lifecycles';

/**
 * The form an action needs before it is sent; `confirm` is a plain "are you sure"; `page` is a form with a page of
 * its own (`page`), which sends the action through the same call.
 */
export type ActionForm = 'confirm' | 'payPassword' | 'ship' | 'cancelReason' | 'evaluate' | 'page';

export interface OrderAction {
  event: LifecycleEvent['type'];
  label: string;
  /** The call that sends it; `{side}` is the member's side (the offline confirmations have one call per side). */
  path: string;
  form: ActionForm;
  /** The route of the action's own page (`$id` the order), for `form: 'page'`. */
  page?: string;
  /** A payload the machine's guards accept, to ask `can` whether the action is offered at all. */
  sample?: Record<string, unknown>;
  primary?: boolean;
}

/**
 * Every member action on an order, in display order. The screen offers exactly those the order's machine accepts
 * from this member now (`snapshot.can`), the same check the server makes; everything else is absent.
 */
export const orderActions: OrderAction[] = [
  { event: 'order.pay', label: '立即付款', path: '/api/trade/online/buyer/pay', form: 'payPassword', primary: true },
  { event: 'order.ship', label: '发货', path: '/api/trade/online/seller/ship', form: 'ship', sample: { expressCompany: 'x', trackingNo: 'x' }, primary: true },
  { event: 'order.receive', label: '确认收货', path: '/api/trade/online/buyer/receive', form: 'payPassword', primary: true },
  { event: 'order.evaluate', label: '评价', path: '/api/trade/trade/evaluation', form: 'evaluate', sample: { score: 1, comment: '' }, primary: true },
  { event: 'offline.confirmComplete', label: '确认交易完成', path: '/api/trade/offline/{side}/confirmComplete', form: 'confirm', primary: true },
  { event: 'offline.confirmFail', label: '确认交易失败', path: '/api/trade/offline/{side}/confirmFail', form: 'confirm' },
  { event: 'cancel.agree', label: '同意取消', path: '/api/trade/online/agree/cancel', form: 'confirm', primary: true },
  { event: 'cancel.refuse', label: '拒绝取消', path: '/api/trade/online/refuse/cancel', form: 'confirm' },
  { event: 'cancel.revoke', label: '撤回取消申请', path: '/api/trade/online/revoke/cancel', form: 'confirm' },
  { event: 'cancel.apply', label: '申请取消订单', path: '/api/trade/online/apply/cancel', form: 'cancelReason', sample: { reason: 'x' } },
  { event: 'refund.confirm', label: '同意退款申请', path: '/api/trade/refunds/seller/confirm', form: 'confirm', primary: true },
  { event: 'refund.refuseApply', label: '拒绝退款申请', path: '/api/trade/refunds/seller/refuseApply', form: 'confirm' },
  { event: 'refund.ship', label: '填写退货物流', path: '/api/trade/refunds/buyer/ship', form: 'ship', sample: { expressCompany: 'x', trackingNo: 'x' }, primary: true },
  { event: 'refund.refund', label: '确认收到退货并退款', path: '/api/trade/refunds/seller/refund', form: 'confirm', primary: true },
  { event: 'refund.refuseRefund', label: '拒绝退款', path: '/api/trade/refunds/seller/refuseRefund', form: 'confirm' },
  { event: 'refund.cancel', label: '撤销退款申请', path: '/api/trade/refunds/buyer/cancel', form: 'confirm' },
  {
    event: 'refund.apply',
    label: '申请退款',
    path: '/api/trade/refunds/buyer/apply',
    form: 'page',
    page: '/person/order/refund/$id',
    sample: { amount: 1, withReturn: true, reason: 'x' },
  },
  { event: 'order.extendReceipt', label: '延长收货', path: '/api/trade/online/delayed', form: 'confirm' },
  { event: 'order.remindReceipt', label: '提醒买家收货', path: '/api/trade/online/remind/receipt', form: 'confirm' },
  { event: 'order.publisherCancel', label: '撤销订单', path: '/api/trade/publisher/cancel', form: 'confirm' },
];

export function availableActions(snapshot: AnyMachineSnapshot, side: Side, now = Date.now()): OrderAction[] {
  return orderActions.filter((a) => snapshot.can({ type: a.event, by: side, at: now, ...a.sample } as never));
}

export const actionPath = (action: OrderAction, side: Side) => action.path.replace('{side}', side);

/** The action `event` if the order's machine accepts it from this member now, else null. */
export const offeredAction = (snapshot: AnyMachineSnapshot, side: Side, event: LifecycleEvent['type']) =>
  availableActions(snapshot, side).find((a) => a.event === event) ?? null;

/** The refund's part of an order's timeline: an online order is disputed only when a returned item's refund is refused. */
export const isRefundEvent = (event: string) => event.startsWith('refund.') || event === 'dispute.refundBuyer' || event === 'dispute.releaseSeller';

/** How the timeline names each recorded event. */
export const eventNames: Record<string, string> = {
  'order.created': '下单',
  ...Object.fromEntries(orderActions.map((a) => [a.event, a.label])),
  'order.paymentDeadlinePassed': '超时未付款，订单关闭',
  'order.shipDeadlinePassed': '超时未发货，退款给买家',
  'order.receiptDeadlinePassed': '超时自动确认收货',
  'order.evaluationWindowPassed': '评价期结束',
  'cancel.answerDeadlinePassed': '超时未答复，视为同意取消',
  'refund.answerDeadlinePassed': '超时未答复，视为同意退款',
  'refund.returnDeadlinePassed': '超时未处理退货，自动退款',
  'offline.confirmDeadlinePassed': '确认期结束',
  'dispute.refundBuyer': '平台裁决：退款给买家',
  'dispute.releaseSeller': '平台裁决：放款给卖家',
  'dispute.decideComplete': '平台裁决：交易完成',
  'dispute.decideFail': '平台裁决：交易失败',
};

export const roleNames: Record<string, string> = { buyer: '买家', seller: '卖家', system: '系统', operator: '平台' };
