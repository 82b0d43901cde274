import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  applyFormListQuery,
  bondMoveRequest,
  bondRecordQuery,
  depositListQuery,
  depositPaymentRequest,
  depositWithdrawRequest,
  membershipEventsQuery,
  surrenderParams,
  vipPaymentListQuery,
  vipPaymentRequest,
  vipSeatQuery,
  type MembershipAudit,
  type VipPaymentResult,
} from '../../../src/api/contracts/membership';
import { headers } from '../../../src/api/contracts/envelope';
import type { AppContext } from '../context';
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
import { ok, parse } from '../http/envelope';
import { idempotencyKeyOf } from '../http/idempotency-key';
import { requireMember } from '../http/member';

/**
 * VIP years, the deposit and its surrender, the bond funds (spec section 7, "Authentication and VIP", "Deposit";
 * issue 14; docs/adr/0026). Every call acts on the logged-in member's own purchases, deposit and funds: another
 * member's surrender or purchase answers as one that does not exist. Calls that move money take the payment password
 * and answer with the type header, so the browser refreshes the wallet (spec section 7).
 */
export function membershipRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db, clock, limits } = ctx;
  const member = (request: FastifyRequest) => requireMember(ctx, request);
  const keyOf = (request: FastifyRequest) => idempotencyKeyOf(request) ?? null;
  const moneyMoved = (reply: FastifyReply) => reply.header(headers.type, 'cny');

  /** A history as JSON (the 流程 view) or as the auditors' CSV. */
  const auditReply = (reply: FastifyReply, audit: MembershipAudit, format: 'json' | 'csv', fileName: string) =>
    format === 'json'
      ? ok(audit)
      : reply.header('content-type', 'text/csv; charset=utf-8').header('content-disposition', `attachment; filename="${fileName}"`).send(auditCsv(audit.events));

  // VIP (会员年费).
  app.get('/api/user/annual/vipList', async (request) => ok(await vipList(db, await member(request), clock())));

  app.get('/api/user/annual/applyFormList', async (request) => {
    const me = await member(request);
    return ok(await applyFormList(db, me, parse(applyFormListQuery, request.query)));
  });

  app.get('/api/user/annual/paymentList', async (request) => {
    const me = await member(request);
    return ok(await vipPaymentList(db, me, parse(vipPaymentListQuery, request.query)));
  });

  app.post('/api/user/annual/payment', async (request, reply) => {
    const me = await member(request);
    const body = parse(vipPaymentRequest, request.body);
    const purchase = await payVipFromBalance(db, clock, limits, me, body, keyOf(request));
    moneyMoved(reply);
    return ok<VipPaymentResult>(await vipPaymentResult(db, purchase), 'vipPaid');
  });

  // Not in the spec's list: one purchase's history, as an order's (docs/adr/0011).
  app.get('/api/user/annual/events', async (request, reply) => {
    const me = await member(request);
    const { id, format } = parse(membershipEventsQuery, request.query);
    return auditReply(reply, await vipPurchaseAudit(db, me, id), format, `vip-purchase-${id}-events.csv`);
  });

  app.get('/api/anon/user/vip/seat', async (request) => ok(await vipSeats(db, parse(vipSeatQuery, request.query), clock())));

  // The deposit (押金) and its surrender.
  app.get('/api/deposit/account', async (request) => ok(await depositAccount(db, await member(request))));

  app.post('/api/deposit/payment', async (request, reply) => {
    const me = await member(request);
    await payDeposit(db, clock, limits, me, parse(depositPaymentRequest, request.body), keyOf(request));
    moneyMoved(reply);
    return ok(await depositAccount(db, me), 'depositPaid');
  });

  app.post('/api/deposit/withdraw', async (request, reply) => {
    const me = await member(request);
    const surrender = await requestSurrender(db, clock, limits, me, parse(depositWithdrawRequest, request.body), keyOf(request));
    moneyMoved(reply);
    return ok(surrenderView(surrender), 'surrenderRequested');
  });

  app.get('/api/deposit/order/list', async (request) => {
    const me = await member(request);
    return ok(await depositPayments(db, me, parse(depositListQuery, request.query)));
  });

  app.get('/api/deposit/surrender/list', async (request) => {
    const me = await member(request);
    return ok(await surrenderList(db, me, parse(depositListQuery, request.query)));
  });

  app.post('/api/deposit/surrender/del/:id', async (request) => {
    const me = await member(request);
    await hideSurrender(db, me, parse(surrenderParams, request.params).id);
    return ok(null, 'surrenderRemoved');
  });

  // Not in the spec's list: one surrender's history (its 流程).
  app.get('/api/deposit/surrender/events', async (request, reply) => {
    const me = await member(request);
    const { id, format } = parse(membershipEventsQuery, request.query);
    return auditReply(reply, await surrenderAudit(db, me, id), format, `deposit-surrender-${id}-events.csv`);
  });



  // The bond funds (保证金账户). Not in the spec's list (docs/adr/0026).
  app.get('/api/bond/account', async (request) => ok(await bondAccount(db, await member(request))));

  const bondMove = (path: string, direction: 'recharge' | 'withdraw') =>
    app.post(path, async (request, reply) => {
      const me = await member(request);
      await moveBond(db, clock, limits, me, direction, parse(bondMoveRequest, request.body), keyOf(request));
      moneyMoved(reply);
      return ok(await bondAccount(db, me), direction === 'recharge' ? 'bondRecharged' : 'bondWithdrawn');
    });
  bondMove('/api/bond/recharge', 'recharge');
  bondMove('/api/bond/withdraw', 'withdraw');

  app.get('/api/bond/pay/record', async (request) => {
    const me = await member(request);
    return ok(await bondRecords(db, me, parse(bondRecordQuery, request.query)));
  });
}
