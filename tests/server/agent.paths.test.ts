import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AgentApplicationEvent } from '../../src/machines/agent-application.machine';
import { agentApplicationMachine } from '../../src/machines/agent-application.machine';
import { coveringPaths, transitionPaths, uncovered, type ModelPath } from '../machines/coverage';
import { agentApplicationModels } from '../machines/lifecycle-models';
import { agentCall, apply, auditOf, expectAgentInvariants, linkOf, party, type Party } from './agent-helpers';
import { buildTestApp, type TestApp } from './helpers';

/**
 * The agent application machine's generated paths, replayed through the real API between a fresh member and a fresh
 * agent per path: each event sent by that side's call, the server's own `agent.defaultCleared` by making another
 * agent the member's default. After every step the stored state is the machine's; after every path a third member
 * is refused everything, the history replays to the stored state, and the database's rules hold.
 */
type Path = ModelPath<typeof agentApplicationMachine>;
const runs = agentApplicationModels.map((model) => ({
  name: `${model.input.initiator} applied${model.input.wantsDefault ? ', asking for the default' : ''}`,
  model,
  paths: coveringPaths(agentApplicationMachine, model.input, transitionPaths(agentApplicationMachine, model)) as Path[],
}));

it('the covering paths take every transition of the machine', () => {
  const result = uncovered(
    agentApplicationMachine,
    runs.map((r) => ({ input: r.model.input, paths: r.paths })),
  );
  expect(result).toEqual({ states: [], transitions: [] });
});

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await expectAgentInvariants(t);
  await t.close();
});

/** The call that sends `event` on link `id`, made by that side. */
async function send(event: AgentApplicationEvent, id: number, member: Party, agent: Party): Promise<void> {
  if (event.by === 'system') {
    // The server clears a default when the member makes another agent the default.
    const other = await party(t, true);
    const otherId = await apply(t, member, other, true);
    expect((await agentCall(t, other, 'agentReview', { id: otherId, pass: true })).code).toBe(200);
    return;
  }
  const who = event.by === 'member' ? member : agent;
  const [path, body] =
    event.type === 'agent.approve' || event.type === 'agent.reject'
      ? ['agentReview', { id, pass: event.type === 'agent.approve' }]
      : event.type === 'agent.end'
        ? [event.by === 'member' ? 'delAgent' : 'delUser', { ids: [id] }]
        : [`editAgentDef/${id}`, { def: event.type === 'agent.setDefault' }];
  const reply = await agentCall(t, who, path, body);
  expect(reply.code, `${event.type} by ${event.by}: ${reply.msg}`).toBe(200);
}

describe.each(runs.map((r) => [r.name, r] as const))('generated paths through the API: %s', (_, run) => {
  it.each(run.paths.map((p) => [p.description, p] as const))('%s', async (_description, path) => {
    const [member, agent, other] = [await party(t), await party(t, true), await party(t, true)];
    const id =
      run.model.input.initiator === 'member'
        ? await apply(t, member, agent, run.model.input.wantsDefault)
        : (await agentCall(t, agent, 'addAgent', { userName: member.name, remark: '邀请您成为我的客户' })).data.id;
    for (const [i, event] of path.events.entries()) {
      await send(event, id, member, agent);
      expect((await linkOf(t, member, id)).stateValue, `after ${event.type} by ${event.by}`).toEqual(path.snapshots[i + 1]!.value);
    }
    const before = await linkOf(t, member, id);
    for (const [callPath, body] of [
      ['agentReview', { id, pass: true }],
      ['agentReview', { id, pass: false }],
      ['delAgent', { ids: [id] }],
      ['delUser', { ids: [id] }],
      [`editAgentDef/${id}`, { def: true }],
      [`editAgentDef/${id}`, { def: false }],
    ] as const) {
      expect((await agentCall(t, other, callPath, body)).status, callPath).toBe(404);
    }
    expect((await auditOf(t, other, id)).status).toBe(404);
    expect(await linkOf(t, member, id)).toEqual(before);
    const audit = await auditOf(t, agent, id);
    expect(audit.data).toMatchObject({ replayMatches: true, replayedStateValue: before.stateValue });
    expect(audit.data.events.filter((e) => e.step > 0).map((e) => `${e.event} by ${e.role}`)).toEqual(path.events.map((e) => `${e.type} by ${e.by}`));
    await expectAgentInvariants(t);
  });
});
