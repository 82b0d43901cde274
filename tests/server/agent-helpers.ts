import { expect } from 'vitest';
import { agentLinkEvents, agentLinks } from '../../server/src/db/schema';
import type { AgentLink, AgentLinkAudit } from '../../src/api/contracts/agents';
import { extraMember, get, post, type TestApp } from './helpers';

/** Delivery-agent calls (spec section 7, "Agents") as one member makes them. */
export type Party = Awaited<ReturnType<typeof extraMember>>;

let made = 0;
/** A fresh member, or agent, for one test or path: no links yet, so the one-live-link-per-pair rule never collides. */
export async function party(t: TestApp, agent = false): Promise<Party> {
  made += 1;
  const n = String(made).padStart(4, '0');
  return extraMember(t, { userName: `${agent ? '代理' : '会员'}${n}`, phone: `1370000${n}`, agent });
}

export const agentCall = <T = AgentLink>(t: TestApp, who: Party, path: string, body: unknown = {}) => post<T>(t, `/api/user/agent/${path}`, body, { token: who.token });

/** A member's application to an agent, answered with the new link's id. */
export async function apply(t: TestApp, member: Party, agent: Party, def = false): Promise<number> {
  const reply = await agentCall(t, member, 'applyAgent', { agentId: agent.id, remark: '请代为交割', def });
  expect(reply.code, reply.msg).toBe(200);
  return reply.data.id;
}

/** The link as its member sees it on myAgent/page. */
export async function linkOf(t: TestApp, member: Party, id: number): Promise<AgentLink> {
  const page = await get<{ list: AgentLink[] }>(t, '/api/user/agent/myAgent/page?pageSize=50', { token: member.token });
  const link = page.data.list.find((l) => l.id === id);
  if (!link) throw new Error(`link ${id} is not on ${member.name}'s page`);
  return link;
}

export const auditOf = (t: TestApp, who: Party, id: number) => get<AgentLinkAudit>(t, `/api/user/agent/events?id=${id}`, { token: who.token });

/** The database's own rules still hold: at most one default and one live link per pair, and every row replays. */
export async function expectAgentInvariants(t: TestApp): Promise<void> {
  const rows = await t.db.select().from(agentLinks);
  const defaults = new Map<number, number>();
  const live = new Set<string>();
  for (const row of rows) {
    if (row.isDefault) defaults.set(row.memberId, (defaults.get(row.memberId) ?? 0) + 1);
    if (row.stage !== 'closed') {
      const pair = `${row.memberId}:${row.agentId}`;
      expect(live.has(pair), `two live links for ${pair}`).toBe(false);
      live.add(pair);
    }
    expect(row.isDefault).toBe(JSON.stringify(row.stateValue) === JSON.stringify({ active: 'default' }));
  }
  for (const [member, n] of defaults) expect(n, `defaults of member ${member}`).toBe(1);
  const events = await t.db.select().from(agentLinkEvents);
  expect(new Set(events.map((e) => e.linkId)).size).toBe(rows.length);
}
