import {
  blockTradeApplyRequest,
  blockTradeDetailSchema,
  blockTradeItemSchema,
  blockTradeListQuery,
  blockTradeSchema,
  blockTradesQuery,
} from '../../../src/api/contracts/block-trades';
import { idParams, pageQuery, pageSchema } from '../../../src/api/contracts/trade';
import type { AppContext } from '../context';
import { applyBlockTrade } from '../domain/block-trades/block-trades';
import { blockTradeDetail, blockTradePage, blockTradeQueue, myBlockTrades } from '../domain/block-trades/views';
import { ok } from '../http/envelope';
import { idempotencyKeyOf } from '../http/idempotency-key';
import { optionalMember } from '../http/member';
import { answer, gated, memberOf, type Api } from '../http/route-schemas';

/**
 * 大宗交易 (spec sections 2 and 3; issue 29): the public list (/large-transaction) and one application's detail, the
 * member's application and their own list, and staff's queue. Withdrawing, listing and rejecting are lifecycle calls
 * (src/api/contracts/lifecycle-calls.ts, server/src/routes/lifecycle.ts).
 */
export function blockTradeRoutes(app: Api, ctx: AppContext): void {
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

  // Anyone may read a listed application (the phone masked to visitors); the applicant and staff read theirs in any state.
  app.get('/api/trade/blockTrades/:id', { schema: { params: idParams, response: answer(blockTradeDetailSchema) } }, async (request) =>
    ok(await blockTradeDetail(db, clock(), request.params.id, await optionalMember(ctx, request))),
  );

  gated(app, ctx, 'member', (member) => {
    member.post('/api/trade/blockTrades/apply', { schema: { body: blockTradeApplyRequest, response: answer(blockTradeDetailSchema) } }, async (request) => {
      const me = memberOf(request);
      const row = await applyBlockTrade(db, clock, me, request.body, idempotencyKeyOf(request) ?? null);
      return ok(await blockTradeDetail(db, clock(), row.id, me), 'blockTradeApplied');
    });

    member.get('/api/trade/blockTrades/my/page', { schema: { querystring: blockTradeListQuery, response: answer(pageSchema(blockTradeItemSchema)) } }, async (request) =>
      ok(await myBlockTrades(db, memberOf(request), request.query)),
    );
  });

  gated(app, ctx, 'staff', (staff) => {
    staff.get('/api/operator/block-trades/page', { schema: { querystring: blockTradeListQuery, response: answer(pageSchema(blockTradeItemSchema)) } }, async (request) =>
      ok(await blockTradeQueue(db, request.query)),
    );
  });
}
