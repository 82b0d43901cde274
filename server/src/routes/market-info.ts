import { z } from 'zod';
import { traderDisclosureSchema } from '../../../src/api/contracts/security';
import { blockTradeSchema, blockTradesQuery, idParams, pageQuery, pageSchema, priceCircleSchema, traderHomepageSchema } from '../../../src/api/contracts/trade';
import type { AppContext } from '../context';
import { blockTradePage } from '../domain/trade/block-trades';
import { priceCircle } from '../domain/trade/price-circle';
import { traderHomepage } from '../domain/trade/trader-homepage';
import { ok } from '../http/envelope';
import { optionalMember } from '../http/member';
import { answer, type Api } from '../http/route-schemas';

const productParams = z.object({ productId: idParams.shape.id });

/** Public market information: block trades (/large-transaction), a trader's homepage, a product's price circle. */
export function marketInfoRoutes(app: Api, ctx: AppContext): void {
  const { db, clock } = ctx;

  app.get(
    '/api/trade/blockTrades/page',
    { schema: { querystring: blockTradesQuery.extend(pageQuery.shape), response: answer(pageSchema(blockTradeSchema)) } },
    async (request) => {
      const { tradeType, ...page } = request.query;
      const member = await optionalMember(ctx, request);
      return ok(await blockTradePage(db, clock(), tradeType, page, member !== null));
    },
  );

  app.get(
    '/api/anon/trade/homepage/:id',
    { schema: { params: idParams, response: answer(traderHomepageSchema.extend(traderDisclosureSchema.shape)) } },
    async (request) => ok(await traderHomepage(db, request.params.id)),
  );

  app.get('/api/anon/trade/priceCircle/:productId', { schema: { params: productParams, response: answer(priceCircleSchema) } }, async (request) =>
    ok(await priceCircle(db, request.params.productId)),
  );
}
