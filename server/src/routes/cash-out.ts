import type { FastifyInstance } from 'fastify';
import {
  bankCardParams,
  cashOutApplyRequest,
  cashOutPageQuery,
} from '../../../src/api/contracts/cash-out';
import { headers } from '../../../src/api/contracts/envelope';
import type { AppContext } from '../context';
import { applyCashOut } from '../domain/cash-out/cash-outs';
import { cashOutItem, cashOutQueue, cashOutReview, collectAccount, myCashOuts } from '../domain/cash-out/views';
import { userBalances } from '../domain/ledger';
import { ok, parse } from '../http/envelope';
import { idempotencyKeyOf } from '../http/idempotency-key';
import { requireMember, requireStaff } from '../http/member';

/**
 * 提现 (spec section 7, "Cash-out"; docs/adr/0027): the member's collect accounts, applications and their list;
 * platform staff's queue and the application in full (not in the spec: staff's own calls, as for authentication);
 * staff's pay and reject are lifecycle calls (src/api/contracts/lifecycle-calls.ts, server/src/routes/lifecycle.ts). Every change is an event of the cash-out machine; a call that moves the balance answers with the
 * type header so the browser refreshes the wallet (spec section 7).
 */
export function cashOutRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db, clock, limits } = ctx;

  app.get('/api/user/cash/out/collect/account', async (request) => {
    const member = await requireMember(ctx, request);
    return ok(await collectAccount(db, member, (await userBalances(db, member.id)).cny));
  });

  app.post('/api/user/cash/out/apply', async (request, reply) => {
    const member = await requireMember(ctx, request);
    const body = parse(cashOutApplyRequest, request.body);
    const row = await applyCashOut(db, clock, limits, member, body, idempotencyKeyOf(request) ?? null);
    reply.header(headers.type, 'cny');
    return ok(await cashOutItem(db, row), 'cashOutApplied');
  });

  app.get('/api/user/cash/out/page', async (request) => {
    const member = await requireMember(ctx, request);
    return ok(await myCashOuts(db, member.id, parse(cashOutPageQuery, request.query)));
  });


  app.get('/api/operator/cash-out/page', async (request) => {
    await requireStaff(ctx, request);
    return ok(await cashOutQueue(db, parse(cashOutPageQuery, request.query)));
  });

  app.get('/api/operator/cash-out/:id', async (request) => {
    await requireStaff(ctx, request);
    return ok(await cashOutReview(db, parse(bankCardParams, request.params).id));
  });

}
