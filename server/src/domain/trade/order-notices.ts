import { messageTypeIds } from '../../../../src/api/contracts/inbox';
import type { Side } from '../../../../src/api/contracts/trade';
import type { LifecycleEvent } from '../../../../src/machines/order-lifecycles';
import type { Notice } from '../notices';

/** Who is told: the buyer, the seller, or whichever side did not send the event. */
type To = Side | 'other';
type Text = { to: To; title: string; content: (orderId: number) => string };

/**
 * The order events a member's counterpart is told of (server/src/domain/notices.ts). Deadlines the server sends are
 * not here: both sides see them on the order, whose deadline they were shown in advance.
 */
const orderNoticeTexts: Partial<Record<LifecycleEvent['type'], Text>> = {
  'order.pay': { to: 'seller', title: '买家已付款', content: (id) => `订单${id}的买家已付款，货款由平台托管，请尽快发货。` },
  'order.publisherCancel': { to: 'other', title: '订单已撤销', content: (id) => `挂单发布者撤销了订单${id}。` },
  'order.ship': { to: 'buyer', title: '卖家已发货', content: (id) => `订单${id}的卖家已发货，收到邮品并核对无误后请确认收货。` },
  'order.remindReceipt': { to: 'buyer', title: '卖家提醒您确认收货', content: (id) => `订单${id}的卖家提醒您：收到邮品并核对无误后请确认收货。` },
  'order.receive': { to: 'seller', title: '买家已确认收货', content: (id) => `订单${id}的买家已确认收货，货款已结算到您的账户。` },
  'order.evaluate': { to: 'other', title: '对方已评价', content: (id) => `订单${id}的对方已评价本次交易。` },
  'cancel.apply': { to: 'other', title: '对方申请取消订单', content: (id) => `订单${id}的对方申请取消订单，请在订单详情中同意或拒绝。` },
  'cancel.revoke': { to: 'other', title: '对方撤回了取消申请', content: (id) => `订单${id}的取消申请已被对方撤回，交易继续。` },
  'cancel.agree': { to: 'other', title: '取消申请已同意', content: (id) => `订单${id}的取消申请已被同意，订单已取消。` },
  'cancel.refuse': { to: 'other', title: '取消申请被拒绝', content: (id) => `订单${id}的取消申请被对方拒绝，交易继续。` },
  'refund.apply': { to: 'seller', title: '买家申请退款', content: (id) => `订单${id}的买家申请退款，请在订单详情中处理。` },
  'refund.cancel': { to: 'seller', title: '买家撤销了退款申请', content: (id) => `订单${id}的退款申请已被买家撤销。` },
  'refund.confirm': { to: 'buyer', title: '卖家同意退款申请', content: (id) => `订单${id}的卖家同意了您的退款申请，详情见订单退款记录。` },
  'refund.refuseApply': { to: 'buyer', title: '卖家拒绝退款申请', content: (id) => `订单${id}的卖家拒绝了您的退款申请。` },
  'refund.ship': { to: 'seller', title: '买家已寄回退货', content: (id) => `订单${id}的买家已寄回退货，收到后请确认并退款。` },
  'refund.refund': { to: 'buyer', title: '卖家已退款', content: (id) => `订单${id}的退款已退回您的账户。` },
  'refund.refuseRefund': { to: 'buyer', title: '卖家拒绝退款', content: (id) => `订单${id}的卖家拒绝退款，平台将介入处理。` },
  'offline.confirmComplete': { to: 'other', title: '对方确认交易完成', content: (id) => `线下订单${id}的对方已确认交易完成，请您也确认。` },
  'offline.confirmFail': { to: 'other', title: '对方确认交易失败', content: (id) => `线下订单${id}的对方确认交易失败，请您确认。` },
};

/** The notice `event`, sent by side `by`, gives the order's other member; null when there is none. */
export function orderNotice(event: LifecycleEvent['type'], by: string, order: { id: number; buyerId: number; sellerId: number }): Notice | null {
  const text = orderNoticeTexts[event];
  if (!text || (by !== 'buyer' && by !== 'seller')) return null;
  const to: Side = text.to === 'other' ? (by === 'buyer' ? 'seller' : 'buyer') : text.to;
  return { userId: to === 'buyer' ? order.buyerId : order.sellerId, type: messageTypeIds.trade, title: text.title, content: text.content(order.id) };
}
