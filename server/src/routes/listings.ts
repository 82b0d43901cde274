import { z } from 'zod';
import {
  idParams,
  listingSchema,
  listingStatisticsSchema,
  marketRequest,
  myListingsParams,
  myListingsRequest,
  pageQuery,
  pageSchema,
  publishRequest,
} from '../../../src/api/contracts/trade';
import type { AppContext } from '../context';
import { editListing, findListing, ownListing, publishListing, withdrawListing } from '../domain/trade/listings';
import { refuseIfBanned } from '../domain/punishments/limits';
import { marketPage } from '../domain/trade/market';
import { listingStatistics, myListingsPage } from '../domain/trade/my-listings';
import { ok, okKept } from '../http/envelope';
import { answer, gated, memberOf, type Api } from '../http/route-schemas';
import { tellOn } from '../realtime/bus';

const listingPage = answer(pageSchema(listingSchema));

/** Buy and sell offers: publish, edit, withdraw, the market and one's own (spec section 7, Listings and orders). */
export function listingRoutes(app: Api, ctx: AppContext): void {
  const { db, clock } = ctx;

  gated(app, ctx, 'member', (member) => {
    member.post('/api/user/trade/edit', { schema: { body: publishRequest, response: answer(z.object({ id: z.number().int() })) } }, async (request) => {
      const caller = memberOf(request);
      const { id, ...fields } = request.body;
      if (id) {
        await editListing(db, clock, caller, id, fields, tellOn(ctx.bus));
        return ok({ id }, 'operationSucceeded');
      }
      await refuseIfBanned(db, clock(), caller, 'publishBan'); // a new offer only: editing one's offers stays allowed
      return ok({ id: await publishListing(db, clock, caller, fields, tellOn(ctx.bus)) }, 'published');
    });

    // The publisher's own listing, for the edit and republish forms.
    member.get('/api/user/trade/edit/detail/:id', { schema: { params: idParams, response: answer(listingSchema) } }, async (request) => {
      await ownListing(db, memberOf(request), request.params.id);
      return ok(await findListing(db, clock(), request.params.id));
    });

    member.post('/api/user/trade/del/:id', { schema: { params: idParams, response: answer(z.null()) } }, async (request) => {
      await withdrawListing(db, clock, memberOf(request), request.params.id);
      return ok(null, 'listingWithdrawn');
    });

    member.post(
      '/api/user/trade/list/:state',
      { schema: { params: myListingsParams, querystring: pageQuery, body: myListingsRequest, response: listingPage } },
      async (request) => {
        const { state } = request.params;
        const { publishType } = request.body;
        return ok(await myListingsPage(db, clock(), memberOf(request).id, { state, publishType }, request.query));
      },
    );

    member.post('/api/user/trade/statistics/info', { schema: { response: answer(listingStatisticsSchema) } }, async (request) =>
      ok(await listingStatistics(db, memberOf(request).id)),
    );
  });

  // Listing detail (/trade/{id}): public like the market it is listed in; taking it needs a login.
  app.get('/api/user/order/trade/info/:id', { schema: { params: idParams, response: answer(listingSchema) } }, async (request) =>
    ok(await findListing(db, clock(), request.params.id)),
  );

  // The online stamp market, public: every offer (/voster, /trade?keyword, /trade/cancel), or with escrowOnly only
  // those that trade through escrow (/poster, 担保交易). One query, one order.
  app.post('/api/trade/whole/list', { schema: { querystring: pageQuery, body: marketRequest, response: listingPage } }, async (request, reply) => {
    const filter = request.body;
    const page = request.query;
    // The same for every visitor: kept by what was asked (the parsed filter and page, so spellings of one ask share it).
    const key = `market:${JSON.stringify(filter)}:${JSON.stringify(page)}`;
    return okKept(reply, ctx.readCache, key, () => marketPage(db, clock(), filter, page));
  });
}
