import { eq } from 'drizzle-orm';
import { z } from 'zod';
import {
  choiceSchema,
  creditLineKinds,
  creditLineSchema,
  creditRemindRequest,
  creditUsageSchema,
  creditUseListQuery,
  deliveryMethodNames,
  deliveryMethods,
  payPasswordModifyRequest,
  productOptionSchema,
  productSearchQuery,
  reasonSchema,
  tradeWayNames,
  tradeWays,
  type Reason,
} from '../../../src/api/contracts/trade';
import { areaNode } from '../../../src/api/contracts/system';
import { areaTree } from '../domain/areas';
import type { AppContext } from '../context';
import { productMatches } from '../db/search';
import { products, users } from '../db/schema';
import { messageTypeIds } from '../../../src/api/contracts/inbox';
import { deliverNotice } from '../domain/notices';
import { checkPayPasswordAttempt } from '../domain/limits/pay-password-attempts';
import { hashPassword, verifyPassword } from '../domain/passwords';
import { creditLine, creditUsage } from '../domain/trade/credit';
import { orderForParty } from '../domain/trade/order-events';
import { tradeSettings } from '../domain/trade/settings';
import { badRequest } from '../http/api-error';
import { ok } from '../http/envelope';
import { answer, gated, memberOf, type Api } from '../http/route-schemas';

const reasons = (names: string[]): Reason[] => names.map((name, i) => ({ id: i + 1, name }));
export const cancelReasons = reasons(['拍错了/不想要了', '价格谈不拢', '卖家缺货', '与对方协商一致取消', '其他原因']);
export const refundReasons = reasons(['品相与描述不符', '少发/漏发', '收到假票/赝品', '运输途中损坏', '其他原因']);
export const expressCompanies = ['顺丰速运', '中国邮政', 'EMS', '京东物流', '圆通速递', '中通快递', '韵达快递', '申通快递'];
/** ?company: the express companies whose name holds the text (the ship form's picker). */
const expressCompanyQuery = z.object({ company: z.string().trim().max(20).default('') });

/** Reference data for orders, credit lines and the payment password (spec section 7: Trade flows, Credit, Other). */
export function tradeSupportRoutes(app: Api, ctx: AppContext): void {
  const { db, clock } = ctx;
  const reasonList = { response: answer(z.array(reasonSchema)) };

  app.get('/api/trade/online/cancel/reasons', { schema: reasonList }, async () => ok(cancelReasons));
  app.get('/api/trade/refunds/reasons', { schema: reasonList }, async () => ok(refundReasons));
  app.get('/api/express/delivery/list', { schema: { querystring: expressCompanyQuery, ...reasonList } }, async (request) =>
    ok(expressCompanies.filter((c) => c.includes(request.query.company)).map((name, i) => ({ id: i + 1, name }))),
  );
  app.get('/api/sys/setting/tradeWays', { schema: { response: answer(z.array(choiceSchema(tradeWays))) } }, async () =>
    ok(tradeWays.map((code) => ({ code, showName: tradeWayNames[code] }))),
  );
  app.get(
    '/api/sys/setting/deliveryArea',
    { schema: { response: answer(z.object({ deliveryMethods: z.array(choiceSchema(deliveryMethods)), areas: z.array(areaNode) })) } },
    async () => ok({ deliveryMethods: deliveryMethods.map((code) => ({ code, showName: deliveryMethodNames[code] })), areas: areaTree(1) }),
  );

  // Product search by name or catalogue number, on the search index (the publish form's picker); no keyword lists all.
  app.get('/api/search/product/name/page', { schema: { querystring: productSearchQuery, response: answer(z.array(productOptionSchema)) } }, async (request) => {
    const { keyword, ...page } = request.query;
    const where = keyword ? productMatches(keyword) : undefined;
    const rows = await db
      .select({ id: products.id, code: products.code, name: products.name, exterior: products.exterior, unit: products.unit })
      .from(products)
      .where(where)
      .orderBy(products.year, products.code, products.id)
      .limit(page.pageSize)
      .offset((page.pageNo - 1) * page.pageSize);
    return ok(rows);
  });

  gated(app, ctx, 'member', (member) => {
    const usage = { response: answer(z.array(creditUsageSchema)) };

    member.get('/api/creditLine/info', { schema: { response: answer(creditLineSchema) } }, async (request) =>
      ok(await creditLine(db, memberOf(request), await tradeSettings(db))),
    );
    // What holds a line, for the credit-insufficient dialog; operateType is the business code 0 buy, 1 sell, 2 trade.
    member.get('/api/creditLine/useList', { schema: { querystring: creditUseListQuery, ...usage } }, async (request) =>
      ok(await creditUsage(db, memberOf(request), creditLineKinds[request.query.operateType]!)),
    );
    member.get('/api/creditLine/trade/useList', { schema: usage }, async (request) => ok(await creditUsage(db, memberOf(request), 'order')));
    // Reminds the other side of an order holding the line to finish it: a message in their message centre.
    member.post('/api/creditLine/remind', { schema: { body: creditRemindRequest, response: answer(z.null()) } }, async (request) => {
      const caller = memberOf(request);
      const { order, side } = await orderForParty(db, request.body.orderId, caller);
      await deliverNotice(
        db,
        {
          userId: side === 'buyer' ? order.sellerId : order.buyerId,
          type: messageTypeIds.trade,
          title: '额度占用提醒',
          content: `${caller.userName} 提醒您尽快处理订单${order.id}，以释放双方的交易额度。`,
        },
        clock(),
      );
      return ok(null, 'creditReminded');
    });

    member.get('/api/user/pwd/payment/isSet', { schema: { response: answer(z.boolean()) } }, async (request) => ok(memberOf(request).payPasswordHash !== null));
    // Setting it the first time proves the login password; changing it proves the current payment password. Either try
    // is counted before argon2 runs: on the login lock, or on the payment password's lock shared with pay and receive.
    member.post('/api/user/pwd/payment/modify', { schema: { body: payPasswordModifyRequest, response: answer(z.null()) } }, async (request) => {
      const caller = memberOf(request);
      const { oldPassword, newPassword } = request.body;
      if (caller.payPasswordHash) {
        if (!(await checkPayPasswordAttempt(ctx.limits, caller.id, caller.payPasswordHash, oldPassword))) throw badRequest('payPasswordWrong');
      } else if (!(await ctx.loginThrottle.checkPassword(caller.id, () => verifyPassword(caller.passwordHash, oldPassword)))) {
        throw badRequest('wrongCredentials');
      }
      await db.update(users).set({ payPasswordHash: await hashPassword(newPassword) }).where(eq(users.id, caller.id));
      return ok(null, 'payPasswordSet');
    });
  });
}
