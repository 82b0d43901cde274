import { and, asc, count, desc, eq, or, sql, type SQL } from 'drizzle-orm';
import type {
  BondOffer,
  BondOfferPageRequest,
  BondOfferStage,
  BondOrder,
  BondOrderDetail,
  BondOrderListQuery,
  BondOrderStage,
  MyBondOffersQuery,
} from '../../../../src/api/contracts/bonds';
import type { Page } from '../../../../src/api/contracts/trade';
import { bondOrderSnapshots } from '../../../../src/machines/bond-order.machine';
import { stateLabel } from '../../../../src/machines/order-lifecycles';
import type { Db } from '../../db/database';
import { bondOffers, bondOrderEvents, bondOrders, products, users } from '../../db/schema';
import { productMatches } from '../../db/search';
import { notFound } from '../../http/api-error';
import { replayedHistory } from '../audit-trail';
import { formatChinaTime } from '../clock';
import { namesOf } from '../members';
import { offsetOf, pageOf, type PageQuery } from '../paging';
import type { Member } from '../sessions';
import type { BondOrderRow } from './bond-orders';

/* What margin trading's calls answer (src/api/contracts/bonds.ts): offers as anyone reads them, orders as their sides
 * and staff read them. */

/** An offer with what its rows show: the variety and the publisher's name. */
const offersJoined = (db: Db) =>
  db
    .select({ offer: bondOffers, product: products, publisher: users.userName })
    .from(bondOffers)
    .innerJoin(products, eq(products.id, bondOffers.productId))
    .innerJoin(users, eq(users.id, bondOffers.userId));
type JoinedOffer = Awaited<ReturnType<ReturnType<typeof offersJoined>['execute']>>[number];

function offerView({ offer, product, publisher }: JoinedOffer, viewer: Member | null): BondOffer {
  return {
    id: offer.id,
    tradeType: offer.tradeType === 1 ? 1 : 0,
    productId: offer.productId,
    productName: product.name,
    productCode: product.code,
    exteriorName: product.exterior,
    unit: product.unit,
    grade: offer.grade,
    price: offer.price,
    quantity: offer.quantity,
    remaining: offer.remaining,
    marginPerUnit: offer.marginPerUnit,
    remark: offer.remark,
    stage: offer.stage as BondOfferStage,
    publisher,
    publisherId: offer.userId,
    createTime: formatChinaTime(offer.createdAt),
    own: viewer !== null && viewer.id === offer.userId,
  };
}

/** POST /guarantee/issue/page2 (/bond): the open offers, newest first, of one side, and of varieties matching a keyword. */
export async function bondOfferPage(db: Db, filter: BondOfferPageRequest, query: PageQuery, viewer: Member | null): Promise<Page<BondOffer>> {
  const keyword = filter.keyword?.trim();
  const where = and(
    eq(bondOffers.stage, 'open'),
    filter.tradeType === undefined ? undefined : eq(bondOffers.tradeType, filter.tradeType),
    keyword ? productMatches(keyword) : undefined,
  );
  const [counted] = await db.select({ n: count() }).from(bondOffers).innerJoin(products, eq(products.id, bondOffers.productId)).where(where);
  const rows = await offersJoined(db).where(where).orderBy(desc(bondOffers.id)).limit(query.pageSize).offset(offsetOf(query));
  return pageOf(
    rows.map((r) => offerView(r, viewer)),
    counted?.n ?? 0,
    query,
  );
}

/** GET /api/bond/offer/{id}: anyone reads an offer in any stage (a taken or withdrawn one says so); `own` for its publisher. */
export async function bondOfferDetail(db: Db, id: number, viewer: Member | null): Promise<BondOffer> {
  const [found] = await offersJoined(db).where(eq(bondOffers.id, id)).limit(1);
  if (!found) throw notFound('bondOfferNotFound');
  return offerView(found, viewer);
}

/** GET /api/bond/offer/my/page: the member's own offers, newest first, of one stage or all. */
export async function myBondOffers(db: Db, member: Member, query: MyBondOffersQuery): Promise<Page<BondOffer>> {
  const where = and(eq(bondOffers.userId, member.id), query.stage ? eq(bondOffers.stage, query.stage) : undefined);
  const [counted] = await db.select({ n: count() }).from(bondOffers).where(where);
  const rows = await offersJoined(db).where(where).orderBy(desc(bondOffers.id)).limit(query.pageSize).offset(offsetOf(query));
  return pageOf(
    rows.map((r) => offerView(r, member)),
    counted?.n ?? 0,
    query,
  );
}

/** An order with its variety. */
const ordersJoined = (db: Db) => db.select({ order: bondOrders, product: products }).from(bondOrders).innerJoin(products, eq(products.id, bondOrders.productId));
type JoinedOrder = Awaited<ReturnType<ReturnType<typeof ordersJoined>['execute']>>[number];

/** The caller's side of an order; null for staff (who are no side of the orders they read). */
const sideOf = (row: BondOrderRow, viewer: Member): 'buyer' | 'seller' | null =>
  row.buyerId === viewer.id ? 'buyer' : row.sellerId === viewer.id ? 'seller' : null;

function orderView({ order, product }: JoinedOrder, names: Map<number, string>, viewer: Member): BondOrder {
  return {
    id: order.id,
    offerId: order.offerId,
    productName: product.name,
    exteriorName: product.exterior,
    unit: product.unit,
    grade: order.grade,
    price: order.price,
    quantity: order.quantity,
    amount: order.amount,
    buyerMargin: order.buyerMargin,
    sellerMargin: order.sellerMargin,
    buyer: names.get(order.buyerId) ?? '',
    seller: names.get(order.sellerId) ?? '',
    side: sideOf(order, viewer),
    stage: order.stage as BondOrderStage,
    stateName: stateLabel(bondOrderSnapshots.resolve(order.stateValue, order.context)),
    deadline: order.deadlineAt ? formatChinaTime(order.deadlineAt) : null,
    expressCompany: order.expressCompany,
    trackingNo: order.trackingNo,
    disputeReason: order.disputeReason,
    decisionReason: order.decisionReason,
    createTime: formatChinaTime(order.createdAt),
    updateTime: formatChinaTime(order.updatedAt),
  };
}

async function orderViews(db: Db, rows: JoinedOrder[], viewer: Member): Promise<BondOrder[]> {
  const names = await namesOf(
    db,
    rows.flatMap((r) => [r.order.buyerId, r.order.sellerId]),
  );
  return rows.map((r) => orderView(r, names, viewer));
}

/** The order's recorded events (numbered from 1: its first is the take) and whether they replay to it. */
const historyOf = async (db: Db, row: BondOrderRow) =>
  replayedHistory(db, await db.select().from(bondOrderEvents).where(eq(bondOrderEvents.bondOrderId, row.id)).orderBy(asc(bondOrderEvents.id)), bondOrderSnapshots, row);

/**
 * GET /api/bond/order/{id} (and every lifecycle call's answer): its two sides and staff read it with its history; anyone
 * else is answered as for one that does not exist.
 */
export async function bondOrderDetail(db: Db, id: number, viewer: Member): Promise<BondOrderDetail> {
  const [found] = await ordersJoined(db).where(eq(bondOrders.id, id)).limit(1);
  if (!found || (sideOf(found.order, viewer) === null && !viewer.operator)) throw notFound('bondOrderNotFound');
  const [view] = await orderViews(db, [found], viewer);
  return {
    ...view!,
    stateValue: found.order.stateValue as BondOrderStage,
    context: found.order.context,
    ...(await historyOf(db, found.order)),
  };
}

const listFilter = (query: BondOrderListQuery): SQL | undefined => (query.stage ? eq(bondOrders.stage, query.stage) : undefined);

/** GET /api/bond/order/page: the member's orders, newest first, as either side or one, of one stage or all. */
export async function myBondOrders(db: Db, member: Member, query: BondOrderListQuery): Promise<Page<BondOrder>> {
  const mine =
    query.side === 'buyer' ? eq(bondOrders.buyerId, member.id) : query.side === 'seller' ? eq(bondOrders.sellerId, member.id) : or(eq(bondOrders.buyerId, member.id), eq(bondOrders.sellerId, member.id));
  const where = and(mine, listFilter(query));
  const [counted] = await db.select({ n: count() }).from(bondOrders).where(where);
  const rows = await ordersJoined(db).where(where).orderBy(desc(bondOrders.id)).limit(query.pageSize).offset(offsetOf(query));
  return pageOf(await orderViews(db, rows, member), counted?.n ?? 0, query);
}

/** GET /api/operator/bond-orders/page: disputes first (staff decide them), then the rest, the oldest first. */
export async function bondOrderQueue(db: Db, staff: Member, query: BondOrderListQuery): Promise<Page<BondOrder>> {
  const where = listFilter(query);
  const [counted] = await db.select({ n: count() }).from(bondOrders).where(where);
  const rows = await ordersJoined(db)
    .where(where)
    .orderBy(desc(sql`${bondOrders.stage} = 'disputed'`), asc(bondOrders.id))
    .limit(query.pageSize)
    .offset(offsetOf(query));
  return pageOf(await orderViews(db, rows, staff), counted?.n ?? 0, query);
}
