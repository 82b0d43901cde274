import type { CashOutAccount } from '../../../../src/api/contracts/cash-out';
import { formatYuan } from '../../../../src/api/contracts/display';
import { messageTypeIds } from '../../../../src/api/contracts/inbox';
import type { Notice } from '../notices';

/** What staff's decision on a cash-out tells the member (站内信), in the same transaction as the decision. */
export function paidNotice(userId: number, amount: number, account: CashOutAccount): Notice {
  return {
    userId,
    type: messageTypeIds.system,
    title: '提现已打款',
    content: `您申请的提现 ¥${formatYuan(amount)} 已打款至${account.name}（${account.number}），到账时间以收款机构为准。`,
  };
}

export function rejectedNotice(userId: number, amount: number, reason: string): Notice {
  return {
    userId,
    type: messageTypeIds.system,
    title: '提现被驳回',
    content: `您申请的提现 ¥${formatYuan(amount)} 未通过，原因：${reason}。冻结的金额已退回您的账户余额，可修改后重新申请。`,
  };
}
