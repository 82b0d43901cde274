import { messageTypeIds } from '../../../../src/api/contracts/inbox';
import type { Notice } from '../notices';

/** What staff's review tells the applicant (站内信), in the same transaction as the decision. */
export function listedNotice(userId: number, productName: string): Notice {
  return {
    userId,
    type: messageTypeIds.system,
    title: '大宗交易申请已上架',
    content: `您提交的大宗交易申请（${productName}）已通过审核，已在大宗交易页面展示，有意向的会员将通过电话或站内聊天联系您。`,
  };
}

export function rejectedNotice(userId: number, productName: string, reason: string): Notice {
  return {
    userId,
    type: messageTypeIds.system,
    title: '大宗交易申请被驳回',
    content: `您提交的大宗交易申请（${productName}）未通过审核，原因：${reason}。可修改后重新申请。`,
  };
}
