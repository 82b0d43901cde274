import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AgentCandidate, AgentLink, MyAgents } from '../../src/api/contracts/agents';
import { messages } from '../../src/api/contracts/messages';
import { agentCall, apply, auditOf, expectAgentInvariants, linkOf, party, type Party } from './agent-helpers';
import { buildTestApp, call, get, type TestApp } from './helpers';

/**
 * Delivery agents through the real API (spec sections 4, 5, 7; design/lifecycles.md): an application takes effect
 * only when the other side approves, a member has one default agent, and nobody else reads or changes a link.
 */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await expectAgentInvariants(t);
  await t.close();
});

describe('applying, reviewing and the default agent', () => {
  let member: Party;
  let first: Party;
  let second: Party;
  beforeAll(async () => {
    [member, first, second] = [await party(t), await party(t, true), await party(t, true)];
  });

  it('finds agents by name, marking those the member already applied to', async () => {
    const id = await apply(t, member, first);
    const found = await get<AgentCandidate[]>(t, `/api/user/agent/list?userName=${encodeURIComponent('代理')}`, { token: member.token });
    expect(found.data.find((a) => a.id === first.id)).toMatchObject({ userName: first.name, linked: true });
    expect(found.data.find((a) => a.id === second.id)).toMatchObject({ linked: false });
    expect(found.data.some((a) => a.id === member.id)).toBe(false);
    expect((await get<AgentCandidate[]>(t, '/api/user/agent/list?userName=%25', { token: member.token })).data).toEqual([]);
    expect(await linkOf(t, member, id)).toMatchObject({ stage: 'pending', stateName: '待审核', side: 'member', initiator: 'member', def: false });
  });

  // What each side is refused at each state (approving one's own application, reviewing twice, the other side's
  // delAgent / delUser / editAgentDef) is generated in refused-events.test.ts.
  it('takes effect when the agent approves', async () => {
    const [link] = (await get<{ list: AgentLink[] }>(t, '/api/user/agent/myUser/page', { token: first.token })).data.list;
    expect(link).toMatchObject({ memberName: member.name, side: 'agent', stage: 'pending' });
    const approved = await agentCall(t, first, 'agentReview', { id: link!.id, pass: true });
    expect(approved.data).toMatchObject({ stage: 'active', stateName: '生效中', def: false });
  });

  it('keeps one default: a second agent approved as default clears the first, and the history says why', async () => {
    const firstLink = (await get<MyAgents>(t, '/api/user/agent/myAgent', { token: member.token })).data[0]!;
    expect((await agentCall(t, member, `editAgentDef/${firstLink.id}`, { def: true })).data).toMatchObject({ def: true, stateName: '默认代理' });
    const secondId = await apply(t, member, second, true);
    expect((await agentCall(t, second, 'agentReview', { id: secondId, pass: true })).data).toMatchObject({ def: true });
    const mine = await get<MyAgents>(t, '/api/user/agent/myAgent', { token: member.token });
    expect(mine.data.map((a) => [a.agentName, a.def])).toEqual([
      [second.name, true],
      [first.name, false],
    ]);
    const history = await auditOf(t, member, firstLink.id);
    expect(history.data.events.map((e) => [e.step, e.event, e.role])).toEqual([
      [0, 'agent.applied', 'member'],
      [1, 'agent.approve', 'agent'],
      [2, 'agent.setDefault', 'member'],
      [3, 'agent.defaultCleared', 'system'],
    ]);
    expect(history.data).toMatchObject({ replayMatches: true, stateValue: { active: 'regular' } });
  });

  it('lets the member change the default, and either side end the link', async () => {
    const secondLink = (await get<MyAgents>(t, '/api/user/agent/myAgent', { token: member.token })).data[0]!;
    expect((await agentCall(t, member, `editAgentDef/${secondLink.id}`, { def: false })).data).toMatchObject({ def: false, stage: 'active' });
    expect((await agentCall<AgentLink[]>(t, second, 'delUser', { ids: [secondLink.id] })).data[0]).toMatchObject({ stage: 'closed', stateName: '已解除' });
    const firstLink = (await get<MyAgents>(t, '/api/user/agent/myAgent', { token: member.token })).data[0]!;
    expect((await agentCall<AgentLink[]>(t, member, 'delAgent', { ids: [firstLink.id] })).data[0]).toMatchObject({ stateName: '已解除' });
    expect((await get<MyAgents>(t, '/api/user/agent/myAgent', { token: member.token })).data).toEqual([]);
    // An ended link frees the pair: the member may apply again.
    await apply(t, member, first);
  });

  it('lets an agent invite a member, who approves or rejects it; the applicant may withdraw while it is pending', async () => {
    const customer = await party(t);
    const invited = await agentCall(t, first, 'addAgent', { userName: customer.name, remark: '邀请您成为我的客户' });
    expect(invited.data).toMatchObject({ initiator: 'agent', side: 'agent', stage: 'pending' });
    expect((await agentCall(t, customer, 'agentReview', { id: invited.data.id, pass: false })).data).toMatchObject({ stateName: '已拒绝' });
    const byPhone = await agentCall(t, second, 'addAgent', { userName: customer.phone, remark: '邀请' });
    expect((await agentCall<AgentLink[]>(t, second, 'delUser', { ids: [byPhone.data.id] })).data[0]).toMatchObject({ stateName: '已撤回' });
  });
});

describe('bad input gets a clear error and changes nothing', () => {
  it.each([
    ['no remark', { remark: '  ' }, messages.fillApplicationNote],
    ['a remark over 200 characters', { remark: '字'.repeat(201) }, messages.applicationNoteTooLong],
    ['no agent chosen', { agentId: undefined }, messages.chooseAgent],
  ])('applyAgent with %s', async (_, change, message) => {
    const [member, agent] = [await party(t), await party(t, true)];
    const reply = await agentCall(t, member, 'applyAgent', { agentId: agent.id, remark: '请代理', ...change });
    expect([reply.status, reply.msg]).toEqual([400, message]);
    expect((await get<{ total: number }>(t, '/api/user/agent/myAgent/page', { token: member.token })).data.total).toBe(0);
  });

  it('refuses a member who is not an agent, oneself, a second live application, an unknown customer and a non-agent inviting', async () => {
    const [member, plain, agent] = [await party(t), await party(t), await party(t, true)];
    expect((await agentCall(t, member, 'applyAgent', { agentId: plain.id, remark: '请代理' })).msg).toBe(messages.notAnAgent);
    expect((await agentCall(t, agent, 'addAgent', { userName: agent.name, remark: '自己' })).msg).toBe(messages.cannotBeOwnAgent);
    await apply(t, member, agent);
    const twice = await agentCall(t, member, 'applyAgent', { agentId: agent.id, remark: '再申请' });
    expect([twice.status, twice.msg]).toEqual([409, messages.agentLinkExists]);
    expect((await agentCall(t, agent, 'addAgent', { userName: '没有这个人', remark: '邀请' })).msg).toBe(messages.memberNotFound);
    const notAgent = await agentCall(t, plain, 'addAgent', { userName: member.name, remark: '邀请' });
    expect([notAgent.status, notAgent.msg]).toEqual([403, messages.agentsOnly]);
    expect((await agentCall(t, member, 'delAgent', { ids: [] })).msg).toBe(messages.chooseRecordsToDelete);
  });

  it('ends several links all or nothing: one refused id leaves the others as they were', async () => {
    const [member, a1, a2] = [await party(t), await party(t, true), await party(t, true)];
    const active = await apply(t, member, a1);
    await agentCall(t, a1, 'agentReview', { id: active, pass: true });
    const pendingFromAgent = (await agentCall(t, a2, 'addAgent', { userName: member.name, remark: '邀请' })).data.id;
    const reply = await agentCall(t, member, 'delAgent', { ids: [active, pendingFromAgent] });
    expect(reply.msg).toBe(messages.agentActionNotAllowed);
    expect((await linkOf(t, member, active)).stage).toBe('active');
  });
});

describe('a member who is not a party', () => {
  // Every call that changes a link, at every state, is refused to a stranger in refused-events.test.ts.
  it('is refused the link’s history, and sees none of it', async () => {
    const [member, agent, other] = [await party(t), await party(t, true), await party(t, true)];
    const id = await apply(t, member, agent);
    const before = await linkOf(t, member, id);
    expect((await auditOf(t, other, id)).status).toBe(404);
    expect((await call(t, 'GET', `/api/user/agent/events?id=${id}&format=csv`, undefined, { token: other.token })).status).toBe(404);
    expect((await get<{ total: number }>(t, '/api/user/agent/myUser/page', { token: other.token })).data.total).toBe(0);
    expect(await linkOf(t, member, id)).toEqual(before);
    expect((await agentCall(t, other, 'agentReview', { id: 999_999, pass: true })).status).toBe(404);
  });

  it('and a visitor is asked to log in', async () => {
    expect((await get(t, '/api/user/agent/myAgent')).status).toBe(401);
  });
});

describe('the history for auditors', () => {
  it('replays to the stored state, as JSON and as CSV with the Chinese header', async () => {
    const [member, agent] = [await party(t), await party(t, true)];
    const id = await apply(t, member, agent, true);
    await agentCall(t, agent, 'agentReview', { id, pass: true });
    expect((await auditOf(t, agent, id)).data).toMatchObject({ replayMatches: true, replayedStateValue: { active: 'default' } });
    const response = await t.app.inject({ method: 'GET', url: `/api/user/agent/events?id=${id}&format=csv`, headers: { token: member.token } });
    expect(response.headers['content-type']).toContain('text/csv');
    const lines = response.body.replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(lines[0]).toBe('步骤,时间,角色,操作人,事件,原状态,新状态,内容');
    expect(lines.slice(1).map((l) => l.split(',')[4])).toEqual(['agent.applied', 'agent.approve']);
  });
});

describe('concurrency', () => {
  it('two links made default at once: exactly one is the default', async () => {
    const [member, a1, a2] = [await party(t), await party(t, true), await party(t, true)];
    const ids = [await apply(t, member, a1), await apply(t, member, a2)];
    await agentCall(t, a1, 'agentReview', { id: ids[0], pass: true });
    await agentCall(t, a2, 'agentReview', { id: ids[1], pass: true });
    const replies = await Promise.all([...ids, ...ids].map((id) => agentCall(t, member, `editAgentDef/${id}`, { def: true })));
    expect(replies.filter((r) => r.code === 200).length).toBeGreaterThanOrEqual(1);
    for (const r of replies) if (r.code !== 200) expect([messages.agentLinkChanged, messages.agentActionNotAllowed]).toContain(r.msg);
    const mine = await get<MyAgents>(t, '/api/user/agent/myAgent', { token: member.token });
    expect(mine.data.filter((a) => a.def)).toHaveLength(1);
    await expectAgentInvariants(t);
  });

  it('ten parallel approvals of one application: one transition, one event', async () => {
    const [member, agent] = [await party(t), await party(t, true)];
    const id = await apply(t, member, agent);
    const replies = await Promise.all(Array.from({ length: 10 }, () => agentCall(t, agent, 'agentReview', { id, pass: true })));
    expect(replies.filter((r) => r.code === 200)).toHaveLength(1);
    expect((await auditOf(t, member, id)).data.events.map((e) => e.event)).toEqual(['agent.applied', 'agent.approve']);
  });

  it('parallel applications by one member to one agent: one application', async () => {
    const [member, agent] = [await party(t), await party(t, true)];
    const replies = await Promise.all(Array.from({ length: 5 }, () => agentCall(t, member, 'applyAgent', { agentId: agent.id, remark: '请代理' })));
    expect(replies.filter((r) => r.code === 200)).toHaveLength(1);
    expect(replies.filter((r) => r.code !== 200).map((r) => r.msg)).toEqual(Array(4).fill(messages.agentLinkExists));
  });
});
