import { z } from 'zod';
import {
  addAgentRequest,
  agentCandidateSchema,
  agentLinkAuditSchema,
  agentLinkEventsQuery,
  agentLinkPageQuery,
  agentLinkSchema,
  agentSearchQuery,
  applyAgentRequest,
  myAgentsSchema,
} from '../../../src/api/contracts/agents';
import { pageSchema } from '../../../src/api/contracts/trade';
import type { AppContext } from '../context';
import { agentById, createApplication, linkForParty, memberByNameOrPhone } from '../domain/agents/agent-links';
import { agentLinkAudit, agentLinkPage, agentLinkViews, myAgents, searchAgents } from '../domain/agents/agent-views';
import { auditCsv } from '../domain/audit-trail';
import { answerOrCsv } from '../http/csv-answer';
import { ok } from '../http/envelope';
import { answer, gated, memberOf, type Api } from '../http/route-schemas';

const base = '/api/user/agent';

/**
 * Delivery agents (spec section 7, "Agents"; docs/adr/0012): every change is an event of the agent application
 * machine, sent by the caller's side of the link, which the server works out and never reads from the request.
 */
export function agentRoutes(app: Api, ctx: AppContext): void {
  const { db, clock } = ctx;

  gated(app, ctx, 'member', (member) => {
    const linkPage = { querystring: agentLinkPageQuery, response: answer(pageSchema(agentLinkSchema)) };
    const applied = { response: answer(agentLinkSchema) };

    member.get(`${base}/list`, { schema: { querystring: agentSearchQuery, response: answer(z.array(agentCandidateSchema)) } }, async (request) =>
      ok(await searchAgents(db, memberOf(request), request.query.userName)),
    );

    member.get(`${base}/myAgent`, { schema: { response: answer(myAgentsSchema) } }, async (request) => ok(await myAgents(db, memberOf(request))));

    member.get(`${base}/myAgent/page`, { schema: linkPage }, async (request) => ok(await agentLinkPage(db, memberOf(request), 'member', request.query)));

    member.get(`${base}/myUser/page`, { schema: linkPage }, async (request) => ok(await agentLinkPage(db, memberOf(request), 'agent', request.query)));

    member.post(`${base}/applyAgent`, { schema: { body: applyAgentRequest, ...applied } }, async (request) => {
      const caller = memberOf(request);
      const { agentId, remark, def } = request.body;
      const agent = await agentById(db, agentId);
      const link = await createApplication(db, clock, caller, agent, 'member', remark, def);
      return ok((await agentLinkViews(db, [link], caller))[0]!, 'agentApplied');
    });

    member.post(`${base}/addAgent`, { schema: { body: addAgentRequest, ...applied } }, async (request) => {
      const caller = memberOf(request);
      const customer = await memberByNameOrPhone(db, request.body.userName);
      const link = await createApplication(db, clock, caller, customer, 'agent', request.body.remark, false);
      return ok((await agentLinkViews(db, [link], caller))[0]!, 'agentApplied');
    });

    // Not in the spec's list: a link's history for its two sides, as the order's is (docs/adr/0011).
    member.get(`${base}/events`, { schema: { querystring: agentLinkEventsQuery, response: answerOrCsv(agentLinkAuditSchema) } }, async (request, reply) => {
      const { id, format } = request.query;
      const { link } = await linkForParty(db, id, memberOf(request));
      const audit = await agentLinkAudit(db, link);
      if (format === 'json') return ok(audit);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="agent-link-${link.id}-events.csv"`)
        .send(auditCsv(audit.events));
    });
  });
}
