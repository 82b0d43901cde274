import type { FastifyInstance } from 'fastify';
import { dealListRequest, invoiceApplyRequest, orderListRequest, orderQuery, pageQuery, tradeOrderListRequest } from '../../../src/api/contracts/trade';
import type { AppContext } from '../context';
import { applyInvoice } from '../domain/trade/invoices';
import { orderForParty } from '../domain/trade/order-events';
import { listingOrders, memberOrders, myDeals, orderStatistics, recentDeals } from '../domain/trade/order-lists';
import { orderDetail } from '../domain/trade/order-view';
import { ok, okKept, parse } from '../http/envelope';
import { requireMember } from '../http/member';

export function orderRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db, clock } = ctx;

  app.get('/api/user/order/info', async (request, reply) => {
    const member = await requireMember(ctx, request);
    const { orderId } = parse(orderQuery, request.query);
    // Kept per order and member: a party's view differs from the other's, and a stranger's refusal is never kept.
    return okKept(reply, ctx.readCache, `order:${orderId}:${member.id}`, async () => {
      const { order, side } = await orderForParty(db, orderId, member);
      return orderDetail(db, order, side);
    });
  });

  app.post('/api/order/list', async (request) => {
    const member = await requireMember(ctx, request);
    return ok(await memberOrders(db, member.id, parse(orderListRequest, request.body), parse(pageQuery, request.query)));
  });

  app.post('/api/user/trade/order/list', async (request) => {
    const member = await requireMember(ctx, request);
    const { tradeId } = parse(tradeOrderListRequest, request.body);
    return ok(await listingOrders(db, member, tradeId, parse(pageQuery, request.query)));
  });

  app.post('/api/user/trade/order/statistics/info', async (request) => ok(await orderStatistics(db, (await requireMember(ctx, request)).id)));

  app.get('/api/trade/marketing/my/page', async (request) => {
    const member = await requireMember(ctx, request);
    return ok(await myDeals(db, member.id, parse(pageQuery, request.query)));
  });

  // /transaction and a product's price circle: recent completed deals, public, without names.
  app.post('/api/order/whole/list', async (request) => {
    const { productId } = parse(dealListRequest, request.body);
    return ok(await recentDeals(db, productId, parse(pageQuery, request.query)));
  });

  app.post('/api/trade/buyer/invoiceApply', async (request) => {
    const member = await requireMember(ctx, request);
    const order = await applyInvoice(db, clock, member, parse(invoiceApplyRequest, request.body));
    return ok(await orderDetail(db, order, 'buyer'), 'invoiceApplied');
  });

  app.get('/api/user/order/deliveryInfo', async (request) => {
    const member = await requireMember(ctx, request);
    const { orderId } = parse(orderQuery, request.query);
    const { order } = await orderForParty(db, orderId, member);
    return ok({ expressCompany: order.expressCompany, trackingNo: order.trackingNo });
  });

  app.get('/api/trade/refunds/deliveryInfo', async (request) => {
    const member = await requireMember(ctx, request);
    const { orderId } = parse(orderQuery, request.query);
    const { order } = await orderForParty(db, orderId, member);
    return ok({ expressCompany: order.returnExpressCompany, trackingNo: order.returnTrackingNo });
  });
}
