import {
  bondMoveSchema,
  bondOfferIdRequest,
  bondOfferPageRequest,
  bondOfferSchema,
  bondOrderDetailSchema,
  bondOrderListQuery,
  bondOrderSchema,
  bondPublishRequest,
  bondRecordPageQuery,
  bondTakeRequest,
  myBondOffersQuery,
} from '../../../src/api/contracts/bonds';
import { idParams, pageQuery, pageSchema } from '../../../src/api/contracts/trade';
import type { AppContext } from '../context';
import { publishBondOffer, withdrawBondOffer } from '../domain/bonds/offers';
import { bondRecords } from '../domain/bonds/records';
import { takeBondOffer } from '../domain/bonds/take';
import { bondOfferDetail, bondOfferPage, bondOrderDetail, bondOrderQueue, myBondOffers, myBondOrders } from '../domain/bonds/views';
import { ok } from '../http/envelope';
import { idempotencyKeyOf } from '../http/idempotency-key';
import { optionalMember } from '../http/member';
import { answer, gated, memberOf, type Api } from '../http/route-schemas';

/**
 * 保证金交易 (margin trading; spec sections 2 and 4 protocol type 2; issue 29; docs/adr/0043): the public offers and one
 * offer, publishing and withdrawing, taking, the member's offers, orders and money records, and staff's queue. The
 * order's lifecycle calls (ship, receive, dispute, staff's decisions) are rows of the call table
 * (src/api/contracts/lifecycle-calls.ts, server/src/routes/lifecycle.ts).
 */
export function bondRoutes(app: Api, ctx: AppContext): void {
  const { db, clock, limits } = ctx;

  // As the market's lists: the filter is the body, the page the query string.
  app.post(
    '/guarantee/issue/page2',
    { schema: { querystring: pageQuery, body: bondOfferPageRequest, response: answer(pageSchema(bondOfferSchema)) } },
    async (request) => ok(await bondOfferPage(db, request.body, request.query, await optionalMember(ctx, request))),
  );

  app.get('/api/bond/offer/:id', { schema: { params: idParams, response: answer(bondOfferSchema) } }, async (request) =>
    ok(await bondOfferDetail(db, request.params.id, await optionalMember(ctx, request))),
  );

  gated(app, ctx, 'member', (member) => {
    member.get('/api/bond/offer/my/page', { schema: { querystring: myBondOffersQuery, response: answer(pageSchema(bondOfferSchema)) } }, async (request) =>
      ok(await myBondOffers(db, memberOf(request), request.query)),
    );

    member.post('/api/bond/offer/publish', { schema: { body: bondPublishRequest, response: answer(bondOfferSchema) } }, async (request) => {
      const me = memberOf(request);
      const offer = await publishBondOffer(db, clock, limits, me, request.body, idempotencyKeyOf(request) ?? null);
      return ok(await bondOfferDetail(db, offer.id, me), 'bondPublished');
    });

    member.post('/api/bond/offer/withdraw', { schema: { body: bondOfferIdRequest, response: answer(bondOfferSchema) } }, async (request) => {
      const me = memberOf(request);
      const offer = await withdrawBondOffer(db, clock, me, request.body.id);
      return ok(await bondOfferDetail(db, offer.id, me), 'bondOfferWithdrawn');
    });

    member.post('/api/bond/order/take', { schema: { body: bondTakeRequest, response: answer(bondOrderDetailSchema) } }, async (request) => {
      const me = memberOf(request);
      const order = await takeBondOffer(db, clock, limits, me, request.body, idempotencyKeyOf(request) ?? null);
      return ok(await bondOrderDetail(db, order.id, me), 'bondTaken');
    });

    member.get('/api/bond/order/page', { schema: { querystring: bondOrderListQuery, response: answer(pageSchema(bondOrderSchema)) } }, async (request) =>
      ok(await myBondOrders(db, memberOf(request), request.query)),
    );

    // Its two sides and staff; anyone else is answered as for an order that does not exist.
    member.get('/api/bond/order/:id', { schema: { params: idParams, response: answer(bondOrderDetailSchema) } }, async (request) =>
      ok(await bondOrderDetail(db, request.params.id, memberOf(request))),
    );

    member.get('/api/bond/record', { schema: { querystring: bondRecordPageQuery, response: answer(pageSchema(bondMoveSchema)) } }, async (request) =>
      ok(await bondRecords(db, memberOf(request), request.query)),
    );
  });

  gated(app, ctx, 'staff', (staff) => {
    staff.get('/api/operator/bond-orders/page', { schema: { querystring: bondOrderListQuery, response: answer(pageSchema(bondOrderSchema)) } }, async (request) =>
      ok(await bondOrderQueue(db, memberOf(request), request.query)),
    );
  });
}
