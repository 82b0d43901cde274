import { and, asc, count, desc, eq, ilike, inArray, ne, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { AgentCandidate, AgentLink, AgentLinkAudit, agentLinkPageQuery, AgentRole, AgentSide, MyAgents } from '../../../../src/api/contracts/agents';
import type { Page } from '../../../../src/api/contracts/trade';
import type { AgentApplicationContext } from '../../../../src/machines/agent-application.machine';
import { appliedEvent, replayAgentLink, resolveAgentLink } from '../../../../src/machines/agent-links';
import { stateLabel } from '../../../../src/machines/order-lifecycles';
import type { Db } from '../../db/database';
import { likePattern } from '../../db/like-pattern';
import { agentLinkEvents, agentLinks, users } from '../../db/schema';
import { auditEventsOf, sameJson } from '../audit-trail';
import { formatChinaTime } from '../clock';
import { namesOf } from '../members';
import { offsetOf } from '../paging';
import type { Member } from '../sessions';
import type { AgentLinkRow } from './agent-links';

/** A link as `side` sees it; the browser resolves `stateValue` with the same machine to offer that side's actions. */
export function agentLinkView(link: AgentLinkRow, side: AgentSide, names: Map<number, string>): AgentLink {
  return {
    id: link.id,
    memberId: link.memberId,
    memberName: names.get(link.memberId) ?? '',
    agentId: link.agentId,
    agentName: names.get(link.agentId) ?? '',
    side,
    initiator: link.initiator,
    remark: link.remark,
    wantsDefault: link.wantsDefault,
    def: link.isDefault,
    stateValue: link.stateValue,
    context: link.context,
    stateName: stateLabel(resolveAgentLink(link.stateValue, link.context)),
    stage: link.stage,
    version: link.version,
    createTime: formatChinaTime(link.createdAt),
    updateTime: formatChinaTime(link.updatedAt),
  };
}

export async function agentLinkViews(db: Db, links: readonly AgentLinkRow[], member: Member): Promise<AgentLink[]> {
  const names = await namesOf(
    db,
    links.flatMap((l) => [l.memberId, l.agentId]),
  );
  return links.map((l) => agentLinkView(l, l.memberId === member.id ? 'member' : 'agent', names));
}

/**
 * GET myAgent/page (`as` member: my agents and my applications to them) and myUser/page (`as` agent: my customers
 * and their applications), newest first, optionally one stage.
 */
export async function agentLinkPage(db: Db, member: Member, as: AgentSide, query: z.output<typeof agentLinkPageQuery>): Promise<Page<AgentLink>> {
  const parts: SQL[] = [as === 'member' ? eq(agentLinks.memberId, member.id) : eq(agentLinks.agentId, member.id)];
  if (query.stage) parts.push(eq(agentLinks.stage, query.stage));
  const where = and(...parts)!;
  const [counted] = await db.select({ n: count() }).from(agentLinks).where(where);
  const rows = await db.select().from(agentLinks).where(where).orderBy(desc(agentLinks.id)).limit(query.pageSize).offset(offsetOf(query));
  return { list: await agentLinkViews(db, rows, member), total: counted?.n ?? 0, pageNo: query.pageNo, pageSize: query.pageSize };
}

/** GET myAgent: the member's active agents, the default first. */
export async function myAgents(db: Db, member: Member): Promise<MyAgents> {
  const rows = await db
    .select({ id: agentLinks.id, agentId: agentLinks.agentId, agentName: users.userName, def: agentLinks.isDefault })
    .from(agentLinks)
    .innerJoin(users, eq(users.id, agentLinks.agentId))
    .where(and(eq(agentLinks.memberId, member.id), eq(agentLinks.stage, 'active')))
    .orderBy(desc(agentLinks.isDefault), asc(agentLinks.id));
  return rows;
}

/** GET list?userName: up to 20 agents whose name contains the text (all of them, first 20, for an empty text). */
export async function searchAgents(db: Db, member: Member, userName: string): Promise<AgentCandidate[]> {
  const parts: SQL[] = [eq(users.agent, true), ne(users.id, member.id)];
  if (userName) parts.push(ilike(users.userName, likePattern(userName)));
  const found = await db
    .select({ id: users.id, userName: users.userName, dealTimes: users.dealTimes })
    .from(users)
    .where(and(...parts))
    .orderBy(asc(users.id))
    .limit(20);
  if (!found.length) return [];
  const live = await db
    .select({ agentId: agentLinks.agentId })
    .from(agentLinks)
    .where(
      and(
        eq(agentLinks.memberId, member.id),
        ne(agentLinks.stage, 'closed'),
        inArray(
          agentLinks.agentId,
          found.map((f) => f.id),
        ),
      ),
    );
  const linked = new Set(live.map((l) => l.agentId));
  return found.map((f) => ({ ...f, linked: linked.has(f.id) }));
}

/** A link's recorded history replayed through its machine: the 流程 view's data and the auditors' check. */
export async function agentLinkAudit(db: Db, link: AgentLinkRow): Promise<AgentLinkAudit> {
  const rows = await db.select().from(agentLinkEvents).where(eq(agentLinkEvents.linkId, link.id)).orderBy(asc(agentLinkEvents.id));
  const names = await namesOf(
    db,
    rows.flatMap((r) => (r.actorId === null ? [] : [r.actorId])),
  );
  const events = auditEventsOf<AgentRole>(rows, names, appliedEvent);
  const input: AgentApplicationContext = { initiator: link.initiator, wantsDefault: link.wantsDefault };
  const replayed = replayAgentLink(input, events).snapshots.at(-1)!;
  return {
    id: link.id,
    input,
    stateValue: link.stateValue,
    replayedStateValue: replayed.value as AgentLinkAudit['stateValue'],
    replayMatches: sameJson(replayed.value, link.stateValue) && sameJson(replayed.context, link.context),
    events,
  };
}
