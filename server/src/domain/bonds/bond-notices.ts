import { messageTypeIds } from '../../../../src/api/contracts/inbox-names';
import { formatYuan } from '../../../../src/api/contracts/display';
import type { BondOrderEvent } from '../../../../src/machines/bond-order.machine';
import type { Notice } from '../notices';

/**
 * What margin trading tells its members (站内信), in the same transaction as the change: the other side of a take,
 * shipment, receipt or dispute (they must act, or should know); both sides of a default or of staff's decision (money
 * moved for both).
 */
export interface NoticeOrder {
  id: number;
  buyerId: number;
  sellerId: number;
  takerSide: 'buyer' | 'seller';
  buyerMargin: number;
  sellerMargin: number;
  amount: number;
}

const yuan = (fen: number) => `¥${formatYuan(fen)}`;
const notice = (userId: number, title: string, content: string): Notice => ({ userId, type: messageTypeIds.trade, title, content });

export function bondOrderNotices(event: BondOrderEvent, order: NoticeOrder, productName: string): Notice[] {
  const deal = `保证金订单 ${order.id}（${productName}）`;
  const both = order.buyerMargin + order.sellerMargin;
  switch (event.type) {
    case 'bondOrder.take': {
      const publisher = order.takerSide === 'buyer' ? order.sellerId : order.buyerId;
      const next = order.takerSide === 'buyer' ? '请在期限内发货' : '请等待卖方发货';
      return [notice(publisher, '您的保证金交易已成交', `${deal}已成交，成交金额${yuan(order.amount)}，双方保证金已冻结，${next}。`)];
    }
    case 'bondOrder.ship':
      return [notice(order.buyerId, '保证金订单卖方已发货', `${deal}卖方已发货，请在期限内确认收货并付款，或对货物申请仲裁。`)];
    case 'bondOrder.receive':
      return [notice(order.sellerId, '保证金订单买方已确认收货', `${deal}买方已确认收货，货款${yuan(order.amount)}已转入您的余额，您的保证金已解冻。`)];
    case 'bondOrder.dispute':
      return [notice(order.sellerId, '保证金订单买方申请仲裁', `${deal}买方对货物申请了平台仲裁，原因：${event.reason.trim()}。请等待平台处理。`)];
    case 'bondOrder.sellerDefault':
    case 'bondOrder.decideSellerDefault': {
      const why = event.type === 'bondOrder.sellerDefault' ? '卖方逾期未发货' : `平台判定卖方违约，原因：${event.reason.trim()}`;
      return [
        notice(order.buyerId, '保证金订单卖方违约', `${deal}${why}，双方保证金共${yuan(both)}已转入您的保证金账户。`),
        notice(order.sellerId, '保证金订单卖方违约', `${deal}${why}，您的保证金${yuan(order.sellerMargin)}已赔付给买方。`),
      ];
    }
    case 'bondOrder.buyerDefault':
    case 'bondOrder.decideBuyerDefault': {
      const why = event.type === 'bondOrder.buyerDefault' ? '买方逾期未确认收货' : `平台判定买方违约，原因：${event.reason.trim()}`;
      return [
        notice(order.sellerId, '保证金订单买方违约', `${deal}${why}，双方保证金共${yuan(both)}已转入您的保证金账户。`),
        notice(order.buyerId, '保证金订单买方违约', `${deal}${why}，您的保证金${yuan(order.buyerMargin)}已赔付给卖方。`),
      ];
    }
  }
}
