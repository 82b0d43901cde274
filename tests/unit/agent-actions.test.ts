import { describe, expect, it } from 'vitest';
import type { AgentLink, AgentSide } from '../../src/api/contracts/agents';
import { agentLinkStage, newAgentLink, nextAgentLink } from '../../src/machines/agent-links';
import type { AgentApplicationEvent } from '../../src/machines/agent-application.machine';
import { agentActionBody, availableAgentActions } from '../../src/features/agents/agent-actions';

/** A link as the server would send it, after `events` from an application by `initiator`. */
function link(initiator: AgentSide, side: AgentSide, ...events: Array<Pick<AgentApplicationEvent, 'type' | 'by'>>): AgentLink {
  const snapshot = events.reduce((s, e) => nextAgentLink(s, e as AgentApplicationEvent), newAgentLink({ initiator, wantsDefault: false }));
  return { id: 1, side, initiator, stateValue: snapshot.value, context: snapshot.context, stage: agentLinkStage(snapshot) } as AgentLink;
}
const labels = (l: AgentLink) => availableAgentActions(l).map((a) => a.label);

describe('the actions an agent link offers each side', () => {
  it('pending: the reviewer approves or rejects, the applicant may only withdraw', () => {
    expect(labels(link('member', 'agent'))).toEqual(['通过', '拒绝']);
    expect(labels(link('member', 'member'))).toEqual(['撤回申请']);
    expect(labels(link('agent', 'member'))).toEqual(['通过', '拒绝']);
    expect(labels(link('agent', 'agent'))).toEqual(['撤回申请']);
  });

  it('active: only the member changes the default; both may end it, through their own call', () => {
    const approved = [{ type: 'agent.approve', by: 'agent' }] as const;
    expect(labels(link('member', 'member', ...approved))).toEqual(['设为默认代理', '解除代理']);
    expect(labels(link('member', 'agent', ...approved))).toEqual(['解除代理']);
    const asDefault = link('member', 'member', ...approved, { type: 'agent.setDefault', by: 'member' });
    expect(labels(asDefault)).toEqual(['取消默认', '解除代理']);
    const end = (side: AgentSide) => availableAgentActions(link('member', side, ...approved)).find((a) => a.event === 'agent.end')!;
    expect(end('member').call.path).toBe('/api/user/agent/delAgent');
    expect(end('agent').call.path).toBe('/api/user/agent/delUser');
    expect(agentActionBody(end('member').call, { id: 1 })).toEqual({ ids: [1] });
  });

  it('each action finds its call in the one call table, and its body names the link and picks the event', () => {
    const pending = availableAgentActions(link('member', 'agent'));
    expect(pending.map((a) => [a.call.path, agentActionBody(a.call, { id: 7 })])).toEqual([
      ['/api/user/agent/agentReview', { id: 7, pass: true }],
      ['/api/user/agent/agentReview', { id: 7, pass: false }],
    ]);
    const approved = link('member', 'member', { type: 'agent.approve', by: 'agent' });
    const [setDefault] = availableAgentActions(approved);
    expect([setDefault!.call.path, agentActionBody(setDefault!.call, { id: 7 })]).toEqual(['/api/user/agent/editAgentDef/:id', { id: 7, def: true }]);
    const unset = availableAgentActions(link('member', 'member', { type: 'agent.approve', by: 'agent' }, { type: 'agent.setDefault', by: 'member' }))[0]!;
    expect(agentActionBody(unset.call, { id: 7 })).toEqual({ id: 7, def: false });
    // Every body is one the call's own schema accepts: what the server parses.
    for (const a of [...pending, setDefault!, unset]) expect(a.call.body.safeParse(agentActionBody(a.call, { id: 7 })).success).toBe(true);
  });

  it('ended: nothing', () => {
    expect(labels(link('member', 'member', { type: 'agent.reject', by: 'agent' }))).toEqual([]);
  });
});
