import { z } from 'zod';
import { basketAddRequest, basketConfirmRequest, basketItemSchema, confirmResultSchema, idParams } from '../../../src/api/contracts/trade';
import { headers } from '../../../src/api/contracts/envelope';
import type { AppContext } from '../context';
import { refuseIfBanned } from '../domain/punishments/limits';
import { quoteTicker } from '../domain/quotes/ticker';
import { addToBasket, basketList, confirmBasket, removeFromBasket } from '../domain/trade/basket';
import { ok } from '../http/envelope';
import { answer, gated, memberOf, type Api } from '../http/route-schemas';

/** The scan basket (spec sections 3, 5 and 7, Basket). */
export function basketRoutes(app: Api, ctx: AppContext): void {
  const { db, clock } = ctx;

  gated(app, ctx, 'member', (member) => {
    const items = { response: answer(z.array(basketItemSchema)) };

    member.get('/api/basket/list', { schema: items }, async (request) => ok(await basketList(db, clock(), memberOf(request))));
    // The browser refreshes stock and prices before confirming; the list is always read fresh.
    member.post('/api/basket/refresh', { schema: items }, async (request) => ok(await basketList(db, clock(), memberOf(request))));

    member.post('/api/basket/add', { schema: { body: basketAddRequest, ...items } }, async (request) => {
      const caller = memberOf(request);
      const { tradeId, quantity } = request.body;
      await refuseIfBanned(db, clock(), caller, 'tradeBan');
      await addToBasket(db, clock, caller, tradeId, quantity);
      return ok(await basketList(db, clock(), caller), 'operationSucceeded');
    });

    member.post('/api/basket/del/:id', { schema: { params: idParams, ...items } }, async (request) => {
      const caller = memberOf(request);
      await removeFromBasket(db, caller, [request.params.id]);
      return ok(await basketList(db, clock(), caller), 'selectedDeleted');
    });

    member.post('/api/basket/delAll', { schema: items }, async (request) => {
      await removeFromBasket(db, memberOf(request), 'all');
      return ok([], 'basketCleared');
    });

    member.post('/api/basket/confirm', { schema: { body: basketConfirmRequest, response: answer(confirmResultSchema) } }, async (request, reply) => {
      const caller = memberOf(request);
      await refuseIfBanned(db, clock(), caller, 'tradeBan');
      // The orders made are told to the quotes room (one tick for the deals of the same 200 ms).
      const result = await confirmBasket(db, clock, caller, request.body, quoteTicker(ctx).tell);
      // Anonymous scanning spends gold beans: the browser refreshes the wallet (spec section 7).
      if (result.otherCharges > 0) reply.header(headers.type, 'bean');
      return ok(result, 'scanSucceeded');
    });
  });
}
