import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { InvoiceRequest, invoiceApplyRequest } from '../../../../src/api/contracts/trade';
import { resolveSnapshot } from '../../../../src/machines/order-lifecycles';
import type { Db } from '../../db/database';
import { invoiceRequests } from '../../db/schema';
import { badRequest } from '../../http/api-error';
import { formatChinaTime, type Clock } from '../clock';
import type { Member } from '../sessions';
import { orderForParty, type OrderRow } from './order-events';

export async function invoiceOf(db: Db, orderId: number): Promise<InvoiceRequest | null> {
  const [row] = await db.select().from(invoiceRequests).where(eq(invoiceRequests.orderId, orderId)).limit(1);
  return row ? { title: row.title, taxNo: row.taxNo, email: row.email, createTime: formatChinaTime(row.createdAt) } : null;
}

/**
 * POST /api/trade/buyer/invoiceApply: the buyer of a completed online order asks the seller for an invoice. Once per
 * order: the unique index decides between concurrent requests, the loser is told it was already applied for.
 */
export async function applyInvoice(db: Db, clock: Clock, member: Member, request: z.output<typeof invoiceApplyRequest>): Promise<OrderRow> {
  const { order, side } = await orderForParty(db, request.orderId, member);
  if (side !== 'buyer') throw badRequest('orderActionNotAllowed');
  // Only escrow trades: an offline deal was paid outside the platform, which has no record of what was paid.
  const completed = resolveSnapshot(order.machine, order.stateValue, order.context).matches('completed');
  if (order.tradeWay !== 'online' || !completed) throw badRequest('invoiceNotAllowed');
  const [created] = await db
    .insert(invoiceRequests)
    .values({ orderId: order.id, buyerId: member.id, title: request.title, taxNo: request.taxNo, email: request.email, createdAt: clock() })
    .onConflictDoNothing({ target: invoiceRequests.orderId })
    .returning({ id: invoiceRequests.id });
  if (!created) throw badRequest('invoiceAlreadyApplied');
  return order;
}
