import type { FastifyInstance } from 'fastify';
import { orderAuditQuery } from '../../../src/api/contracts/order-audit';
import type { AppContext } from '../context';
import { auditCsv } from '../domain/audit-trail';
import { orderAudit } from '../domain/trade/order-audit';
import { orderForParty } from '../domain/trade/order-events';
import { ok, parse } from '../http/envelope';
import { requireMember } from '../http/member';

/** An order's event history for its parties (docs/adr/0011): JSON in the envelope, or a CSV download. */
export function orderAuditRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/api/user/order/events', async (request, reply) => {
    const member = await requireMember(ctx, request);
    const { orderId, format } = parse(orderAuditQuery, request.query);
    const { order } = await orderForParty(ctx.db, orderId, member);
    const audit = await orderAudit(ctx.db, order);
    if (format === 'json') return ok(audit);
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="order-${order.id}-events.csv"`)
      .send(auditCsv(audit.events));
  });
}
