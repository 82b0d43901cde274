import type { FastifyInstance } from 'fastify';
import { and, count, eq } from 'drizzle-orm';
import {
  idParams,
  marketRequest,
  myListingsParams,
  myListingsRequest,
  pageQuery,
  publishRequest,
  type Listing,
  type Page,
} from '../../../src/api/contracts/trade';
import type { AppContext } from '../context';
import { listings, products } from '../db/schema';
import { editListing, findListing, listingQuery, marketFilter, newestFirst, publishListing, toListing, withdrawListing } from '../domain/trade/listings';
import { forbidden } from '../http/api-error';
import { ok, parse } from '../http/envelope';
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
    return ok({ id: await publishListing(db, clock, member, fields) }, 'published');
  });

  // The publisher's own listing, for the edit and republish forms.
  app.get('/api/user/trade/edit/detail/:id', async (request) => {
    const member = await requireMember(ctx, request);
    const listing = await findListing(db, parse(idParams, request.params).id);
    if (listing.publisherId !== member.id) throw forbidden('forbidden');
    return ok(listing);
  });

  app.post('/api/user/trade/del/:id', async (request) => {
    const member = await requireMember(ctx, request);
    await withdrawListing(db, clock, member, parse(idParams, request.params).id);
    return ok(null, 'listingWithdrawn');
  });

  // Listing detail (/trade/{id}): public like the market it is listed in; taking it needs a login.
  app.get('/api/user/order/trade/info/:id', async (request) => ok(await findListing(db, parse(idParams, request.params).id)));

  // The online stamp market (/poster, /voster, /trade?keyword): open offers with stock, public.
  app.post('/api/trade/whole/list', async (request) => {
    const { keyword, publishType } = parse(marketRequest, request.body);
    const page = parse(pageQuery, request.query);
    const where = marketFilter(keyword, publishType);
    const [counted] = await db.select({ n: count() }).from(listings).innerJoin(products, eq(products.id, listings.productId)).where(where);
    const rows = await listingQuery(db)
      .where(where)
      .orderBy(newestFirst)
      .limit(page.pageSize)
      .offset((page.pageNo - 1) * page.pageSize);
    return ok<Page<Listing>>({ list: rows.map(toListing), total: counted?.n ?? 0, ...page });
  });

  app.post('/api/user/trade/list/:state', async (request) => {
    const member = await requireMember(ctx, request);
    const { state } = parse(myListingsParams, request.params);
    const { publishType } = parse(myListingsRequest, request.body);
    const page = parse(pageQuery, request.query);
    const parts = [eq(listings.publisherId, member.id)];
    if (state !== 'all') parts.push(eq(listings.state, state));
    if (publishType !== undefined) parts.push(eq(listings.publishType, publishType));
    const where = and(...parts);
    const [counted] = await db.select({ n: count() }).from(listings).where(where);
    const rows = await listingQuery(db)
      .where(where)
      .orderBy(newestFirst)
      .limit(page.pageSize)
      .offset((page.pageNo - 1) * page.pageSize);
    return ok<Page<Listing>>({ list: rows.map(toListing), total: counted?.n ?? 0, ...page });
  });
}
