import {
  bankCardParams,
  cashOutApplyRequest,
  cashOutItemSchema,
  cashOutPageQuery,
  cashOutQueueItemSchema,
  cashOutReviewSchema,
  collectAccountSchema,
} from '../../../src/api/contracts/cash-out';
import { headers } from '../../../src/api/contracts/envelope';
import { pageSchema } from '../../../src/api/contracts/trade';
import type { AppContext } from '../context';
import { applyCashOut } from '../domain/cash-out/cash-outs';
import { cashOutItem, cashOutQueue, cashOutReview, collectAccount, myCashOuts } from '../domain/cash-out/views';
import { userBalances } from '../domain/ledger';
import { ok } from '../http/envelope';
import { idempotencyKeyOf } from '../http/idempotency-key';
import { answer, gated, memberOf, type Api } from '../http/route-schemas';

/**
 * 提现 (spec section 7, "Cash-out"; docs/adr/0027): the member's collect accounts, applications and their list;
 * platform staff's queue and the application in full (not in the spec: staff's own calls, as for authentication);
 * staff's pay and reject are lifecycle calls (src/api/contracts/lifecycle-calls.ts, server/src/routes/lifecycle.ts). Every change is an event of the cash-out machine; a call that moves the balance answers with the
 * type header so the browser refreshes the wallet (spec section 7).
 */
export function cashOutRoutes(app: Api, ctx: AppContext): void {
  const { db, clock, limits } = ctx;

  gated(app, ctx, 'member', (member) => {
    member.get('/api/user/cash/out/collect/account', { schema: { response: answer(collectAccountSchema) } }, async (request) => {
      const me = memberOf(request);
      return ok(await collectAccount(db, me, (await userBalances(db, me.id)).cny));
    });

    member.post('/api/user/cash/out/apply', { schema: { body: cashOutApplyRequest, response: answer(cashOutItemSchema) } }, async (request, reply) => {
      const row = await applyCashOut(db, clock, limits, memberOf(request), request.body, idempotencyKeyOf(request) ?? null);
      reply.header(headers.type, 'cny');
      return ok(await cashOutItem(db, row), 'cashOutApplied');
    });

    member.get('/api/user/cash/out/page', { schema: { querystring: cashOutPageQuery, response: answer(pageSchema(cashOutItemSchema)) } }, async (request) =>
      ok(await myCashOuts(db, memberOf(request).id, request.query)),
    );
  });

  gated(app, ctx, 'staff', (staff) => {
    staff.get('/api/operator/cash-out/page', { schema: { querystring: cashOutPageQuery, response: answer(pageSchema(cashOutQueueItemSchema)) } }, async (request) =>
      ok(await cashOutQueue(db, request.query)),
    );
    staff.get('/api/operator/cash-out/:id', { schema: { params: bankCardParams, response: answer(cashOutReviewSchema) } }, async (request) =>
      ok(await cashOutReview(db, request.params.id)),
    );
  });
}
