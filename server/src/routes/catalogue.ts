import { z } from 'zod';
import {
  catalogueAreaSchema,
  cataloguePageSchema,
  catalogueQuery,
  categoryMarketSchema,
  formMarketSchema,
  memberCardSchema,
  memberSearchQuery,
  priceLineQuery,
  priceLineSchema,
  specialAreaQuery,
  varietyDetailSchema,
  varietySearchQuery,
} from '../../../src/api/contracts/catalogue';
import { idParams, pageSchema } from '../../../src/api/contracts/trade';
import type { AppContext } from '../context';
import { categoryMarkets } from '../domain/catalogue/category-market';
import { memberSearch } from '../domain/catalogue/member-search';
import { priceLine } from '../domain/catalogue/price-line';
import { specialAreas, varietyPage } from '../domain/catalogue/varieties';
import { formMarket, varietyDetail } from '../domain/catalogue/variety-detail';
import { varietySearch } from '../domain/catalogue/variety-search';
import { ok } from '../http/envelope';
import { answer, type Api } from '../http/route-schemas';

/**
 * The stamp catalogue and the site search (spec section 7: "Content", "Subscriptions and search"; issue 15): every call
 * public. The variety page that reads details, market and priceLine is for members (spec section 2), which its route
 * decides; what it shows is the public market anyway.
 */
export function catalogueRoutes(app: Api, ctx: AppContext): void {
  const { db, clock } = ctx;

  app.get('/api/anon/product/specialArea', { schema: { querystring: specialAreaQuery, response: answer(z.array(catalogueAreaSchema)) } }, async (request) =>
    ok(await specialAreas(db, request.query.size)),
  );
  app.get('/api/anon/product/category/trade', { schema: { response: answer(z.array(categoryMarketSchema)) } }, async () => ok(await categoryMarkets(db, clock())));

  app.get('/api/anon/product/varieties', { schema: { querystring: catalogueQuery, response: answer(cataloguePageSchema) } }, async (request) => {
    const { pageNo, pageSize, ...filter } = request.query;
    return ok(await varietyPage(db, filter, { pageNo, pageSize }));
  });
  // /search?class=product: the words are required (请输入品名关键字), unlike the catalogue's filter; a query over the
  // limit arrives cut by the schema, and the search forgives: any shared piece, or pinyin (docs/adr/0036).
  app.get('/api/anon/product/search', { schema: { querystring: varietySearchQuery, response: answer(cataloguePageSchema) } }, async (request) => {
    const { keyword, ...page } = request.query;
    return ok(await varietySearch(db, keyword, page));
  });

  app.get('/api/anon/product/details/:id', { schema: { params: idParams, response: answer(varietyDetailSchema) } }, async (request) =>
    ok(await varietyDetail(db, request.params.id)),
  );
  app.get('/api/anon/product/market/:id', { schema: { params: idParams, response: answer(formMarketSchema) } }, async (request) =>
    ok(await formMarket(db, request.params.id)),
  );
  app.get('/api/anon/product/priceLine/:id', { schema: { params: idParams, querystring: priceLineQuery, response: answer(priceLineSchema) } }, async (request) =>
    ok(await priceLine(db, clock(), request.params.id, request.query.grade)),
  );

  app.get('/api/anon/user/search', { schema: { querystring: memberSearchQuery, response: answer(pageSchema(memberCardSchema)) } }, async (request) => {
    const { keyword, ...page } = request.query;
    return ok(await memberSearch(db, keyword, page));
  });
}
