import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { dealListRequest, invoiceApplyRequest, lifecycleBodies, orderListRequest, pageQuery, tradeOrderListRequest } from '../../../src/api/contracts/trade';
import { lifecycleCalls } from '../domain/trade/lifecycle-calls';
import type { AppContext } from '../context';
import { applyInvoice } from '../domain/trade/invoices';
import { orderForParty, sendOrderEvent } from '../domain/trade/order-events';
import { listingOrders, memberOrders, myDeals, orderStatistics, recentDeals } from '../domain/trade/order-lists';
import { orderDetail } from '../domain/trade/order-view';
import { badRequest } from '../http/api-error';
import { ok, parse } from '../http/envelope';
import { idempotencyKeyOf } from '../http/idempotency-key';
import { requireMember } from '../http/member';

/** The side a per-side call is for: the buyer's call by the seller is refused even though the event is the same. */
const sideInPath = (path: string) => (path.includes('/buyer/') ? 'buyer' : path.includes('/seller/') ? 'seller' : null);

export function orderRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db, clock } = ctx;

  for (const [path, call] of Object.entries(lifecycleCalls)) {
    app.post(path, async (request) => {
      const member = await requireMember(ctx, request);
      const body = parse(lifecycleBodies[call.body] as z.ZodType, request.body) as Record<string, unknown> & { orderId: number; payPassword?: string };
      const { order, side } = await orderForParty(db, body.orderId, member);
      const pathSide = sideInPath(path);
      // A per-side path is for that side only (the offline confirmations share one event for both sides).
      if (pathSide && pathSide !== side) throw badRequest('orderActionNotAllowed');
      const updated = await sendOrderEvent(db, clock, order.id, { kind: 'member', member }, call.event(body), {
        idempotencyKey: idempotencyKeyOf(request),
        payPassword: body.payPassword,
      });
      return ok(await orderDetail(db, updated, side), 'operationSucceeded');
    });
  }

  // Platform staff settle a dispute (design/lifecycles.md: operator).
  app.post('/api/operator/trade/decide', async (request) => {
    const member = await requireMember(ctx, request);
    const body = parse(lifecycleBodies.decide, request.body);
    const updated = await sendOrderEvent(db, clock, body.orderId, { kind: 'operator', member }, { type: body.decision }, { idempotencyKey: idempotencyKeyOf(request) });
    return ok({ id: updated.id, stateValue: updated.stateValue, version: updated.version });
  });

  app.get('/api/user/order/info', async (request) => {
    const member = await requireMember(ctx, request);
    const { orderId } = parse(lifecycleBodies.orderOnly, request.query);
    const { order, side } = await orderForParty(db, orderId, member);
    return ok(await orderDetail(db, order, side));
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
    const { orderId } = parse(lifecycleBodies.orderOnly, request.query);
    const { order } = await orderForParty(db, orderId, member);
    return ok({ expressCompany: order.expressCompany, trackingNo: order.trackingNo });
  });

  app.get('/api/trade/refunds/deliveryInfo', async (request) => {
    const member = await requireMember(ctx, request);
    const { orderId } = parse(lifecycleBodies.orderOnly, request.query);
    const { order } = await orderForParty(db, orderId, member);
    return ok({ expressCompany: order.returnExpressCompany, trackingNo: order.returnTrackingNo });
  });
}
