import { and, eq, ne } from 'drizzle-orm';
import type { AgentSide, AgentStateValue } from '../../../../src/api/contracts/agents';
import type { AgentApplicationEvent } from '../../../../src/machines/agent-application.machine';
import { agentLinkStage, appliedEvent, isDefaultLink, newAgentLink, resolveAgentLink } from '../../../../src/machines/agent-links';
import type { Db } from '../../db/database';
import { isUniqueViolation } from '../../db/pg-error';
import { agentLinkEvents, agentLinks, users } from '../../db/schema';
import { badRequest, conflict, forbidden, notFound } from '../../http/api-error';
import { commit, prepare, type Lifecycle, type Step } from '../lifecycle/enforcer';
import { tableLifecycle } from '../lifecycle/table-lifecycle';
import type { Clock } from '../clock';
import { deliverNotice } from '../notices';
import type { Member } from '../sessions';
import { applicationNotice, linkEventNotice } from './agent-notices';

export type AgentLinkRow = typeof agentLinks.$inferSelect;
type EventType = AgentApplicationEvent['type'];

/** A member's side of a link; anyone else may neither read nor change it. */
export function agentSideOf(link: Pick<AgentLinkRow, 'memberId' | 'agentId'>, memberId: number): AgentSide | null {
  if (link.memberId === memberId) return 'member';
  if (link.agentId === memberId) return 'agent';
  return null;
}

async function loadLink(db: Db, id: number): Promise<AgentLinkRow> {
  const [link] = await db.select().from(agentLinks).where(eq(agentLinks.id, id)).limit(1);
  if (!link) throw notFound('notAgentLinkParty');
  return link;
}

export async function linkForParty(db: Db, id: number, member: Member): Promise<{ link: AgentLinkRow; side: AgentSide }> {
  const link = await loadLink(db, id);
  const side = agentSideOf(link, member.id);
  if (!side) throw notFound('notAgentLinkParty');
  return { link, side };
}

/** The spec's rules the database holds (schema.ts): a second live link for a pair, or a second default, is refused. */
function refusedByIndex(error: unknown): never {
  if (isUniqueViolation(error, 'agent_links_one_live_per_pair')) throw conflict('agentLinkExists');
  if (isUniqueViolation(error, 'agent_links_one_default_per_member')) throw conflict('agentLinkChanged');
  throw error;
}

/**
 * A new application, pending until the other side reviews it: by the member (applyAgent, to an agent) or by the
 * agent (addAgent, inviting a member). Recorded as the link's step 0.
 */
export async function createApplication(
  db: Db,
  clock: Clock,
  applicant: Member,
  other: Pick<Member, 'id' | 'agent'>,
  initiator: AgentSide,
  remark: string,
  wantsDefault: boolean,
): Promise<AgentLinkRow> {
  const [memberId, agentId] = initiator === 'member' ? [applicant.id, other.id] : [other.id, applicant.id];
  if (initiator === 'member' && !other.agent) throw badRequest('notAnAgent');
  if (memberId === agentId) throw badRequest('cannotBeOwnAgent');
  if (initiator === 'agent' && !applicant.agent) throw forbidden('agentsOnly');
  const snapshot = newAgentLink({ initiator, wantsDefault });
  const now = clock();
  try {
    return await db.transaction(async (tx) => {
      const [link] = await tx
        .insert(agentLinks)
        .values({
          memberId,
          agentId,
          initiator,
          remark,
          wantsDefault,
          stateValue: snapshot.value as AgentStateValue,
          context: snapshot.context as Record<string, unknown>,
          stage: agentLinkStage(snapshot),
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      await deliverNotice(tx, applicationNotice(link!, initiator, applicant.userName), now);
      await tx.insert(agentLinkEvents).values({
        linkId: link!.id,
        actorId: applicant.id,
        role: initiator,
        event: appliedEvent,
        payload: { remark, wantsDefault },
        fromState: snapshot.value as AgentStateValue,
        toState: snapshot.value as AgentStateValue,
        createdAt: now,
      });
      return link!;
    });
  } catch (error) {
    refusedByIndex(error);
  }
}

/** Whom addAgent names: a member by user name or phone. */
export async function memberByNameOrPhone(db: Db, text: string): Promise<Member> {
  const [byName] = await db.select().from(users).where(eq(users.userName, text)).limit(1);
  const [found] = byName ? [byName] : await db.select().from(users).where(eq(users.phone, text)).limit(1);
  if (!found) throw badRequest('memberNotFound');
  return found;
}

/** The applied-to member (applyAgent's agentId); whether they are an agent is createApplication's rule. */
export async function agentById(db: Db, agentId: number): Promise<Member> {
  const [found] = await db.select().from(users).where(eq(users.id, agentId)).limit(1);
  if (!found) throw badRequest('notAnAgent');
  return found;
}

type LinkStep = Step<AgentLinkRow, { row: AgentLinkRow }>;

/**
 * An agent link's lifecycle for the enforcer (docs/adr/0012, 0014). A link that becomes the default first clears the
 * member's previous default (`agent.defaultCleared`, by system) in the same transaction, so there is one default and
 * its history says why.
 */
export const agentLinkLifecycle: Lifecycle<AgentLinkRow, { row: AgentLinkRow }> = {
  ...tableLifecycle({
    table: agentLinks,
    events: agentLinkEvents,
    objectId: 'linkId',
    stage: agentLinkStage,
    // The default flag, held unique per member by an index: one default agent.
    columns: ({ next }) => ({ isDefault: isDefaultLink(next) }),
  }),
  refusals: { notAllowed: 'agentActionNotAllowed', changed: 'agentLinkChanged', notParty: 'notAgentLinkParty' },

  roleOf: (link, sender) => (sender.kind === 'system' ? 'system' : sender.kind === 'member' ? agentSideOf(link, sender.member.id) : null),
  snapshot: (link) => resolveAgentLink(link.stateValue, link.context),

  async before(tx, clock, { row, snapshot, next, now }) {
    if (isDefaultLink(next) && !isDefaultLink(snapshot)) await clearPreviousDefault(tx, clock, row, now);
  },

  async effects(tx, _clock, step: LinkStep) {
    const { row: link, snapshot, sender, by, now } = step;
    if (sender.kind === 'member' && by !== 'system') {
      const notice = linkEventNotice(link, step.event.type as EventType, by as AgentSide, sender.member.userName, agentLinkStage(snapshot) === 'pending');
      await deliverNotice(tx, notice, now);
    }
  },


  refusedByDatabase: refusedByIndex,
};

async function clearPreviousDefault(tx: Db, clock: Clock, link: AgentLinkRow, now: Date): Promise<void> {
  const [previous] = await tx
    .select()
    .from(agentLinks)
    .where(and(eq(agentLinks.memberId, link.memberId), eq(agentLinks.isDefault, true), ne(agentLinks.id, link.id)))
    .limit(1);
  if (!previous) return;
  const step = prepare(agentLinkLifecycle, { row: previous }, { kind: 'system' }, { type: 'agent.defaultCleared' }, now);
  await commit(agentLinkLifecycle, tx, clock, step, null);
}
