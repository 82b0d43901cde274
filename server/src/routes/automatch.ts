import {
  automatchChannel,
  automatchEvents,
  candleQuery,
  candlesSchema,
  matchDetailSchema,
  matchFeeSchema,
  matchListQuery,
  matchOrderResultSchema,
  matchOrderSchema,
  matchPlaceRequest,
  matchVarietyQuery,
  matchVarietySchema,
  myFillSchema,
} from '../../../src/api/contracts/automatch';
import { pageQuery, pageSchema } from '../../../src/api/contracts/trade';
import type { AppContext } from '../context';
import { candles } from '../domain/automatch/candles';
import { placeOrder, type MadeFill } from '../domain/automatch/engine';
import { matchFee, myFills, myMatchOrders, orderResult, pairingDetail, pairingPage, toFill } from '../domain/automatch/views';
import { dealsMade } from '../domain/quotes/ticker';
import { ok } from '../http/envelope';
import { idempotencyKeyOf } from '../http/idempotency-key';
import { answer, gated, memberOf, type Api } from '../http/route-schemas';
import { tellOn, type LivePush } from '../realtime/bus';

/**
 * What a committed command tells (docs/adr/0040: told, not kept): the variety's book changed, each fill on its public
 * channel (the detail's trades, the live candle), and the quotes room's tick when anything dealt.
 */
export function matchPushes(productId: number, fills: readonly MadeFill[]): LivePush[] {
  const channel = automatchChannel(productId);
  return [
    { channel, event: { type: automatchEvents.book, productId } },
    ...fills.map((f) => ({ channel, event: { type: automatchEvents.fill, productId, fill: toFill({ ...f, createdAt: f.at }), time: Math.floor(f.at.getTime() / 1000) } })),
    ...(fills.length > 0 ? [dealsMade([productId])] : []),
  ];
}

/**
 * 自动撮合 (issue 28, docs/adr/0041). The spec's reads are public (/auto-match is); placing and the member's lists need
 * a login. Cancel and amend are lifecycle calls (src/api/contracts/lifecycle-calls.ts, through routes/lifecycle.ts).
 */
export function automatchRoutes(app: Api, ctx: AppContext): void {
  const { db, clock } = ctx;
  const tell = tellOn(ctx.bus);

  app.get('/api/automatic/pairing/page', { schema: { querystring: pageQuery, response: answer(pageSchema(matchVarietySchema)) } }, async (request) =>
    ok(await pairingPage(db, clock(), request.query)),
  );
  app.get('/api/automatic/pairing/details', { schema: { querystring: matchVarietyQuery, response: answer(matchDetailSchema) } }, async (request) =>
    ok(await pairingDetail(db, clock(), request.query.productId)),
  );
  app.get('/api/automatic/pairing/kLineGraph', { schema: { querystring: candleQuery, response: answer(candlesSchema) } }, async (request) =>
    ok(await candles(db, request.query)),
  );

  gated(app, ctx, 'member', (member) => {
    member.get('/api/automatic/pairing/fee', { schema: { response: answer(matchFeeSchema) } }, async (request) => ok(await matchFee(db, memberOf(request))));

    member.post('/api/automatic/pairing/order', { schema: { body: matchPlaceRequest, response: answer(matchOrderResultSchema) } }, async (request) => {
      const caller = memberOf(request);
      const { id, fills } = await placeOrder(db, clock, caller, request.body, idempotencyKeyOf(request) ?? null);
      // Told after the commit; a failing push is logged, never the answer (the order stands).
      await tell(matchPushes(request.body.productId, fills)).catch((error: unknown) => request.log.error({ err: error }, 'telling a placed match order failed'));
      return ok(await orderResult(db, caller, id, fills), 'matchPlaced');
    });

    member.get('/api/automatic/pairing/my/orders', { schema: { querystring: matchListQuery, response: answer(pageSchema(matchOrderSchema)) } }, async (request) =>
      ok(await myMatchOrders(db, memberOf(request), request.query)),
    );
    member.get('/api/automatic/pairing/my/fills', { schema: { querystring: pageQuery, response: answer(pageSchema(myFillSchema)) } }, async (request) =>
      ok(await myFills(db, memberOf(request), request.query)),
    );
  });
}
