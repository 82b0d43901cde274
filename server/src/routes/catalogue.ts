import type { FastifyInstance } from 'fastify';
import { catalogueQuery, memberSearchQuery, priceLineQuery, specialAreaQuery, varietySearchQuery } from '../../../src/api/contracts/catalogue';
import { idParams } from '../../../src/api/contracts/trade';
import type { AppContext } from '../context';
import { categoryMarkets } from '../domain/catalogue/category-market';
import { memberSearch } from '../domain/catalogue/member-search';
import { priceLine } from '../domain/catalogue/price-line';
import { specialAreas, varietyPage } from '../domain/catalogue/varieties';
import { formMarket, varietyDetail } from '../domain/catalogue/variety-detail';
import { varietySearch } from '../domain/catalogue/variety-search';
import { ok, parse } from '../http/envelope';

/**
 * The stamp catalogue and the site search (spec section 7: "Content", "Subscriptions and search"; issue 15): every call
 * public. The variety page that reads details, market and priceLine is for members (spec section 2), which its route
 * decides; what it shows is the public market anyway.
 */
export function catalogueRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db, clock } = ctx;

  app.get('/api/anon/product/specialArea', async (request) => ok(await specialAreas(db, parse(specialAreaQuery, request.query).size)));
  app.get('/api/anon/product/category/trade', async () => ok(await categoryMarkets(db, clock())));

  app.get('/api/anon/product/varieties', async (request) => {
    const { pageNo, pageSize, ...filter } = parse(catalogueQuery, request.query);
    return ok(await varietyPage(db, filter, { pageNo, pageSize }));
  });
  // /search?class=product: the words are required (请输入品名关键字), unlike the catalogue's filter; a query over the
  // limit arrives cut by the schema, and the search forgives: any shared piece, or pinyin (docs/adr/0036).
  app.get('/api/anon/product/search', async (request) => {
    const { keyword, ...page } = parse(varietySearchQuery, request.query);
    return ok(await varietySearch(db, keyword, page));
  });

  app.get('/api/anon/product/details/:id', async (request) => ok(await varietyDetail(db, parse(idParams, request.params).id)));
  app.get('/api/anon/product/market/:id', async (request) => ok(await formMarket(db, parse(idParams, request.params).id)));
  app.get('/api/anon/product/priceLine/:id', async (request) => {
    const { id } = parse(idParams, request.params);
    return ok(await priceLine(db, clock(), id, parse(priceLineQuery, request.query).grade));
  });

  app.get('/api/anon/user/search', async (request) => {
    const { keyword, ...page } = parse(memberSearchQuery, request.query);
    return ok(await memberSearch(db, keyword, page));
  });
}
