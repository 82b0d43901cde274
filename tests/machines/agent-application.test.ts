import { describe, expect, it } from 'vitest';
import type { AgentApplicationEvent } from '../../src/machines/agent-application.machine';
import { agentLinkStage, isDefaultLink, newAgentLink, nextAgentLink, replayAgentLink } from '../../src/machines/agent-links';
import { stateLabel } from '../../src/machines/order-lifecycles';

const send = (...events: Array<Pick<AgentApplicationEvent, 'type' | 'by'>>) =>
  (input: { initiator: 'member' | 'agent'; wantsDefault: boolean }) =>
    events.reduce((s, e) => nextAgentLink(s, e as AgentApplicationEvent), newAgentLink(input));

describe('the agent application machine', () => {
  it('takes effect only when the side that did not apply approves', () => {
    const applied = newAgentLink({ initiator: 'member', wantsDefault: false });
    expect(agentLinkStage(applied)).toBe('pending');
    expect(applied.can({ type: 'agent.approve', by: 'member' })).toBe(false);
    expect(applied.can({ type: 'agent.approve', by: 'system' })).toBe(false);
    expect(applied.can({ type: 'agent.approve', by: 'agent' })).toBe(true);
    const invited = newAgentLink({ initiator: 'agent', wantsDefault: false });
    expect(invited.can({ type: 'agent.approve', by: 'agent' })).toBe(false);
    expect(invited.can({ type: 'agent.reject', by: 'member' })).toBe(true);
  });

  it('lets only the applicant withdraw a pending application', () => {
    const applied = newAgentLink({ initiator: 'member', wantsDefault: false });
    expect(applied.can({ type: 'agent.end', by: 'agent' })).toBe(false);
    expect(stateLabel(nextAgentLink(applied, { type: 'agent.end', by: 'member' }))).toBe('已撤回');
  });

  it('becomes the default on approval when the member asked for it, and only the member changes the default', () => {
    const approved = send({ type: 'agent.approve', by: 'agent' })({ initiator: 'member', wantsDefault: true });
    expect(isDefaultLink(approved)).toBe(true);
    expect(stateLabel(approved)).toBe('默认代理');
    expect(approved.can({ type: 'agent.unsetDefault', by: 'agent' })).toBe(false);
    const plain = send({ type: 'agent.approve', by: 'agent' })({ initiator: 'member', wantsDefault: false });
    expect(isDefaultLink(plain)).toBe(false);
    expect(plain.can({ type: 'agent.setDefault', by: 'agent' })).toBe(false);
    expect(isDefaultLink(nextAgentLink(plain, { type: 'agent.setDefault', by: 'member' }))).toBe(true);
  });

  it('is cleared as the default only by the server, and either side ends an active link for good', () => {
    const link = send({ type: 'agent.approve', by: 'member' }, { type: 'agent.setDefault', by: 'member' })({ initiator: 'agent', wantsDefault: false });
    expect(link.can({ type: 'agent.defaultCleared', by: 'member' })).toBe(false);
    expect(isDefaultLink(nextAgentLink(link, { type: 'agent.defaultCleared', by: 'system' }))).toBe(false);
    const ended = nextAgentLink(link, { type: 'agent.end', by: 'agent' });
    expect([agentLinkStage(ended), stateLabel(ended), ended.status]).toEqual(['closed', '已解除', 'done']);
  });

  it('replays a recorded history, skipping the application record', () => {
    const input = { initiator: 'member' as const, wantsDefault: false };
    const walk = replayAgentLink(input, [
      { event: 'agent.applied', role: 'member', at: 0, payload: {} },
      { event: 'agent.approve', role: 'agent', at: 1, payload: {} },
      { event: 'agent.setDefault', role: 'member', at: 2, payload: {} },
    ]);
    expect(walk.snapshots.at(-1)!.value).toEqual({ active: 'default' });
    expect(walk.snapshots).toHaveLength(3);
  });
});
