import type { AgentSide } from '../../../../src/api/contracts/agents';
import { messageTypeIds } from '../../../../src/api/contracts/inbox';
import type { AgentApplicationEvent } from '../../../../src/machines/agent-application.machine';
import type { Notice } from '../notices';

type Link = { memberId: number; agentId: number };
const type = messageTypeIds.agent;
const otherSide = (link: Link, side: AgentSide) => (side === 'member' ? link.agentId : link.memberId);

/** A new application or invitation: the side that must review it is told (server/src/domain/notices.ts). */
export function applicationNotice(link: Link, initiator: AgentSide, applicantName: string): Notice {
  return initiator === 'member'
    ? { userId: link.agentId, type, title: '新的代理申请', content: `${applicantName}申请您作为交割代理人，请在「代理系统 › 代理申请」中审核。` }
    : { userId: link.memberId, type, title: '代理人邀请', content: `代理人${applicantName}邀请您成为其客户，请在「代理系统 › 代理申请」中同意或拒绝。` };
}

/**
 * What a side's event on a link tells the other side; null for changes that concern only the member (the default)
 * or that the server makes itself.
 */
export function linkEventNotice(link: Link, event: AgentApplicationEvent['type'], by: AgentSide, actorName: string, wasPending: boolean): Notice | null {
  const userId = otherSide(link, by);
  switch (event) {
    case 'agent.approve':
      return { userId, type, title: '代理申请已通过', content: `${actorName}通过了代理申请，代理关系已生效。` };
    case 'agent.reject':
      return { userId, type, title: '代理申请被拒绝', content: `${actorName}拒绝了代理申请。` };
    case 'agent.end':
      return wasPending
        ? { userId, type, title: '代理申请已撤回', content: `${actorName}撤回了代理申请。` }
        : { userId, type, title: '代理关系已解除', content: `${actorName}解除了与您的代理关系。` };
    default:
      return null;
  }
}
