import { z } from 'zod';
import {
  agentDeliveryDetailSchema,
  agentDeliveryListQuery,
  agentDeliverySchema,
  agentFeeMoveSchema,
  agentFinanceQuery,
  agentFinanceSchema,
  agentOptionSchema,
  agentPayListQuery,
  agentSettingsRequest,
  agentSettingsSchema,
} from '../../../src/api/contracts/agent-delivery';
import { idParams, pageSchema } from '../../../src/api/contracts/trade';
import type { AppContext } from '../context';
import { agentFeeMove, agentFeeMoves, agentFinance } from '../domain/agent-delivery/records';
import { agentSettingsOf, saveAgentSettings } from '../domain/agent-delivery/settings';
import { agentDeliveryDetail, agentDeliveryPage, agentOptions } from '../domain/agent-delivery/views';
import { ok } from '../http/envelope';
import { answer, gated, memberOf, type Api } from '../http/route-schemas';

/**
 * 交割代理 (delivery through an agent; spec sections 2 and 4; issue 29; docs/adr/0044): the agents a member may choose at
 * confirmation, the deliveries as their member or their agent reads them, the agent's settings, the fees by where they
 * are and their moves. The choice itself is the basket confirmation's `agent` (/api/trade/basket/confirm); the
 * delivery's lifecycle calls (cancel, receive, inspect, problem, accept, reject, hold, forward, return) are rows of the
 * call table (src/api/contracts/lifecycle-calls.ts, server/src/routes/lifecycle.ts).
 */
export function agentDeliveryRoutes(app: Api, ctx: AppContext): void {
  const { db, clock } = ctx;

  gated(app, ctx, 'member', (member) => {
    member.get('/api/agent/delivery/options', { schema: { response: answer(z.array(agentOptionSchema)) } }, async (request) =>
      ok(await agentOptions(db, memberOf(request))),
    );

    member.get('/api/agent/delivery/page', { schema: { querystring: agentDeliveryListQuery, response: answer(pageSchema(agentDeliverySchema)) } }, async (request) =>
      ok(await agentDeliveryPage(db, memberOf(request), request.query)),
    );

    // Its member and its agent; anyone else is answered as for a delivery that does not exist.
    member.get('/api/agent/delivery/:id', { schema: { params: idParams, response: answer(agentDeliveryDetailSchema) } }, async (request) =>
      ok(await agentDeliveryDetail(db, request.params.id, memberOf(request))),
    );

    member.get('/api/agent/settings', { schema: { response: answer(agentSettingsSchema) } }, async (request) => ok(await agentSettingsOf(db, memberOf(request))));

    member.post('/api/agent/settings', { schema: { body: agentSettingsRequest, response: answer(agentSettingsSchema) } }, async (request) =>
      ok(await saveAgentSettings(db, clock, memberOf(request), request.body), 'agentSettingsSaved'),
    );

    member.get('/api/agent/finance', { schema: { querystring: agentFinanceQuery, response: answer(agentFinanceSchema) } }, async (request) =>
      ok(await agentFinance(db, memberOf(request), request.query.as)),
    );

    member.get('/api/agent/pay/page', { schema: { querystring: agentPayListQuery, response: answer(pageSchema(agentFeeMoveSchema)) } }, async (request) =>
      ok(await agentFeeMoves(db, memberOf(request), request.query)),
    );

    // A fee move of a delivery the caller is no party to is answered as one that does not exist.
    member.get('/api/agent/pay/:id', { schema: { params: idParams, response: answer(agentFeeMoveSchema) } }, async (request) =>
      ok(await agentFeeMove(db, memberOf(request), request.params.id)),
    );
  });
}
