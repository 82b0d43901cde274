import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { orders, users } from '../../db/schema';
import type { Clock } from '../clock';
import { sendEvent } from '../lifecycle/enforcer';
import { isCompleted } from '../trade/order-lists';
import { addInvoiceTitle } from './invoice-titles';
import { applyInvoice, invoiceRequestLifecycle } from './invoice-requests';

/**
 * The demo's invoices (issue 29), made as members and staff make them: 金陵藏家 keeps a company title (the default),
 * and has one invoice issued over their oldest completed escrow purchase (the PDF can be downloaded at once) and one
 * request over the next waiting in staff's queue.
 */
export async function seedInvoices(tx: Db, clock: Clock, memberId: Map<string, number>): Promise<void> {
  const [buyer] = await tx.select().from(users).where(eq(users.id, memberId.get('金陵藏家')!));
  const [staff] = await tx.select().from(users).where(eq(users.id, memberId.get('平台客服')!));
  const title = await addInvoiceTitle(tx, clock, buyer!.id, {
    kind: 'company',
    title: '南京金陵集邮文化有限公司',
    taxNo: '91320102MA1N7X8Q2C',
    email: 'fapiao@jinling-stamps.example.com',
    isDefault: true,
  });
  const purchases = await tx
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.buyerId, buyer!.id), eq(orders.tradeWay, 'online'), isCompleted))
    .orderBy(asc(orders.id))
    .limit(2);
  if (purchases.length < 2) return;
  const issued = await applyInvoice(tx, clock, buyer!, { orderIds: [purchases[0]!.id], titleId: title.id }, 'seed:invoice:issued');
  await sendEvent(invoiceRequestLifecycle, tx, clock, issued.id, { kind: 'operator', member: staff! }, { type: 'invoice.issue' }, { idempotencyKey: 'seed:invoice:issue' });
  await applyInvoice(tx, clock, buyer!, { orderIds: [purchases[1]!.id], titleId: title.id }, 'seed:invoice:requested');
}
