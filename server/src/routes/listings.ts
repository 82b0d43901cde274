import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { idParams, marketRequest, myListingsParams, myListingsRequest, pageQuery, publishRequest } from '../../../src/api/contracts/trade';
import type { AppContext } from '../context';
import { editListing, findListing, ownListing, publishListing, withdrawListing } from '../domain/trade/listings';
import { refuseIfBanned } from '../domain/punishments/limits';
import { marketPage } from '../domain/trade/market';
import { listingStatistics, myListingsPage } from '../domain/trade/my-listings';
import { ok, okKept, parse } from '../http/envelope';
import { requireMember } from '../http/member';

/** Buy and sell offers: publish, edit, withdraw, the market and one's own (spec section 7, Listings and orders). */
export function listingRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db, clock } = ctx;

  app.post('/api/user/trade/edit', async (request) => {
    const member = await requireMember(ctx, request);
    const { id, ...fields } = parse(publishRequest, request.body);
    if (id) {
      await editListing(db, clock, member, id, fields);
      return ok({ id }, 'operationSucceeded');
    }
    await refuseIfBanned(db, clock(), member, 'publishBan'); // a new offer only: editing one's offers stays allowed
    return ok({ id: await publishListing(db, clock, member, fields) }, 'published');
  });

  // The publisher's own listing, for the edit and republish forms.
  app.get('/api/user/trade/edit/detail/:id', async (request) => {
    const member = await requireMember(ctx, request);
    const { id } = parse(idParams, request.params);
    await ownListing(db, member, id);
    return ok(await findListing(db, clock(), id));
  });

  app.post('/api/user/trade/del/:id', async (request) => {
    const member = await requireMember(ctx, request);
    await withdrawListing(db, clock, member, parse(idParams, request.params).id);
    return ok(null, 'listingWithdrawn');
  });

  // Listing detail (/trade/{id}): public like the market it is listed in; taking it needs a login.
  app.get('/api/user/order/trade/info/:id', async (request) => ok(await findListing(db, clock(), parse(idParams, request.params).id)));

  // The online stamp market, public: every offer (/voster, /trade?keyword, /trade/cancel), or only those that trade
  // through escrow (/poster, 担保交易). One query, one order.
  const market = (escrowOnly: boolean) => async (request: FastifyRequest, reply: FastifyReply) => {
    const filter = parse(marketRequest, request.body);
    const page = parse(pageQuery, request.query);
    // The same for every visitor: kept by what was asked (the parsed filter and page, so spellings of one ask share it).
    const key = `market:${escrowOnly}:${JSON.stringify(filter)}:${JSON.stringify(page)}`;
    return okKept(reply, ctx.readCache, key, () => marketPage(db, clock(), filter, page, escrowOnly));
  };
  app.post('/api/trade/whole/list', market(false));
  app.post('/guarantee/issue/page2', market(true));

  app.post('/api/user/trade/list/:state', async (request) => {
    const member = await requireMember(ctx, request);
    const { state } = parse(myListingsParams, request.params);
    const { publishType } = parse(myListingsRequest, request.body);
    return ok(await myListingsPage(db, clock(), member.id, { state, publishType }, parse(pageQuery, request.query)));
  });

  app.post('/api/user/trade/statistics/info', async (request) => ok(await listingStatistics(db, (await requireMember(ctx, request)).id)));
}
