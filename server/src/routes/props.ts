import { z } from 'zod';
import { headers } from '../../../src/api/contracts/envelope';
import { idParams, listingSchema, propAddRequest, propSchema, propUseSchema } from '../../../src/api/contracts/trade';
import type { AppContext } from '../context';
import { findListing } from '../domain/trade/listings';
import { addProp, propList, propUses } from '../domain/trade/props';
import { ok } from '../http/envelope';
import { idempotencyKeyOf } from '../http/idempotency-key';
import { answer, gated, memberOf, type Api } from '../http/route-schemas';

/** Props (道具) a publisher spends gold beans on for an offer: 置顶 and 刷新 (spec section 7: Listings and orders, Other). */
export function propRoutes(app: Api, ctx: AppContext): void {
  const { db, clock } = ctx;

  gated(app, ctx, 'member', (member) => {
    member.get('/api/user/props/list', { schema: { response: answer(z.array(propSchema)) } }, async () => ok(await propList(db)));

    member.get('/api/user/trade/propUse/:id', { schema: { params: idParams, response: answer(z.array(propUseSchema)) } }, async (request) =>
      ok(await propUses(db, clock(), memberOf(request), request.params.id)),
    );

    member.post('/api/user/trade/propAdd', { schema: { body: propAddRequest, response: answer(listingSchema) } }, async (request, reply) => {
      await addProp(db, clock, memberOf(request), request.body, idempotencyKeyOf(request));
      // Gold beans were spent: the browser refreshes the wallet (spec section 7).
      reply.header(headers.type, 'bean');
      return ok(await findListing(db, clock(), request.body.tradeId), 'propApplied');
    });
  });
}
