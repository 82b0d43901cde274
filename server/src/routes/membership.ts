import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  applyFormListQuery,
  bondAccountSchema,
  bondMoveRequest,
  bondRecordQuery,
  bondRecordSchema,
  depositAccountSchema,
  depositListQuery,
  depositPaymentRequest,
  depositPaymentViewSchema,
  depositWithdrawRequest,
  membershipAuditSchema,
  membershipEventsQuery,
  surrenderParams,
  surrenderRoles,
  surrenderViewSchema,
  vipListSchema,
  vipPaymentListQuery,
  vipPaymentRequest,
  vipPaymentResultSchema,
  vipPaymentViewSchema,
  vipPurchaseRoles,
  vipPurchaseViewSchema,
  vipSeatQuery,
  vipSeatSchema,
  type MembershipAudit,
} from '../../../src/api/contracts/membership';
import { headers } from '../../../src/api/contracts/envelope';
import { pageSchema } from '../../../src/api/contracts/trade';
import type { AppContext } from '../context';
import type { Member } from '../domain/sessions';
import { auditCsv } from '../domain/audit-trail';
import { bondAccount, bondRecords, moveBond } from '../domain/membership/bond';
import { hideSurrender, payDeposit, requestSurrender } from '../domain/membership/deposit';
import { payVipFromBalance } from '../domain/membership/vip';
import {
  applyFormList,
  depositAccount,
  depositPayments,
  surrenderAudit,
  surrenderList,
  surrenderView,
  vipList,
  vipPaymentList,
  vipPaymentResult,
  vipPurchaseAudit,
  vipSeats,
} from '../domain/membership/views';
import { answerOrCsv } from '../http/csv-answer';
import { ok } from '../http/envelope';
import { idempotencyKeyOf } from '../http/idempotency-key';
import { answer, gated, memberOf, type Api } from '../http/route-schemas';

/**
 * VIP years, the deposit and its surrender, the bond funds (spec section 7, "Authentication and VIP", "Deposit";
 * issue 14; docs/adr/0026). Every call acts on the logged-in member's own purchases, deposit and funds: another
 * member's surrender or purchase answers as one that does not exist. Calls that move money take the payment password
 * and answer with the type header, so the browser refreshes the wallet (spec section 7).
 */
export function membershipRoutes(app: Api, ctx: AppContext): void {
  const { db, clock, limits } = ctx;
  const keyOf = (request: FastifyRequest) => idempotencyKeyOf(request) ?? null;
  const moneyMoved = (reply: FastifyReply) => reply.header(headers.type, 'cny');

  app.get('/api/anon/user/vip/seat', { schema: { querystring: vipSeatQuery, response: answer(pageSchema(vipSeatSchema)) } }, async (request) =>
    ok(await vipSeats(db, request.query, clock())),
  );

  gated(app, ctx, 'member', (member) => {
    /** Not in the spec's list: one purchase's or surrender's history, as an order's (docs/adr/0011): JSON (the 流程 view) or the auditors' CSV. */
    const auditRoute = <const R extends readonly [string, ...string[]]>(path: string, roles: R, name: string, load: (me: Member, id: number) => Promise<MembershipAudit<R[number]>>) =>
      member.get(path, { schema: { querystring: membershipEventsQuery, response: answerOrCsv(membershipAuditSchema(roles)) } }, async (request, reply) => {
        const { id, format } = request.query;
        const audit = await load(memberOf(request), id);
        if (format === 'json') return ok(audit);
        return reply
          .header('content-type', 'text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="${name}-${id}-events.csv"`)
          .send(auditCsv(audit.events));
      });

    // VIP (会员年费).
    member.get('/api/user/annual/vipList', { schema: { response: answer(vipListSchema) } }, async (request) => ok(await vipList(db, memberOf(request), clock())));

    member.get('/api/user/annual/applyFormList', { schema: { querystring: applyFormListQuery, response: answer(pageSchema(vipPurchaseViewSchema)) } }, async (request) =>
      ok(await applyFormList(db, memberOf(request), request.query)),
    );

    member.get('/api/user/annual/paymentList', { schema: { querystring: vipPaymentListQuery, response: answer(pageSchema(vipPaymentViewSchema)) } }, async (request) =>
      ok(await vipPaymentList(db, memberOf(request), request.query)),
    );

    member.post('/api/user/annual/payment', { schema: { body: vipPaymentRequest, response: answer(vipPaymentResultSchema) } }, async (request, reply) => {
      const purchase = await payVipFromBalance(db, clock, limits, memberOf(request), request.body, keyOf(request));
      moneyMoved(reply);
      return ok(await vipPaymentResult(db, purchase), 'vipPaid');
    });

    auditRoute('/api/user/annual/events', vipPurchaseRoles, 'vip-purchase', (me, id) => vipPurchaseAudit(db, me, id));

    // The deposit (押金) and its surrender.
    const deposit = answer(depositAccountSchema);
    member.get('/api/deposit/account', { schema: { response: deposit } }, async (request) => ok(await depositAccount(db, memberOf(request))));

    member.post('/api/deposit/payment', { schema: { body: depositPaymentRequest, response: deposit } }, async (request, reply) => {
      const me = memberOf(request);
      await payDeposit(db, clock, limits, me, request.body, keyOf(request));
      moneyMoved(reply);
      return ok(await depositAccount(db, me), 'depositPaid');
    });

    member.post('/api/deposit/withdraw', { schema: { body: depositWithdrawRequest, response: answer(surrenderViewSchema) } }, async (request, reply) => {
      const surrender = await requestSurrender(db, clock, limits, memberOf(request), request.body, keyOf(request));
      moneyMoved(reply);
      return ok(surrenderView(surrender), 'surrenderRequested');
    });

    member.get('/api/deposit/order/list', { schema: { querystring: depositListQuery, response: answer(pageSchema(depositPaymentViewSchema)) } }, async (request) =>
      ok(await depositPayments(db, memberOf(request), request.query)),
    );

    member.get('/api/deposit/surrender/list', { schema: { querystring: depositListQuery, response: answer(pageSchema(surrenderViewSchema)) } }, async (request) =>
      ok(await surrenderList(db, memberOf(request), request.query)),
    );

    member.post('/api/deposit/surrender/del/:id', { schema: { params: surrenderParams, response: answer(z.null()) } }, async (request) => {
      await hideSurrender(db, memberOf(request), request.params.id);
      return ok(null, 'surrenderRemoved');
    });

    auditRoute('/api/deposit/surrender/events', surrenderRoles, 'deposit-surrender', (me, id) => surrenderAudit(db, me, id));

    // The bond funds (保证金账户). Not in the spec's list (docs/adr/0026).
    const bond = answer(bondAccountSchema);
    member.get('/api/bond/account', { schema: { response: bond } }, async (request) => ok(await bondAccount(db, memberOf(request))));

    const bondMove = (path: string, direction: 'recharge' | 'withdraw') =>
      member.post(path, { schema: { body: bondMoveRequest, response: bond } }, async (request, reply) => {
        const me = memberOf(request);
        await moveBond(db, clock, limits, me, direction, request.body, keyOf(request));
        moneyMoved(reply);
        return ok(await bondAccount(db, me), direction === 'recharge' ? 'bondRecharged' : 'bondWithdrawn');
      });
    bondMove('/api/bond/recharge', 'recharge');
    bondMove('/api/bond/withdraw', 'withdraw');

    member.get('/api/bond/pay/record', { schema: { querystring: bondRecordQuery, response: answer(pageSchema(bondRecordSchema)) } }, async (request) =>
      ok(await bondRecords(db, memberOf(request), request.query)),
    );
  });
}
