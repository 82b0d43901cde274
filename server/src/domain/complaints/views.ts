import { and, count, desc, eq, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type {
  ComplaintDetail,
  ComplaintItem,
  ComplaintOrder,
  ComplaintOrders,
  ComplaintPageQuery,
  MyComplaint,
  Page,
  PublicComplaintPageQuery,
  PunishmentBrief,
  StaffComplaint,
} from '../../../../src/api/contracts/complaints';
import { punishmentStateNames } from '../../../../src/api/contracts/complaints';
import { complaintKindNames, complaintStateNames, punishmentKindNames } from '../../../../src/api/contracts/content-names';
import { resolveSnapshot, stateLabel } from '../../../../src/machines/order-lifecycles';
import type { Db } from '../../db/database';
import { complaints, listings, orders, products, punishments, users } from '../../db/schema';
import { notFound } from '../../http/api-error';
import { formatChinaTime } from '../clock';
import { offsetOf } from '../paging';
import { periodText, stateOf } from '../punishments/standing';
import type { Member } from '../sessions';
import { anonymousName, orderRows, sideFor } from '../trade/order-view';

const complainant = alias(users, 'complainant');
const respondent = alias(users, 'respondent');
const decider = alias(users, 'decider');

/** Who reads: a visitor (null), a member, or platform staff (who see everything of every complaint). */
export interface Reader {
  id: number;
  staff: boolean;
}
export const readerOf = (member: Member | null): Reader | null => (member ? { id: member.id, staff: member.operator } : null);

/**
 * A complaint with what every view of it needs: both members' names and, for a trade complaint, its order (who took
 * it anonymously, its product, where it stands).
 */
function complaintRows(db: Db, where: SQL | undefined) {
  return db
    .select({
      complaint: complaints,
      complainantName: complainant.userName,
      respondentName: respondent.userName,
      decidedByName: decider.userName,
      order: orders,
      publisherId: listings.publisherId,
      productName: products.name,
      exterior: products.exterior,
    })
    .from(complaints)
    .innerJoin(complainant, eq(complainant.id, complaints.complainantId))
    .leftJoin(respondent, eq(respondent.id, complaints.respondentId))
    .leftJoin(decider, eq(decider.id, complaints.decidedBy))
    .leftJoin(orders, eq(orders.id, complaints.orderId))
    .leftJoin(listings, eq(listings.id, orders.listingId))
    .leftJoin(products, eq(products.id, listings.productId))
    .where(where);
}
type Row = Awaited<ReturnType<typeof complaintRows>>[number];

/** 金陵藏家 → 金**家, 小王 → 小*: enough to recognise oneself, not enough to name someone. */
export function maskName(name: string): string {
  const chars = [...name];
  if (chars.length <= 1) return '*';
  if (chars.length === 2) return `${chars[0]}*`;
  return `${chars[0]}${'*'.repeat(chars.length - 2)}${chars[chars.length - 1]}`;
}

/** The order's taker when they scanned anonymously (docs/adr/0013: the publisher never learns who took the offer). */
function anonymousTaker(row: Row): number | null {
  const { order, publisherId } = row;
  if (!order?.anonymous || publisherId === null) return null;
  return order.buyerId === publisherId ? order.sellerId : order.buyerId;
}

const isParty = (row: Row, reader: Reader | null) =>
  reader !== null && (reader.id === row.complaint.complainantId || reader.id === row.complaint.respondentId);
const seesAll = (row: Row, reader: Reader | null) => reader !== null && (reader.staff || isParty(row, reader));

function item(row: Row, reader: Reader | null): ComplaintItem {
  const { complaint: c } = row;
  const hidden = anonymousTaker(row);
  const knowsWho = (memberId: number | null) => reader !== null && (reader.staff || reader.id === memberId);
  // The complainant is masked for all but themself and staff; an anonymous taker is not even masked, but unnamed.
  const complainantShown = knowsWho(c.complainantId)
    ? row.complainantName
    : hidden === c.complainantId
      ? anonymousName
      : maskName(row.complainantName);
  const respondentHidden = hidden !== null && hidden === c.respondentId && !knowsWho(c.respondentId);
  return {
    id: c.id,
    kind: c.kind,
    kindName: complaintKindNames[c.kind],
    title: c.title,
    complainant: complainantShown,
    respondent: respondentHidden ? { id: null, name: anonymousName } : { id: c.respondentId, name: row.respondentName ?? '' },
    state: c.state,
    stateName: complaintStateNames[c.state],
    decision: c.decision,
    createTime: formatChinaTime(c.createdAt),
    decideTime: c.decidedAt ? formatChinaTime(c.decidedAt) : null,
  };
}

/** The order of a trade complaint, from the reader's side (staff read it from the complainant's). */
function orderOf(row: Row, readerId: number): ComplaintOrder | null {
  const { order } = row;
  if (!order) return null;
  return {
    id: order.id,
    productName: `${row.productName ?? ''}（${row.exterior ?? ''}）`,
    amount: order.amount,
    side: sideFor(order, readerId === order.buyerId || readerId === order.sellerId ? readerId : row.complaint.complainantId),
    stateName: stateLabel(resolveSnapshot(order.machine, order.stateValue, order.context)),
    createTime: formatChinaTime(order.createdAt),
  };
}

/** The punishments each complaint led to, by complaint. */
async function punishmentsOf(db: Db, now: Date, ids: number[]): Promise<Map<number, PunishmentBrief[]>> {
  const byComplaint = new Map<number, PunishmentBrief[]>();
  if (ids.length === 0) return byComplaint;
  const rows = await db.select().from(punishments).where(inArray(punishments.complaintId, ids)).orderBy(punishments.id);
  for (const p of rows) {
    const state = stateOf(p, now);
    const brief = { id: p.id, kind: p.kind, kindName: punishmentKindNames[p.kind], period: periodText(p), stateName: punishmentStateNames[state] };
    byComplaint.set(p.complaintId!, [...(byComplaint.get(p.complaintId!) ?? []), brief]);
  }
  return byComplaint;
}

function detail(row: Row, reader: Reader | null, punished: PunishmentBrief[]): ComplaintDetail {
  const shown = seesAll(row, reader);
  return {
    ...item(row, reader),
    content: row.complaint.content,
    photos: shown ? row.complaint.photos : [],
    photoCount: row.complaint.photos.length,
    photosShown: shown,
    order: shown && reader ? orderOf(row, reader.id) : null,
    punishments: punished,
  };
}

async function details(db: Db, now: Date, rows: Row[], reader: Reader | null): Promise<ComplaintDetail[]> {
  const punished = await punishmentsOf(
    db,
    now,
    rows.map((r) => r.complaint.id),
  );
  return rows.map((row) => detail(row, reader, punished.get(row.complaint.id) ?? []));
}

async function paged<T>(
  db: Db,
  where: SQL | undefined,
  query: { pageNo: number; pageSize: number },
  order: SQL[],
  map: (rows: Row[]) => Promise<T[]> | T[],
): Promise<Page<T>> {
  const [counted] = await db.select({ n: count() }).from(complaints).where(where);
  const rows = await complaintRows(db, where)
    .orderBy(...order)
    .limit(query.pageSize)
    .offset(offsetOf(query));
  return { list: await map(rows), total: counted?.n ?? 0, pageNo: query.pageNo, pageSize: query.pageSize };
}

const newestFirst = [desc(complaints.id)];
const notWithdrawn = ne(complaints.state, 'withdrawn');

/** GET /api/anon/complaint/list (投诉专栏): every complaint but the withdrawn, newest first. */
export function publicComplaints(db: Db, query: PublicComplaintPageQuery, reader: Reader | null): Promise<Page<ComplaintItem>> {
  const where = query.state ? eq(complaints.state, query.state) : notWithdrawn;
  return paged(db, where, query, newestFirst, (rows) => rows.map((row) => item(row, reader)));
}

/** GET /api/anon/complaint/detail/{id} (/bulletin/{id}): public unless withdrawn; its parties and staff read a withdrawn one too. */
export async function complaintDetail(db: Db, now: Date, id: number, reader: Reader | null): Promise<ComplaintDetail> {
  const [row] = await complaintRows(db, eq(complaints.id, id)).limit(1);
  if (!row || (row.complaint.state === 'withdrawn' && !seesAll(row, reader))) throw notFound('complaintNotFound');
  return (await details(db, now, [row], reader))[0]!;
}

/** Which of the member's complaints a list shows: made by them, made against them, or about their trades. */
export type MyComplaintList = 'made' | 'against' | 'trade';
const mine = (memberId: number): Record<MyComplaintList, SQL> => ({
  made: eq(complaints.complainantId, memberId),
  against: eq(complaints.respondentId, memberId),
  trade: and(eq(complaints.kind, 'trade'), or(eq(complaints.complainantId, memberId), eq(complaints.respondentId, memberId)))!,
});

/** GET /api/complaint/user/complaint/page, /user/complained/page and /trade/page: only the member's own, in full. */
export function myComplaints(db: Db, now: Date, member: Member, list: MyComplaintList, query: ComplaintPageQuery): Promise<Page<MyComplaint>> {
  const reader = { id: member.id, staff: false };
  const where = and(mine(member.id)[list], query.state ? eq(complaints.state, query.state) : undefined);
  return paged(db, where, query, newestFirst, async (rows) =>
    (await details(db, now, rows, reader)).map((d, i) => {
      const made = rows[i]!.complaint.complainantId === member.id;
      return { ...d, role: made ? 'complainant' : 'respondent', withdrawable: made && d.state === 'pending' };
    }),
  );
}

function staffView(row: Row, d: ComplaintDetail): StaffComplaint {
  return {
    ...d,
    complainantId: row.complaint.complainantId,
    complainantName: row.complainantName,
    respondentId: row.complaint.respondentId,
    respondentName: row.respondentName,
    decidedBy: row.decidedByName,
  };
}

/** GET /api/operator/complaint/page: pending ones first, the longest waiting first; then the rest, newest first. */
export function staffComplaints(db: Db, now: Date, staff: Member, query: ComplaintPageQuery): Promise<Page<StaffComplaint>> {
  const order = [
    sql`(${complaints.state} = 'pending') desc`,
    sql`case when ${complaints.state} = 'pending' then ${complaints.id} end asc`,
    desc(complaints.id),
  ];
  const where = query.state ? eq(complaints.state, query.state) : undefined;
  return paged(db, where, query, order, async (rows) => (await details(db, now, rows, readerOf(staff))).map((d, i) => staffView(rows[i]!, d)));
}

/** GET /api/operator/complaint/{id} */
export async function staffComplaint(db: Db, now: Date, staff: Member, id: number): Promise<StaffComplaint> {
  const [row] = await complaintRows(db, eq(complaints.id, id)).limit(1);
  if (!row) throw notFound('complaintNotFound');
  return staffView(row, (await details(db, now, [row], readerOf(staff)))[0]!);
}

/**
 * GET /api/complaint/orders?memberId: the member named and the reader's orders with them, newest first (the complaint
 * form's choice). An order in which that member was the anonymous taker of the reader's offer is left out: listing it
 * would tell the reader who took it.
 */
export async function ordersWith(db: Db, member: Member, otherId: number): Promise<ComplaintOrders> {
  const [other] = await db.select({ id: users.id, name: users.userName }).from(users).where(eq(users.id, otherId)).limit(1);
  if (!other) throw notFound('memberNotFound');
  const between = or(
    and(eq(orders.buyerId, member.id), eq(orders.sellerId, otherId)),
    and(eq(orders.sellerId, member.id), eq(orders.buyerId, otherId)),
  )!;
  const rows = await orderRows(db, between).orderBy(desc(orders.id)).limit(50);
  return {
    member: other,
    orders: rows
      .filter((r) => !(r.order.anonymous && r.publisherId === member.id))
      .map((r) => ({
        id: r.order.id,
        productName: `${r.product.name}（${r.product.exterior}）`,
        amount: r.order.amount,
        side: sideFor(r.order, member.id),
        stateName: stateLabel(resolveSnapshot(r.order.machine, r.order.stateValue, r.order.context)),
        createTime: formatChinaTime(r.order.createdAt),
      })),
  };
}
