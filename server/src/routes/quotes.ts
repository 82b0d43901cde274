import { z } from 'zod';
import { immediateQuotesQuery, immediateQuotesSchema, roomMessageSchema, roomPostRequest } from '../../../src/api/contracts/quotes';
import type { AppContext } from '../context';
import { refuseIfBanned } from '../domain/punishments/limits';
import { dayQuotes } from '../domain/quotes/day-quotes';
import { postToRoom, roomHistory } from '../domain/quotes/room';
import { quoteTicker } from '../domain/quotes/ticker';
import { ok } from '../http/envelope';
import { answer, gated, memberOf, type Api } from '../http/route-schemas';
import { tellOn } from '../realtime/bus';

/** The quotes room: /api/immediateQuotes, its live ticks and the room's chat (issue 27, spec section 7). */
export function quotesRoutes(app: Api, ctx: AppContext): void {
  const { db, clock } = ctx;
  // The ticks of the deals made on this instance (basket.ts tells through it); stopped with the app.
  const ticker = quoteTicker(ctx);
  app.addHook('onClose', () => ticker.close());

  app.get('/api/immediateQuotes', { schema: { querystring: immediateQuotesQuery, response: answer(immediateQuotesSchema) } }, async (request) =>
    ok(await dayQuotes(db, clock(), { categoryId: request.query.categoryId, since: request.query.currentTimestamp })),
  );

  app.get('/api/quotes/room/messages', { schema: { response: answer(z.array(roomMessageSchema)) } }, async () => ok(await roomHistory(db)));

  gated(app, ctx, 'member', (member) => {
    member.post('/api/quotes/room/send', { schema: { body: roomPostRequest, response: answer(roomMessageSchema) } }, async (request) => {
      const caller = memberOf(request);
      // Talking in public is publishing: a member barred from publishing is barred from the room.
      await refuseIfBanned(db, clock(), caller, 'publishBan');
      const { message, push } = await postToRoom(db, clock, ctx.limits, caller, request.body.content);
      await tellOn(ctx.bus)([push]);
      return ok(message, 'roomMessageSent');
    });
  });
}
