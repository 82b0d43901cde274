import { formatYuan } from '../../../../src/api/contracts/display';
import { messageTypeIds } from '../../../../src/api/contracts/inbox';
import { vipPurchaseKindNames, type VipPurchaseKind } from '../../../../src/api/contracts/membership-names';
import { formatChinaDate } from '../clock';
import type { Notice } from '../notices';

/** What VIP and deposit changes tell the member (站内信, system messages), in the transaction of the change. */

export function vipActiveNotice(userId: number, name: string, kind: VipPurchaseKind, amount: number, expiresAt: Date): Notice {
  return {
    userId,
    type: messageTypeIds.system,
    title: `${name}${vipPurchaseKindNames[kind]}成功`,
    content: `您已支付${formatYuan(amount)}元，${name}${vipPurchaseKindNames[kind]}成功，有效期至${formatChinaDate(expiresAt)}。`,
  };
}

export function vipClosedNotice(userId: number, name: string, amount: number, reason: string): Notice {
  return {
    userId,
    type: messageTypeIds.system,
    title: `${name}未能开通，款项已存入余额`,
    content: `您在线支付的${formatYuan(amount)}元已到账，但${reason}，${name}未能开通。款项已存入您的账户余额，可重新购买或申请提现。`,
  };
}

export function vipExpiredNotice(userId: number, name: string): Notice {
  return {
    userId,
    type: messageTypeIds.system,
    title: `${name}已到期`,
    content: `您的${name}已到期，会员权益已停止。可在「个人中心 › 会员VIP」续费。`,
  };
}

export function surrenderRefundedNotice(userId: number, amount: number): Notice {
  return {
    userId,
    type: messageTypeIds.system,
    title: '押金已退还',
    content: `您申请退还的押金${formatYuan(amount)}元已退回账户余额。`,
  };
}

export function surrenderRefusedNotice(userId: number, amount: number, reason: string): Notice {
  return {
    userId,
    type: messageTypeIds.system,
    title: '押金退还申请被拒绝',
    content: `您申请退还的押金${formatYuan(amount)}元未能退还，原因：${reason}。押金仍在您的押金账户中。`,
  };
}
