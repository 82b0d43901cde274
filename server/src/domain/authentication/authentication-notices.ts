import { authenticationKindNames, type AuthenticationKind } from '../../../../src/api/contracts/authentication-names';
import { messageTypeIds } from '../../../../src/api/contracts/inbox';
import type { Notice } from '../notices';

/** What staff's decision tells the member (站内信, system messages), in the same transaction as the decision. */
export function approvedNotice(userId: number, kind: AuthenticationKind): Notice {
  return {
    userId,
    type: messageTypeIds.system,
    title: '实名认证已通过',
    content: `您提交的${authenticationKindNames[kind]}资料已通过审核，现在可以发布求购信息。`,
  };
}

export function rejectedNotice(userId: number, kind: AuthenticationKind, reason: string): Notice {
  return {
    userId,
    type: messageTypeIds.system,
    title: '实名认证被驳回',
    content: `您提交的${authenticationKindNames[kind]}资料未通过审核，原因：${reason}。请在「个人中心 › 实名认证」中修改后重新提交。`,
  };
}
