import type { FastifyInstance } from 'fastify';
import {
  addAgentRequest,
  agentLinkEventsQuery,
  agentLinkPageQuery,
  agentSearchQuery,
  applyAgentRequest,
} from '../../../src/api/contracts/agents';
import type { AppContext } from '../context';
import { agentById, createApplication, linkForParty, memberByNameOrPhone } from '../domain/agents/agent-links';
import { agentLinkAudit, agentLinkPage, agentLinkViews, myAgents, searchAgents } from '../domain/agents/agent-views';
import { auditCsv } from '../domain/audit-trail';
import { ok, parse } from '../http/envelope';
import { requireMember } from '../http/member';

const base = '/api/user/agent';

/**
 * Delivery agents (spec section 7, "Agents"; docs/adr/0012): every change is an event of the agent application
 * machine, sent by the caller's side of the link, which the server works out and never reads from the request.
 */
export function agentRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db, clock } = ctx;

  app.get(`${base}/list`, async (request) => {
    const member = await requireMember(ctx, request);
    return ok(await searchAgents(db, member, parse(agentSearchQuery, request.query).userName));
  });

  app.get(`${base}/myAgent`, async (request) => ok(await myAgents(db, await requireMember(ctx, request))));

  app.get(`${base}/myAgent/page`, async (request) => {
    const member = await requireMember(ctx, request);
    return ok(await agentLinkPage(db, member, 'member', parse(agentLinkPageQuery, request.query)));
  });

  app.get(`${base}/myUser/page`, async (request) => {
    const member = await requireMember(ctx, request);
    return ok(await agentLinkPage(db, member, 'agent', parse(agentLinkPageQuery, request.query)));
  });

  app.post(`${base}/applyAgent`, async (request) => {
    const member = await requireMember(ctx, request);
    const body = parse(applyAgentRequest, request.body);
    const agent = await agentById(db, body.agentId);
    const link = await createApplication(db, clock, member, agent, 'member', body.remark, body.def);
    return ok((await agentLinkViews(db, [link], member))[0], 'agentApplied');
  });

  app.post(`${base}/addAgent`, async (request) => {
    const member = await requireMember(ctx, request);
    const body = parse(addAgentRequest, request.body);
    const customer = await memberByNameOrPhone(db, body.userName);
    const link = await createApplication(db, clock, member, customer, 'agent', body.remark, false);
    return ok((await agentLinkViews(db, [link], member))[0], 'agentApplied');
  });

  // Not in the spec's list: a link's history for its two sides, as the order's is (docs/adr/0011).
  app.get(`${base}/events`, async (request, reply) => {
    const member = await requireMember(ctx, request);
    const { id, format } = parse(agentLinkEventsQuery, request.query);
    const { link } = await linkForParty(db, id, member);
    const audit = await agentLinkAudit(db, link);
    if (format === 'json') return ok(audit);
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="agent-link-${link.id}-events.csv"`)
      .send(auditCsv(audit.events));
  });
}
