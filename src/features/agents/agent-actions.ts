import type { AgentLink, AgentSide } from '../../api/contracts/agents';
import type { AgentApplicationEvent } from '../../machines/agent-application.machine';
import { resolveAgentLink } from '../../machines/agent-links';

export interface AgentAction {
  event: AgentApplicationEvent['type'];
  label: string;
  /** The call (under /api/user/agent/) and its body for this link. */
  call: (link: AgentLink) => { path: string; body: unknown };
  /** Asked before sending: ending a link or rejecting cannot be undone. */
  confirm?: string;
  primary?: boolean;
}

/**
 * Every action on an agent link, in display order. A row offers exactly those the link's machine accepts from the
 * member's side now (`snapshot.can`), the check the server makes; everything else is absent.
 */
const actions: AgentAction[] = [
  { event: 'agent.approve', label: '通过', call: (l) => ({ path: 'agentReview', body: { id: l.id, pass: true } }), primary: true },
  { event: 'agent.reject', label: '拒绝', call: (l) => ({ path: 'agentReview', body: { id: l.id, pass: false } }), confirm: '确定拒绝该申请吗？' },
  { event: 'agent.setDefault', label: '设为默认代理', call: (l) => ({ path: `editAgentDef/${l.id}`, body: { def: true } }) },
  { event: 'agent.unsetDefault', label: '取消默认', call: (l) => ({ path: `editAgentDef/${l.id}`, body: { def: false } }) },
  {
    event: 'agent.end',
    label: '解除代理',
    call: (l) => ({ path: l.side === 'member' ? 'delAgent' : 'delUser', body: { ids: [l.id] } }),
    confirm: '解除后对方不再为您代理交割，确定解除吗？',
  },
];

/** How the 流程 timeline names each recorded event. */
export const agentEventNames: Record<string, string> = {
  'agent.applied': '提交申请',
  'agent.approve': '审核通过',
  'agent.reject': '审核拒绝',
  'agent.end': '撤回或解除',
  'agent.setDefault': '设为默认代理',
  'agent.unsetDefault': '取消默认代理',
  'agent.defaultCleared': '另设默认代理，本代理不再默认',
};

/** A pending application is withdrawn by its applicant, not "ended": the same event, named for what it does. */
const withdrawal: Pick<AgentAction, 'label' | 'confirm'> = { label: '撤回申请', confirm: '确定撤回该申请吗？' };

export function availableAgentActions(link: AgentLink, side: AgentSide = link.side): AgentAction[] {
  const snapshot = resolveAgentLink(link.stateValue, link.context);
  return actions
    .filter((a) => snapshot.can({ type: a.event, by: side }))
    .map((a) => (a.event === 'agent.end' && link.stage === 'pending' ? { ...a, ...withdrawal } : a));
}
