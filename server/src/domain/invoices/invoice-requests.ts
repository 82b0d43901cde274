import { and, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { invoiceApplyRequest } from '../../../../src/api/contracts/invoices';
import { type InvoiceRequestEvent, invoiceRequestSnapshots } from '../../../../src/machines/invoice-request.machine';
import { resolveSnapshot } from '../../../../src/machines/order-lifecycles';
import type { Db } from '../../db/database';
import { isUniqueViolation } from '../../db/pg-error';
import { invoiceOrders, invoiceRequestEvents, invoiceRequests, invoiceTitles, orders } from '../../db/schema';
import { badRequest, notFound } from '../../http/api-error';
import { formatChinaTime, type Clock } from '../clock';
import { commit, prepare, type Lifecycle, type Sender } from '../lifecycle/enforcer';
import { tableLifecycle } from '../lifecycle/table-lifecycle';
import { deliverNotice } from '../notices';
import type { Member } from '../sessions';
import type { OrderRow } from '../trade/order-events';
import { issuedNotice, refusedNotice } from './invoice-notices';
import { platformSeller } from './platform-seller';

export type InvoiceRequestRow = typeof invoiceRequests.$inferSelect;
interface Loaded {
  row: InvoiceRequestRow;
}

/**
 * 发票代码 (12 digits) of an invoice issued at `now`: 0, the tax office's region, the year (2 digits, China time), the
 * batch and 04 (增值税普通发票). Every invoice of a year shares it; 发票号码 tells them apart.
 */
export const invoiceCodeAt = (now: Date) => `0${platformSeller.regionCode}${formatChinaTime(now).slice(2, 4)}10004`;

/**
 * 发票号码 (8 digits): the next after the highest given, read by the statement that writes it. Issues are taken one at
 * a time (an advisory lock held to the end of the transaction, `before`), so each reads the one before it; the unique
 * index on invoice_no stands behind it.
 */
const nextInvoiceNo = sql`(select lpad((coalesce(max(cast(${invoiceRequests.invoiceNo} as integer)), 0) + 1)::text, 8, '0') from ${invoiceRequests})`;
const issueLock = sql`select pg_advisory_xact_lock(29, 1)`;

/** An order may be invoiced: the buyer's own, an escrow (online) trade, completed. An offline deal was paid outside. */
export const isInvoiceable = (order: OrderRow, buyerId: number) =>
  order.buyerId === buyerId && order.tradeWay === 'online' && resolveSnapshot(order.machine, order.stateValue, order.context).matches('completed');

/**
 * An invoice request's lifecycle for the enforcer (issue 29). The member who applied is its owner; platform staff
 * issue or refuse any request but their own. No money moves. Issuing gives the invoice its code, number and date;
 * refusing and withdrawing free its orders (their rows stop being live) for another request.
 */
export const invoiceRequestLifecycle: Lifecycle<InvoiceRequestRow, Loaded> = {
  ...tableLifecycle({
    table: invoiceRequests,
    events: invoiceRequestEvents,
    objectId: 'invoiceId',
    stage: invoiceRequestSnapshots.stage,
    columns: (step) =>
      step.event.type === 'invoice.issue' ? { invoiceCode: invoiceCodeAt(step.now), invoiceNo: nextInvoiceNo as unknown as string, issuedAt: step.now } : {},
  }),
  refusals: { notAllowed: 'invoiceActionNotAllowed', changed: 'invoiceRequestChanged', notParty: 'invoiceRequestNotFound' },

  roleOf(row, sender) {
    if (sender.kind === 'system') return null;
    if (sender.kind === 'operator') return row.buyerId === sender.member.id ? null : 'operator';
    return row.buyerId === sender.member.id ? 'member' : null;
  },

  snapshot: (row) => invoiceRequestSnapshots.resolve(row.stateValue, row.context),

  async before(tx, _clock, step) {
    if (step.event.type === 'invoice.issue') await tx.execute(issueLock);
  },

  async effects(tx, _clock, step, updated) {
    const event = step.event as unknown as InvoiceRequestEvent;
    if (event.type === 'invoice.refuse' || event.type === 'invoice.withdraw') {
      await tx.update(invoiceOrders).set({ live: false }).where(eq(invoiceOrders.invoiceId, updated.id));
    }
    if (event.type === 'invoice.issue') await deliverNotice(tx, issuedNotice(updated.buyerId, updated.amount, updated.invoiceNo ?? ''), step.now);
    if (event.type === 'invoice.refuse') await deliverNotice(tx, refusedNotice(updated.buyerId, updated.amount, event.reason.trim()), step.now);
  },
};

type ApplyBody = z.output<typeof invoiceApplyRequest>;

/** The member's request an earlier call with this key created (a retry is answered with it, nothing is made again). */
async function appliedWithKey(db: Db, buyerId: number, idempotencyKey: string): Promise<InvoiceRequestRow | undefined> {
  const [found] = await db
    .select({ row: invoiceRequests })
    .from(invoiceRequestEvents)
    .innerJoin(invoiceRequests, eq(invoiceRequests.id, invoiceRequestEvents.invoiceId))
    .where(
      and(eq(invoiceRequests.buyerId, buyerId), eq(invoiceRequestEvents.event, 'invoice.apply'), eq(invoiceRequestEvents.idempotencyKey, idempotencyKey)),
    )
    .limit(1);
  return found?.row;
}

/** The orders asked for, each the caller's own completed escrow purchase on no live request; else refused. */
async function invoiceableOrders(db: Db, member: Member, orderIds: readonly number[]): Promise<OrderRow[]> {
  const rows = await db.select().from(orders).where(inArray(orders.id, [...orderIds]));
  // Another member's order is refused as one that cannot be invoiced: whether it exists is not given away.
  if (rows.length !== orderIds.length || !rows.every((order) => isInvoiceable(order, member.id))) throw badRequest('invoiceOrderNotInvoiceable');
  const live = await db
    .select({ orderId: invoiceOrders.orderId })
    .from(invoiceOrders)
    .where(and(inArray(invoiceOrders.orderId, [...orderIds]), eq(invoiceOrders.live, true)))
    .limit(1);
  if (live.length > 0) throw badRequest('invoiceAlreadyApplied');
  return rows;
}

/**
 * POST /api/trade/buyer/invoiceApply: the buyer's request for one invoice over 1-20 of their completed online orders,
 * to one of their titles (copied onto the request, so a later edit of the title changes no request). In one
 * transaction the row is created in draft and sent invoice.apply, and the orders are tied to it; the partial unique
 * index of invoice_orders decides between concurrent requests for the same order: one wins, the other is told
 * invoiceAlreadyApplied and leaves nothing.
 */
export async function applyInvoice(db: Db, clock: Clock, member: Member, body: ApplyBody, idempotencyKey: string | null): Promise<InvoiceRequestRow> {
  if (idempotencyKey) {
    const earlier = await appliedWithKey(db, member.id, idempotencyKey);
    if (earlier) return earlier;
  }
  const [title] = await db
    .select()
    .from(invoiceTitles)
    .where(and(eq(invoiceTitles.id, body.titleId), eq(invoiceTitles.userId, member.id)))
    .limit(1);
  if (!title) throw notFound('invoiceTitleNotFound');
  const chosen = await invoiceableOrders(db, member, body.orderIds);
  const sender: Sender = { kind: 'member', member };
  try {
    return await db.transaction(async (tx) => {
      const now = clock();
      const [row] = await tx
        .insert(invoiceRequests)
        .values({
          buyerId: member.id,
          kind: title.kind,
          title: title.title,
          taxNo: title.taxNo,
          email: title.email,
          amount: chosen.reduce((sum, order) => sum + order.amount, 0),
          ...invoiceRequestSnapshots.stored(invoiceRequestSnapshots.start()),
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      await tx.insert(invoiceOrders).values(chosen.map((order) => ({ invoiceId: row!.id, orderId: order.id })));
      const step = prepare(invoiceRequestLifecycle, { row: row! }, sender, { type: 'invoice.apply' }, now, ['member']);
      return commit(invoiceRequestLifecycle, tx, clock, step, idempotencyKey);
    });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    // The same request sent twice at once: answered with what the first made.
    const earlier = idempotencyKey ? await appliedWithKey(db, member.id, idempotencyKey) : undefined;
    if (earlier) return earlier;
    throw badRequest('invoiceAlreadyApplied');
  }
}
