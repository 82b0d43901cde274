import type { FastifyInstance } from 'fastify';
import { basketAddRequest, basketConfirmRequest, idParams } from '../../../src/api/contracts/trade';
import { headers } from '../../../src/api/contracts/envelope';
import type { AppContext } from '../context';
import { refuseIfBanned } from '../domain/punishments/limits';
import { addToBasket, basketList, confirmBasket, removeFromBasket } from '../domain/trade/basket';
import { ok, parse } from '../http/envelope';
import { requireMember } from '../http/member';

/** The scan basket (spec sections 3, 5 and 7, Basket). */
export function basketRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db, clock } = ctx;

  app.get('/api/basket/list', async (request) => ok(await basketList(db, clock(), await requireMember(ctx, request))));
  // The browser refreshes stock and prices before confirming; the list is always read fresh.
  app.post('/api/basket/refresh', async (request) => ok(await basketList(db, clock(), await requireMember(ctx, request))));

  app.post('/api/basket/add', async (request) => {
    const member = await requireMember(ctx, request);
    const { tradeId, quantity } = parse(basketAddRequest, request.body);
    await refuseIfBanned(db, clock(), member, 'tradeBan');
    await addToBasket(db, clock, member, tradeId, quantity);
    return ok(await basketList(db, clock(), member), 'operationSucceeded');
  });

  app.post('/api/basket/del/:id', async (request) => {
    const member = await requireMember(ctx, request);
    await removeFromBasket(db, member, [parse(idParams, request.params).id]);
    return ok(await basketList(db, clock(), member), 'selectedDeleted');
  });

  app.post('/api/basket/delAll', async (request) => {
    const member = await requireMember(ctx, request);
    await removeFromBasket(db, member, 'all');
    return ok([], 'basketCleared');
  });

  app.post('/api/basket/confirm', async (request, reply) => {
    const member = await requireMember(ctx, request);
    await refuseIfBanned(db, clock(), member, 'tradeBan');
    const result = await confirmBasket(db, clock, member, parse(basketConfirmRequest, request.body));
    // Anonymous scanning spends gold beans: the browser refreshes the wallet (spec section 7).
    if (result.otherCharges > 0) reply.header(headers.type, 'bean');
    return ok(result, 'scanSucceeded');
  });
}
