import { z } from 'zod';
import { headers } from '../../../src/api/contracts/envelope';
import { pageSchema } from '../../../src/api/contracts/trade';
import {
  accountPursesSchema,
  beanLogQuery,
  beanTransferRequest,
  beanTransferResultSchema,
  paymentItemOptionSchema,
  walletLogLineSchema,
  walletLogQuery,
} from '../../../src/api/contracts/wallet';
import type { AppContext } from '../context';
import { giftBeans } from '../domain/wallet/bean-gifts';
import { accountPurses, paymentItemOptions, walletLogPage } from '../domain/wallet/logs';
import { ok } from '../http/envelope';
import { idempotencyKeyOf } from '../http/idempotency-key';
import { answer, gated, memberOf, type Api } from '../http/route-schemas';

/**
 * The wallet (spec section 7, User and account and Coin; docs/adr/0028): my logs of yuan and gold beans, my purses,
 * and gifting gold beans. Every call reads or moves the logged-in member's own money only; the member is the
 * session's, never a parameter. (GET /api/user/account/wallet, the header's figures, is in user.ts.)
 */
export function walletRoutes(app: Api, ctx: AppContext): void {
  const { db, clock } = ctx;

  gated(app, ctx, 'member', (member) => {
    const options = { response: answer(z.array(paymentItemOptionSchema)) };
    member.get('/api/user/account/paymentItemList', { schema: options }, async () => ok(paymentItemOptions('cny')));
    member.get('/api/user/account/goldCoin/paymentItemList', { schema: options }, async () => ok(paymentItemOptions('bean')));

    const log = answer(pageSchema(walletLogLineSchema));
    member.get('/api/user/account/log/page', { schema: { querystring: walletLogQuery, response: log } }, async (request) => {
      const { purse, ...filter } = request.query;
      return ok(await walletLogPage(db, memberOf(request).id, { asset: 'cny', purse }, filter));
    });
    member.get('/api/user/account/goldCoin/log/page', { schema: { querystring: beanLogQuery, response: log } }, async (request) =>
      ok(await walletLogPage(db, memberOf(request).id, { asset: 'bean' }, request.query)),
    );

    member.get('/api/user/account/purses', { schema: { response: answer(accountPursesSchema) } }, async (request) => ok(await accountPurses(db, memberOf(request).id)));

    member.post('/api/coin/transfer', { schema: { body: beanTransferRequest, response: answer(beanTransferResultSchema) } }, async (request, reply) => {
      const result = await giftBeans(db, clock, ctx.limits, memberOf(request), request.body, idempotencyKeyOf(request));
      // The header's gold beans refresh (spec section 7: a response with the type header).
      reply.header(headers.type, 'bean');
      return ok(result, 'beanGiftDone');
    });
  });
}
