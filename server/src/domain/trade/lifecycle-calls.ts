import { lifecycleBodies } from '../../../../src/api/contracts/trade';
import type { LifecycleEvent } from '../../../../src/machines/order-lifecycles';

type Body = keyof typeof lifecycleBodies;
type Call = { body: Body; event: (body: Record<string, unknown>) => Pick<LifecycleEvent, 'type'> & Record<string, unknown> };

const plain = (type: LifecycleEvent['type']): Call => ({ body: 'orderOnly', event: () => ({ type }) });
const withFields =
  (type: LifecycleEvent['type'], ...fields: string[]) =>
  (body: Record<string, unknown>) => ({ type, ...Object.fromEntries(fields.map((f) => [f, body[f]])) });

/**
 * Every lifecycle call of spec section 7 (Trade flows) is one machine event. The caller's role is worked out from
 * the order, never read from the request (src/machines/lifecycle.ts).
 */
export const lifecycleCalls: Record<string, Call> = {
  '/api/trade/online/buyer/pay': { body: 'withPayPassword', event: () => ({ type: 'order.pay' }) },
  '/api/trade/publisher/cancel': plain('order.publisherCancel'),
  '/api/trade/online/seller/ship': { body: 'ship', event: withFields('order.ship', 'expressCompany', 'trackingNo') },
  '/api/trade/online/buyer/receive': { body: 'withPayPassword', event: () => ({ type: 'order.receive' }) },
  '/api/trade/online/delayed': plain('order.extendReceipt'),
  '/api/trade/online/remind/receipt': plain('order.remindReceipt'),
  '/api/trade/trade/evaluation': { body: 'evaluate', event: withFields('order.evaluate', 'score', 'comment') },
  '/api/trade/online/apply/cancel': { body: 'cancelApply', event: withFields('cancel.apply', 'reason') },
  '/api/trade/online/revoke/cancel': plain('cancel.revoke'),
  '/api/trade/online/refuse/cancel': plain('cancel.refuse'),
  '/api/trade/online/agree/cancel': plain('cancel.agree'),
  '/api/trade/refunds/buyer/apply': { body: 'refundApply', event: withFields('refund.apply', 'reason', 'amount', 'withReturn') },
  '/api/trade/refunds/buyer/cancel': plain('refund.cancel'),
  '/api/trade/refunds/buyer/ship': { body: 'ship', event: withFields('refund.ship', 'expressCompany', 'trackingNo') },
  '/api/trade/refunds/seller/confirm': plain('refund.confirm'),
  '/api/trade/refunds/seller/refund': plain('refund.refund'),
  '/api/trade/refunds/seller/refuseRefund': plain('refund.refuseRefund'),
  '/api/trade/refunds/seller/refuseApply': plain('refund.refuseApply'),
  // The spec names one call per side; the machine's guard checks the caller really is that side.
  '/api/trade/offline/buyer/confirmComplete': plain('offline.confirmComplete'),
  '/api/trade/offline/buyer/confirmFail': plain('offline.confirmFail'),
  '/api/trade/offline/seller/confirmComplete': plain('offline.confirmComplete'),
  '/api/trade/offline/seller/confirmFail': plain('offline.confirmFail'),
};

