import { formatYuan } from '../../../../src/api/contracts/display';
import { messageTypeIds } from '../../../../src/api/contracts/inbox-names';
import type { AgentDeliveryEvent } from '../../../../src/machines/agent-delivery.machine';
import type { Notice } from '../notices';

/**
 * What a delivery through an agent tells its two people (站内信, type 代理), in the same transaction as the change: the
 * agent of a new delivery and of the member's decisions; the member of what the agent did with the stamps.
 */
export interface NoticeDelivery {
  id: number;
  orderId: number;
  memberId: number;
  agentId: number;
  fee: number;
}

const yuan = (fen: number) => `¥${formatYuan(fen)}`;
const notice = (userId: number, title: string, content: string): Notice => ({ userId, type: messageTypeIds.agent, title, content });

export function agentDeliveryNotices(event: AgentDeliveryEvent, delivery: NoticeDelivery, productName: string): Notice[] {
  const what = `订单 ${delivery.orderId}（${productName}）的代理交割`;
  const toAgent = (title: string, content: string) => [notice(delivery.agentId, title, `${what}${content}`)];
  const toMember = (title: string, content: string) => [notice(delivery.memberId, title, `${what}${content}`)];
  switch (event.type) {
    case 'agentDelivery.create':
      return toAgent('新的代理交割', `：委托人已选择您作为代理人，代理费${yuan(delivery.fee)}由平台托管，验货后到账。请留意卖方寄来的邮品。`);
    case 'agentDelivery.cancel':
      return toAgent('代理交割已取消', '：委托人已取消委托，无需再代收邮品。');
    case 'agentDelivery.receive':
      return toMember('代理人已签收', '：代理人已签收邮品，正在验货。');
    case 'agentDelivery.inspect':
      return toMember('代理人验货通过', `：代理人验货通过（${event.quantity}件，${event.grade}），将按您的要求转寄或保管。`);
    case 'agentDelivery.reportProblem':
      return toMember('代理人报告验货问题', `：代理人报告了问题：${event.reason.trim()}。请决定仍然接收或退回卖方。`);
    case 'agentDelivery.accept':
      return toAgent('委托人仍然接收', '：委托人决定仍然接收邮品，请按其要求转寄或保管。');
    case 'agentDelivery.reject':
      return toAgent('委托人要求退回', '：委托人要求把邮品退回卖方，请寄出并填写单号。');
    case 'agentDelivery.hold':
      return toMember('邮品已代为保管', '：邮品已放入代理人的库存，需要时可请代理人转寄。');
    case 'agentDelivery.forward':
      return toMember('代理人已转寄', `：代理人已转寄邮品（${event.expressCompany.trim()} ${event.trackingNo.trim()}）。`);
    case 'agentDelivery.returnToSender':
      return toMember('代理人已退回卖方', `：代理人已把邮品退回卖方（${event.expressCompany.trim()} ${event.trackingNo.trim()}）。`);
  }
}
