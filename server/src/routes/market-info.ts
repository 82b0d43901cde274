import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { blockTradesQuery, idParams, pageQuery } from '../../../src/api/contracts/trade';
import type { AppContext } from '../context';
import { blockTradePage } from '../domain/trade/block-trades';
import { priceCircle } from '../domain/trade/price-circle';
import { traderHomepage } from '../domain/trade/trader-homepage';
import { ok, parse } from '../http/envelope';
import { optionalMember } from '../http/member';

const productParams = z.object({ productId: idParams.shape.id });

/** Public market information: block trades (/large-transaction), a trader's homepage, a product's price circle. */
export function marketInfoRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db, clock } = ctx;

  app.get('/api/trade/blockTrades/page', async (request) => {
    const { tradeType } = parse(blockTradesQuery, request.query);
    const member = await optionalMember(ctx, request);
    return ok(await blockTradePage(db, clock(), tradeType, parse(pageQuery, request.query), member !== null));
  });

  app.get('/api/anon/trade/homepage/:id', async (request) => ok(await traderHomepage(db, parse(idParams, request.params).id)));

  app.get('/api/anon/trade/priceCircle/:productId', async (request) => ok(await priceCircle(db, parse(productParams, request.params).productId)));
}
