import type { AgentLink, AgentSide } from '../../api/contracts/agents';
import { callSending, type LifecycleCall } from '../../api/contracts/lifecycle-calls';
import type { AgentApplicationEvent } from '../../machines/agent-application.machine';
import { resolveAgentLink } from '../../machines/agent-links';
import { offers } from '../../machines/lifecycle';

type MemberEvent = Exclude<AgentApplicationEvent['type'], 'agent.defaultCleared'>;

interface AgentActionSpec {
  event: MemberEvent;
  label: string;
  /** Asked before sending: ending a link or rejecting cannot be undone. */
  confirm?: string;
  primary?: boolean;
}

/** An action a side may take on a link now, with the call that sends it (from the one call table). */
export interface AgentAction extends AgentActionSpec {
  call: LifecycleCall;
}

/**
 * Every action on an agent link, in display order. A row offers exactly those the link's machine accepts from the
 * member's side now (`offers`), the check the server makes; everything else is absent.
 */
const actions: AgentActionSpec[] = [
  { event: 'agent.approve', label: '通过', primary: true },
  { event: 'agent.reject', label: '拒绝', confirm: '确定拒绝该申请吗？' },
  { event: 'agent.setDefault', label: '设为默认代理' },
  { event: 'agent.unsetDefault', label: '取消默认' },
  { event: 'agent.end', label: '解除代理', confirm: '解除后对方不再为您代理交割，确定解除吗？' },
];

/** A pending application is withdrawn by its applicant, not "ended": the same event, named for what it does. */
const withdrawal: Pick<AgentAction, 'label' | 'confirm'> = { label: '撤回申请', confirm: '确定撤回该申请吗？' };

export function availableAgentActions(link: AgentLink, side: AgentSide = link.side): AgentAction[] {
  const snapshot = resolveAgentLink(link.stateValue, link.context);
  return actions.flatMap((a) => {
    const call = callSending('agentApplication', a.event, side);
    if (!call || !offers(snapshot, a.event, side)) return [];
    return [a.event === 'agent.end' && link.stage === 'pending' ? { ...a, ...withdrawal, call } : { ...a, call }];
  });
}

/**
 * What the action's call carries for one link: its id (a list call takes `ids`), and the field that picks the event
 * on a shared path (agentReview's `pass`, editAgentDef's `def`) from the call's own `when`.
 */
export function agentActionBody(call: LifecycleCall, link: Pick<AgentLink, 'id'>): Record<string, unknown> {
  return 'ids' in call.body.shape ? { ids: [link.id] } : { id: link.id, ...('when' in call ? call.when : {}) };
}

