import type { FastifyInstance } from 'fastify';
import { headers } from '../../../src/api/contracts/envelope';
import { idParams, propAddRequest } from '../../../src/api/contracts/trade';
import type { AppContext } from '../context';
import { findListing } from '../domain/trade/listings';
import { addProp, propList, propUses } from '../domain/trade/props';
import { ok, parse } from '../http/envelope';
import { idempotencyKeyOf } from '../http/idempotency-key';
import { requireMember } from '../http/member';

/** Props (道具) a publisher spends gold beans on for an offer: 置顶 and 刷新 (spec section 7: Listings and orders, Other). */
export function propRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db, clock } = ctx;

  app.get('/api/user/props/list', async (request) => {
    await requireMember(ctx, request);
    return ok(await propList(db));
  });

  app.get('/api/user/trade/propUse/:id', async (request) => {
    const member = await requireMember(ctx, request);
    return ok(await propUses(db, clock(), member, parse(idParams, request.params).id));
  });

  app.post('/api/user/trade/propAdd', async (request, reply) => {
    const member = await requireMember(ctx, request);
    const body = parse(propAddRequest, request.body);
    await addProp(db, clock, member, body, idempotencyKeyOf(request));
    // Gold beans were spent: the browser refreshes the wallet (spec section 7).
    reply.header(headers.type, 'bean');
    return ok(await findListing(db, clock(), body.tradeId), 'propApplied');
  });
}
