import { orderAuditQuery, orderAuditSchema } from '../../../src/api/contracts/order-audit';
import type { AppContext } from '../context';
import { auditCsv } from '../domain/audit-trail';
import { orderAudit } from '../domain/trade/order-audit';
import { orderForParty } from '../domain/trade/order-events';
import { answerOrCsv } from '../http/csv-answer';
import { ok } from '../http/envelope';
import { gated, memberOf, type Api } from '../http/route-schemas';

/** An order's event history for its parties (docs/adr/0011): JSON in the envelope, or a CSV download. */
export function orderAuditRoutes(app: Api, ctx: AppContext): void {
  gated(app, ctx, 'member', (member) => {
    member.get('/api/user/order/events', { schema: { querystring: orderAuditQuery, response: answerOrCsv(orderAuditSchema) } }, async (request, reply) => {
      const { orderId, format } = request.query;
      const { order } = await orderForParty(ctx.db, orderId, memberOf(request));
      const audit = await orderAudit(ctx.db, order);
      if (format === 'json') return ok(audit);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="order-${order.id}-events.csv"`)
        .send(auditCsv(audit.events));
    });
  });
}
