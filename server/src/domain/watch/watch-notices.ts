import { formatYuan } from '../../../../src/api/contracts/display';
import { messageTypeIds } from '../../../../src/api/contracts/inbox';
import { matchedOfferNames } from '../../../../src/api/contracts/watch-names';
import type { Notice } from '../notices';

/** What watch tasks tell their member (站内信, trade messages), in the transaction of the change; and the SMS text. */

export interface MatchFacts {
  productName: string;
  publishType: 0 | 1;
  price: number;
  quantity: number;
  unitsName: string;
}

const offerWords = (m: MatchFacts) => `${matchedOfferNames[m.publishType]}挂单：单价${formatYuan(m.price)}元，可成交${m.quantity}${m.unitsName}`;

export function watchMatchedNotice(userId: number, taskId: number, m: MatchFacts): Notice {
  return {
    userId,
    type: messageTypeIds.trade,
    title: `盯盘匹配：${m.productName}`,
    content: `您的盯盘任务（编号${taskId}）匹配到${offerWords(m)}。请到「个人中心 › 盯盘」确认成交。`,
  };
}

export function watchExpiredNotice(userId: number, taskId: number, productName: string): Notice {
  return {
    userId,
    type: messageTypeIds.trade,
    title: `盯盘任务已到期：${productName}`,
    content: `您的盯盘任务（编号${taskId}）已到结束日期，停止盯盘。如需继续，请重新添加。`,
  };
}

export const watchMatchedSms = (m: MatchFacts) => `【邮市】您盯盘的${m.productName}匹配到${offerWords(m)}。请登录邮市确认成交。`;
