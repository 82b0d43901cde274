import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import {
  creditLineKinds,
  creditRemindRequest,
  creditUseListQuery,
  deliveryMethodNames,
  deliveryMethods,
  payPasswordModifyRequest,
  productSearchQuery,
  tradeWayNames,
  tradeWays,
  type Reason,
} from '../../../src/api/contracts/trade';
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
import { ok, parse } from '../http/envelope';
import { requireMember } from '../http/member';

const reasons = (names: string[]): Reason[] => names.map((name, i) => ({ id: i + 1, name }));
export const cancelReasons = reasons(['拍错了/不想要了', '价格谈不拢', '卖家缺货', '与对方协商一致取消', '其他原因']);
export const refundReasons = reasons(['品相与描述不符', '少发/漏发', '收到假票/赝品', '运输途中损坏', '其他原因']);
export const expressCompanies = ['顺丰速运', '中国邮政', 'EMS', '京东物流', '圆通速递', '中通快递', '韵达快递', '申通快递'];

/** Reference data for orders, credit lines and the payment password (spec section 7: Trade flows, Credit, Other). */
export function tradeSupportRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db, clock } = ctx;

  app.get('/api/trade/online/cancel/reasons', async () => ok(cancelReasons));
  app.get('/api/trade/refunds/reasons', async () => ok(refundReasons));
  app.get('/api/express/delivery/list', async (request) => {
    const { company } = parse(z.object({ company: z.string().trim().max(20).default('') }), request.query);
    return ok(expressCompanies.filter((c) => c.includes(company)).map((name, i) => ({ id: i + 1, name })));
  });
  app.get('/api/sys/setting/tradeWays', async () => ok(tradeWays.map((code) => ({ code, showName: tradeWayNames[code] }))));
  app.get('/api/sys/setting/deliveryArea', async () => ok({ deliveryMethods: deliveryMethods.map((code) => ({ code, showName: deliveryMethodNames[code] })), areas: areaTree(1) }));

  // Product search by name or catalogue number, on the search index (the publish form's picker); no keyword lists all.
  app.get('/api/search/product/name/page', async (request) => {
    const { keyword, ...page } = parse(productSearchQuery, request.query);
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

  app.get('/api/creditLine/info', async (request) => ok(await creditLine(db, await requireMember(ctx, request), await tradeSettings(db))));
  // What holds a line, for the credit-insufficient dialog; operateType is the business code 0 buy, 1 sell, 2 trade.
  app.get('/api/creditLine/useList', async (request) => {
    const member = await requireMember(ctx, request);
    const { operateType } = parse(creditUseListQuery, request.query);
    return ok(await creditUsage(db, member, creditLineKinds[operateType]!));
  });
  app.get('/api/creditLine/trade/useList', async (request) => ok(await creditUsage(db, await requireMember(ctx, request), 'order')));
  // Reminds the other side of an order holding the line to finish it: a message in their message centre.
  app.post('/api/creditLine/remind', async (request) => {
    const member = await requireMember(ctx, request);
    const { orderId } = parse(creditRemindRequest, request.body);
    const { order, side } = await orderForParty(db, orderId, member);
    await deliverNotice(
      db,
      {
        userId: side === 'buyer' ? order.sellerId : order.buyerId,
        type: messageTypeIds.trade,
        title: '额度占用提醒',
        content: `${member.userName} 提醒您尽快处理订单${order.id}，以释放双方的交易额度。`,
      },
      clock(),
    );
    return ok(null, 'creditReminded');
  });

  app.get('/api/user/pwd/payment/isSet', async (request) => ok((await requireMember(ctx, request)).payPasswordHash !== null));
  // Setting it the first time proves the login password; changing it proves the current payment password. Either try
  // is counted before argon2 runs: on the login lock, or on the payment password's lock shared with pay and receive.
  app.post('/api/user/pwd/payment/modify', async (request) => {
    const member = await requireMember(ctx, request);
    const { oldPassword, newPassword } = parse(payPasswordModifyRequest, request.body);
    if (member.payPasswordHash) {
      if (!(await checkPayPasswordAttempt(ctx.limits, member.id, member.payPasswordHash, oldPassword))) throw badRequest('payPasswordWrong');
    } else if (!(await ctx.loginThrottle.checkPassword(member.id, () => verifyPassword(member.passwordHash, oldPassword)))) {
      throw badRequest('wrongCredentials');
    }
    await db.update(users).set({ payPasswordHash: await hashPassword(newPassword) }).where(eq(users.id, member.id));
    return ok(null, 'payPasswordSet');
  });
}
