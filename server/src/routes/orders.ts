import {
  dealListRequest,
  dealSchema,
  deliveryInfoSchema,
  myDealSchema,
  orderDetailSchema,
  orderListRequest,
  orderQuery,
  orderStatisticsSchema,
  orderSummarySchema,
  pageQuery,
  pageSchema,
  tradeOrderListRequest,
} from '../../../src/api/contracts/trade';
import type { AppContext } from '../context';
import { orderForParty } from '../domain/trade/order-events';
import { listingOrders, memberOrders, myDeals, orderStatistics, recentDeals } from '../domain/trade/order-lists';
import { orderDetail } from '../domain/trade/order-view';
import { ok, okKept } from '../http/envelope';
import { answer, gated, memberOf, type Api } from '../http/route-schemas';

export function orderRoutes(app: Api, ctx: AppContext): void {
  const { db } = ctx;

  gated(app, ctx, 'member', (member) => {
    const orderPage = { querystring: pageQuery, response: answer(pageSchema(orderSummarySchema)) };
    const delivery = { querystring: orderQuery, response: answer(deliveryInfoSchema) };

    member.get('/api/user/order/info', { schema: { querystring: orderQuery, response: answer(orderDetailSchema) } }, async (request, reply) => {
      const caller = memberOf(request);
      const { orderId } = request.query;
      // Kept per order and member: a party's view differs from the other's, and a stranger's refusal is never kept.
      return okKept(reply, ctx.readCache, `order:${orderId}:${caller.id}`, async () => {
        const { order, side } = await orderForParty(db, orderId, caller);
        return orderDetail(db, order, side);
      });
    });

    member.post('/api/order/list', { schema: { ...orderPage, body: orderListRequest } }, async (request) =>
      ok(await memberOrders(db, memberOf(request).id, request.body, request.query)),
    );

    member.post('/api/user/trade/order/list', { schema: { ...orderPage, body: tradeOrderListRequest } }, async (request) =>
      ok(await listingOrders(db, memberOf(request), request.body.tradeId, request.query)),
    );

    member.post('/api/user/trade/order/statistics/info', { schema: { response: answer(orderStatisticsSchema) } }, async (request) =>
      ok(await orderStatistics(db, memberOf(request).id)),
    );

    member.get('/api/trade/marketing/my/page', { schema: { querystring: pageQuery, response: answer(pageSchema(myDealSchema)) } }, async (request) =>
      ok(await myDeals(db, memberOf(request).id, request.query)),
    );

    member.get('/api/user/order/deliveryInfo', { schema: delivery }, async (request) => {
      const { order } = await orderForParty(db, request.query.orderId, memberOf(request));
      return ok({ expressCompany: order.expressCompany, trackingNo: order.trackingNo });
    });

    member.get('/api/trade/refunds/deliveryInfo', { schema: delivery }, async (request) => {
      const { order } = await orderForParty(db, request.query.orderId, memberOf(request));
      return ok({ expressCompany: order.returnExpressCompany, trackingNo: order.returnTrackingNo });
    });
  });

  // /transaction and a product's price circle: recent completed deals, public, without names.
  app.post('/api/order/whole/list', { schema: { querystring: pageQuery, body: dealListRequest, response: answer(pageSchema(dealSchema)) } }, async (request) =>
    ok(await recentDeals(db, request.body.productId, request.query)),
  );
}
