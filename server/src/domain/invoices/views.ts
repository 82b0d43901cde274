import { and, asc, count, desc, eq, inArray, notExists, sql } from 'drizzle-orm';
import type { InvoiceDetail, InvoiceItem, InvoiceOrder, InvoicePageQuery, InvoiceQueueItem, InvoiceStage, OrderInvoice, Page } from '../../../../src/api/contracts/invoices';
import type { ListedInvoiceStage } from '../../../../src/api/contracts/invoice-names';
import { invoiceRequestSnapshots } from '../../../../src/machines/invoice-request.machine';
import { stateLabel } from '../../../../src/machines/order-lifecycles';
import type { Db } from '../../db/database';
import { invoiceOrders, invoiceRequestEvents, invoiceRequests, listings, orders, products, users } from '../../db/schema';
import { notFound } from '../../http/api-error';
import { replayedHistory } from '../audit-trail';
import { formatChinaTime } from '../clock';
import { offsetOf, pageOf, type PageQuery } from '../paging';
import type { Member } from '../sessions';
import { isCompleted } from '../trade/order-lists';
import type { InvoiceRequestRow } from './invoice-requests';

const stateNameOf = (row: InvoiceRequestRow) => stateLabel(invoiceRequestSnapshots.resolve(row.stateValue, row.context));
const refuseReasonOf = (row: InvoiceRequestRow) => (row.context.refuseReason as string | null | undefined) ?? null;

/** A request's recorded events (numbered from 1: its first record is the apply event) and whether they replay to it. */
const historyOf = async (db: Db, row: InvoiceRequestRow) =>
  replayedHistory(db, await db.select().from(invoiceRequestEvents).where(eq(invoiceRequestEvents.invoiceId, row.id)).orderBy(asc(invoiceRequestEvents.id)), invoiceRequestSnapshots, row);

/** The columns of an order as an invoice line: the product, its form and grade, unit, quantity, price and amount. */
const lineColumns = {
  orderId: orders.id,
  productName: products.name,
  exterior: products.exterior,
  grade: listings.grade,
  unit: products.unit,
  quantity: orders.quantity,
  price: orders.price,
  amount: orders.amount,
  time: orders.updatedAt,
};
type LineRow = { [K in keyof typeof lineColumns]: (typeof lineColumns)[K]['_']['data'] };
const toLine = (r: LineRow): InvoiceOrder => ({
  orderId: r.orderId,
  productName: r.productName,
  spec: `${r.exterior} ${r.grade}`,
  unit: r.unit,
  quantity: r.quantity,
  price: r.price,
  amount: r.amount,
  time: formatChinaTime(r.time),
});

/** The orders a request covers, in order of their ids: its invoice's lines. */
export async function linesOf(db: Db, invoiceId: number): Promise<InvoiceOrder[]> {
  const rows = await db
    .select(lineColumns)
    .from(invoiceOrders)
    .innerJoin(orders, eq(orders.id, invoiceOrders.orderId))
    .innerJoin(listings, eq(listings.id, orders.listingId))
    .innerJoin(products, eq(products.id, listings.productId))
    .where(eq(invoiceOrders.invoiceId, invoiceId))
    .orderBy(asc(orders.id));
  return rows.map(toLine);
}

async function orderCountsOf(db: Db, ids: number[]): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db.select({ id: invoiceOrders.invoiceId, n: count() }).from(invoiceOrders).where(inArray(invoiceOrders.invoiceId, ids)).groupBy(invoiceOrders.invoiceId);
  return new Map(rows.map((r) => [r.id, r.n]));
}

function itemOf(row: InvoiceRequestRow, orderCount: number): InvoiceItem {
  return {
    id: row.id,
    kind: row.kind,
    title: row.title,
    taxNo: row.taxNo,
    email: row.email,
    amount: row.amount,
    stateValue: row.stateValue as InvoiceStage,
    context: row.context,
    stage: row.stage as InvoiceStage,
    stateName: stateNameOf(row),
    refuseReason: refuseReasonOf(row),
    invoiceCode: row.invoiceCode,
    invoiceNo: row.invoiceNo,
    issueTime: row.issuedAt ? formatChinaTime(row.issuedAt) : null,
    createTime: formatChinaTime(row.createdAt),
    orderCount,
  };
}

async function detailOf(db: Db, row: InvoiceRequestRow): Promise<InvoiceDetail> {
  const orderLines = await linesOf(db, row.id);
  return { ...itemOf(row, orderLines.length), orders: orderLines, ...(await historyOf(db, row)), version: row.version };
}

/** GET /api/trade/buyer/invoices/page: the member's own requests, newest first, of one stage or all. */
export async function myInvoices(db: Db, userId: number, query: InvoicePageQuery): Promise<Page<InvoiceItem>> {
  const where = and(eq(invoiceRequests.buyerId, userId), query.stage ? eq(invoiceRequests.stage, query.stage) : undefined);
  const [counted] = await db.select({ n: count() }).from(invoiceRequests).where(where);
  const rows = await db.select().from(invoiceRequests).where(where).orderBy(desc(invoiceRequests.id)).limit(query.pageSize).offset(offsetOf(query));
  const counts = await orderCountsOf(db, rows.map((r) => r.id));
  return pageOf(rows.map((row) => itemOf(row, counts.get(row.id) ?? 0)), counted?.n ?? 0, query);
}

/** The request as the caller may read it: its buyer, or staff; anyone else is told it does not exist. */
export async function readableInvoice(db: Db, member: Member, id: number): Promise<InvoiceRequestRow> {
  const [row] = await db.select().from(invoiceRequests).where(eq(invoiceRequests.id, id)).limit(1);
  if (!row || (row.buyerId !== member.id && !member.operator)) throw notFound('invoiceRequestNotFound');
  return row;
}

/** GET /api/trade/buyer/invoices/{id}: the caller's own request (or any, for staff) with its orders and history. */
export async function invoiceDetail(db: Db, member: Member, id: number): Promise<InvoiceDetail> {
  return detailOf(db, await readableInvoice(db, member, id));
}

/** What the lifecycle calls answer: the request as it is now, with who asked (staff's queue row). */
export async function invoiceQueueItem(db: Db, id: number): Promise<InvoiceQueueItem> {
  const [found] = await db.select({ row: invoiceRequests, userName: users.userName }).from(invoiceRequests).innerJoin(users, eq(users.id, invoiceRequests.buyerId)).where(eq(invoiceRequests.id, id)).limit(1);
  if (!found) throw notFound('invoiceRequestNotFound');
  return { ...(await detailOf(db, found.row)), userName: found.userName };
}

/** GET /api/operator/invoices/page: those waiting first, the longest waiting first; then the rest, newest first. */
export async function invoiceQueue(db: Db, query: InvoicePageQuery): Promise<Page<InvoiceQueueItem>> {
  const where = query.stage ? eq(invoiceRequests.stage, query.stage) : undefined;
  const [counted] = await db.select({ n: count() }).from(invoiceRequests).where(where);
  const rows = await db
    .select({ id: invoiceRequests.id })
    .from(invoiceRequests)
    .where(where)
    .orderBy(desc(sql`${invoiceRequests.stage} = 'requested'`), sql`case when ${invoiceRequests.stage} = 'requested' then ${invoiceRequests.id} else -${invoiceRequests.id} end`)
    .limit(query.pageSize)
    .offset(offsetOf(query));
  const list = [];
  for (const { id } of rows) list.push(await invoiceQueueItem(db, id));
  return pageOf(list, counted?.n ?? 0, query);
}

/** The caller's completed escrow purchases on no live request: what 申请开票 offers. */
const invoiceableWhere = (buyerId: number) =>
  and(
    eq(orders.buyerId, buyerId),
    eq(orders.tradeWay, 'online'),
    isCompleted,
    notExists(
      sql`(select 1 from ${invoiceOrders} where ${invoiceOrders.orderId} = ${orders.id} and ${invoiceOrders.live})`,
    ),
  );

/** GET /api/trade/buyer/invoiceable/page: newest first; only the orders named when `orderIds` names some. */
export async function invoiceableOrders(db: Db, buyerId: number, query: PageQuery & { orderIds?: number[] }): Promise<Page<InvoiceOrder>> {
  const where = and(invoiceableWhere(buyerId), query.orderIds ? inArray(orders.id, query.orderIds) : undefined);
  const [counted] = await db.select({ n: count() }).from(orders).where(where);
  const rows = await db
    .select(lineColumns)
    .from(orders)
    .innerJoin(listings, eq(listings.id, orders.listingId))
    .innerJoin(products, eq(products.id, listings.productId))
    .where(where)
    .orderBy(desc(orders.id))
    .limit(query.pageSize)
    .offset(offsetOf(query));
  return pageOf(rows.map(toLine), counted?.n ?? 0, query);
}

/** The live request an order is on (requested or issued), as the order's page shows it; null when none. */
export async function orderInvoiceOf(db: Db, orderId: number): Promise<OrderInvoice | null> {
  const [found] = await db
    .select({ row: invoiceRequests })
    .from(invoiceOrders)
    .innerJoin(invoiceRequests, eq(invoiceRequests.id, invoiceOrders.invoiceId))
    .where(and(eq(invoiceOrders.orderId, orderId), eq(invoiceOrders.live, true)))
    .limit(1);
  if (!found) return null;
  const row = found.row;
  return {
    id: row.id,
    stage: row.stage as ListedInvoiceStage,
    stateName: stateNameOf(row),
    title: row.title,
    taxNo: row.taxNo,
    email: row.email,
    createTime: formatChinaTime(row.createdAt),
    invoiceNo: row.invoiceNo,
  };
}
