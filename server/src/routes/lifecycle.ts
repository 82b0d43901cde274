import type { FastifyInstance, FastifyRequest } from 'fastify';
import { headers } from '../../../src/api/contracts/envelope';
import { callEvent, callFor, callsAt, lifecyclePaths, type LifecycleCall } from '../../../src/api/contracts/lifecycle-calls';
import type { AppContext } from '../context';
import { sendAgentEvent } from '../domain/agents/agent-links';
import { agentLinkViews } from '../domain/agents/agent-views';
import type { Sender } from '../domain/lifecycle/enforcer';
import type { Member } from '../domain/sessions';
import { orderChange, sendOrderEvent } from '../domain/trade/order-events';
import { ownPhotos } from '../domain/uploads';
import { badRequest, forbidden } from '../http/api-error';
import { ok, parse } from '../http/envelope';
import { idempotencyKeyOf } from '../http/idempotency-key';
import { requireMember } from '../http/member';

type Body = Record<string, unknown>;

/** The body as the call's schema reads it; a path's own params (editAgentDef/{id}) are part of it. */
function bodyOf(request: FastifyRequest, call: LifecycleCall): Body {
  const body = request.body && typeof request.body === 'object' ? request.body : {};
  return parse(call.body, { ...body, ...(request.params as Body) }) as Body;
}

/**
 * A staff call is refused to a member who is not an operator before the object is looked at, so the answer is the
 * same whether the order exists or not.
 */
function senderOf(call: LifecycleCall, member: Member): Sender {
  if (!(call.roles as readonly string[]).includes('operator')) return { kind: 'member', member };
  if (!member.operator) throw forbidden('forbidden');
  return { kind: 'operator', member };
}

/**
 * Every lifecycle call of the call table (src/api/contracts/lifecycle-calls.ts) is a route here: parse the body with
 * the call's schema, pick the event, and hand it to the enforcer with the roles the call is for. The caller's role is
 * worked out from the object, never read from the request (src/machines/lifecycle.ts).
 */
export function lifecycleRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db, clock } = ctx;

  for (const path of lifecyclePaths) {
    const [first] = callsAt(path);
    app.post(path, async (request, reply) => {
      const member = await requireMember(ctx, request);
      const body = bodyOf(request, first!);
      const call = callFor(path, body);
      if (!call) throw badRequest('invalidRequest');
      const options = {
        idempotencyKey: idempotencyKeyOf(request),
        payPassword: body.payPassword as string | undefined,
        limits: ctx.limits, // wrong payment passwords are counted there
        roles: call.roles,
      };

      if (call.machine === 'agentApplication') {
        const ids = Array.isArray(body.ids) ? (body.ids as number[]) : [body.id as number];
        const views = await agentLinkViews(db, await sendAgentEvent(db, clock, member, ids, call.event, options), member);
        return ok(Array.isArray(body.ids) ? views : views[0], 'operationSucceeded');
      }
      // A refund's evidence photos are the applicant's own complaint uploads, checked before anything is written.
      if (call.event === 'refund.apply') await ownPhotos(db, member, (body.photos as string[] | undefined) ?? [], 'complaint');
      const updated = await sendOrderEvent(db, clock, body.orderId as number, senderOf(call, member), callEvent(call, body), options);
      // Paying moved the caller's own balance, deposit or gold beans: the header's figures refresh (spec section 7).
      if (call.event === 'order.pay') reply.header(headers.type, updated.payWay === 'beans' ? 'bean' : 'cny');
      return ok(orderChange(updated), 'operationSucceeded');
    });
  }
}
