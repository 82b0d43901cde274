import type { FastifyInstance } from 'fastify';
import { headers } from '../../../src/api/contracts/envelope';
import { beanLogQuery, beanTransferRequest, walletLogQuery } from '../../../src/api/contracts/wallet';
import type { AppContext } from '../context';
import { giftBeans } from '../domain/wallet/bean-gifts';
import { accountPurses, paymentItemOptions, walletLogPage } from '../domain/wallet/logs';
import { ok, parse } from '../http/envelope';
import { idempotencyKeyOf } from '../http/idempotency-key';
import { requireMember } from '../http/member';

/**
 * The wallet (spec section 7, User and account and Coin; docs/adr/0028): my logs of yuan and gold beans, my purses,
 * and gifting gold beans. Every call reads or moves the logged-in member's own money only; the member is the
 * session's, never a parameter. (GET /api/user/account/wallet, the header's figures, is in user.ts.)
 */
export function walletRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db, clock } = ctx;

  app.get('/api/user/account/paymentItemList', async (request) => {
    await requireMember(ctx, request);
    return ok(paymentItemOptions('cny'));
  });

  app.get('/api/user/account/goldCoin/paymentItemList', async (request) => {
    await requireMember(ctx, request);
    return ok(paymentItemOptions('bean'));
  });

  app.get('/api/user/account/log/page', async (request) => {
    const member = await requireMember(ctx, request);
    const { purse, ...filter } = parse(walletLogQuery, request.query);
    return ok(await walletLogPage(db, member.id, { asset: 'cny', purse }, filter));
  });

  app.get('/api/user/account/goldCoin/log/page', async (request) => {
    const member = await requireMember(ctx, request);
    return ok(await walletLogPage(db, member.id, { asset: 'bean' }, parse(beanLogQuery, request.query)));
  });

  app.get('/api/user/account/purses', async (request) => {
    const member = await requireMember(ctx, request);
    return ok(await accountPurses(db, member.id));
  });

  app.post('/api/coin/transfer', async (request, reply) => {
    const member = await requireMember(ctx, request);
    const body = parse(beanTransferRequest, request.body);
    const result = await giftBeans(db, clock, ctx.limits, member, body, idempotencyKeyOf(request));
    // The header's gold beans refresh (spec section 7: a response with the type header).
    reply.header(headers.type, 'bean');
    return ok(result, 'beanGiftDone');
  });
}
