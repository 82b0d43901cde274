import { z } from 'zod';
import { traderDisclosureSchema } from '../../../src/api/contracts/security';
import { idParams, priceCircleSchema, traderHomepageSchema } from '../../../src/api/contracts/trade';
import type { AppContext } from '../context';
import { priceCircle } from '../domain/trade/price-circle';
import { traderHomepage } from '../domain/trade/trader-homepage';
import { ok } from '../http/envelope';
import { answer, type Api } from '../http/route-schemas';

const productParams = z.object({ productId: idParams.shape.id });

/** Public market information: a trader's homepage, a product's price circle (block trades: routes/block-trades.ts). */
export function marketInfoRoutes(app: Api, ctx: AppContext): void {
  const { db } = ctx;

  app.get(
    '/api/anon/trade/homepage/:id',
    { schema: { params: idParams, response: answer(traderHomepageSchema.extend(traderDisclosureSchema.shape)) } },
    async (request) => ok(await traderHomepage(db, request.params.id)),
  );

  app.get('/api/anon/trade/priceCircle/:productId', { schema: { params: productParams, response: answer(priceCircleSchema) } }, async (request) =>
    ok(await priceCircle(db, request.params.productId)),
  );
}
