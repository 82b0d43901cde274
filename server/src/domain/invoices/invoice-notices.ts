import { formatYuan } from '../../../../src/api/contracts/display';
import { messageTypeIds } from '../../../../src/api/contracts/inbox';
import type { Notice } from '../notices';

/** What staff's decision on an invoice request tells the member (站内信), in the same transaction as the decision. */
export function issuedNotice(userId: number, amount: number, invoiceNo: string): Notice {
  return {
    userId,
    type: messageTypeIds.system,
    title: '发票已开具',
    content: `您申请的发票（价税合计 ¥${formatYuan(amount)}）已开具，发票号码 ${invoiceNo}，可在“发票管理”中下载。`,
  };
}

export function refusedNotice(userId: number, amount: number, reason: string): Notice {
  return {
    userId,
    type: messageTypeIds.system,
    title: '发票申请被拒绝',
    content: `您申请的发票（价税合计 ¥${formatYuan(amount)}）未能开具，原因：${reason}。订单可修改抬头后重新申请。`,
  };
}
