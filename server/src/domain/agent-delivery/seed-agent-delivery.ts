import { eq } from 'drizzle-orm';
import { defaultApplicationNote } from '../../../../src/api/contracts/agents';
import type { Db } from '../../db/database';
import { agentSettings, users } from '../../db/schema';
import { createApplication, agentLinkLifecycle } from '../agents/agent-links';
import type { Clock } from '../clock';
import { commit, prepare } from '../lifecycle/enforcer';

/** The demo's delivery agent and the member who delivers through them (docs/adr/0044). */
export const demoDeliveryAgent = { agent: '代理人小陈', member: '金陵藏家', fee: 500 } as const;

/**
 * Delivery through an agent in the demo: 代理人小陈 charges ¥5.00 an order (and has a default address, seed-addresses.ts,
 * where sellers ship); 金陵藏家 applied to him as their default agent and he approved, so 金陵藏家's confirmation offers
 * him. The link is made as members make it: the application, then the agent's approval through the enforcer.
 */
export async function seedAgentDelivery(tx: Db, clock: Clock, memberId: Map<string, number>): Promise<void> {
  const agentId = memberId.get(demoDeliveryAgent.agent)!;
  const [member] = await tx.select().from(users).where(eq(users.id, memberId.get(demoDeliveryAgent.member)!));
  const [agent] = await tx.select().from(users).where(eq(users.id, agentId));
  await tx.insert(agentSettings).values({ userId: agentId, fee: demoDeliveryAgent.fee, updatedAt: clock() });
  const link = await createApplication(tx, clock, member!, agent!, 'member', defaultApplicationNote, true);
  const step = prepare(agentLinkLifecycle, { row: link }, { kind: 'member', member: agent! }, { type: 'agent.approve', pass: true }, clock());
  await commit(agentLinkLifecycle, tx, clock, step, null);
}
