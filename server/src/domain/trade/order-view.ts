import { and, asc, count, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Deal, OrderDetail, OrderEventRecord, OrderSummary } from '../../../../src/api/contracts/trade';
import type { Role, Side } from '../../../../src/machines/lifecycle';
import { resolveSnapshot, stateLabel } from '../../../../src/machines/order-lifecycles';
import type { Db } from '../../db/database';
import { listings, orderEvents, orders, products, users } from '../../db/schema';
import { formatChinaTime } from '../clock';
import type { OrderRow } from './order-events';

/** Shown instead of the taker's name to the publisher when the taker scanned anonymously. */
export const anonymousName = '匿名用户';

async function namesOf(db: Db, ids: number[]): Promise<Map<number, string>> {
  if (!ids.length) return new Map();
  const rows = await db.select({ id: users.id, name: users.userName }).from(users).where(inArray(users.id, [...new Set(ids)]));
  return new Map(rows.map((r) => [r.id, r.name]));
}

type Row = { order: OrderRow; product: typeof products.$inferSelect; publisherId: number };

function summary(row: Row, side: Side, names: Map<number, string>): OrderSummary {
  const { order, product } = row;
  const counterpartId = side === 'buyer' ? order.sellerId : order.buyerId;
  // The taker is hidden from the publisher when anonymous; the publisher is always named.
  const counterpartHidden = order.anonymous && counterpartId !== row.publisherId;
  return {
    id: order.id,
    machine: order.machine,
    tradeWay: order.tradeWay,
    side,
    productName: product.name,
    exteriorName: product.exterior,
    unitsName: product.unit,
    quantity: order.quantity,
    price: order.price,
    amount: order.amount,
    stateValue: order.stateValue,
    stateName: stateLabel(resolveSnapshot(order.machine, order.stateValue, order.context)),
    counterpart: counterpartHidden ? anonymousName : (names.get(counterpartId) ?? ''),
    createTime: formatChinaTime(order.createdAt),
  };
}

function orderRows(db: Db, where: SQL) {
  return db
    .select({ order: orders, product: products, publisherId: listings.publisherId })
    .from(orders)
    .innerJoin(listings, eq(listings.id, orders.listingId))
    .innerJoin(products, eq(products.id, listings.productId))
    .where(where);
}

export interface OrderFilter {
  side: 'all' | Side;
  tradeWay: 'all' | 'online' | 'offline';
  state: 'all' | 'open' | 'done';
}

/** The member's own orders, newest first. */
export async function memberOrders(db: Db, memberId: number, filter: OrderFilter, page: { pageNo: number; pageSize: number }) {
  const parts: SQL[] = [
    filter.side === 'buyer' ? eq(orders.buyerId, memberId) : filter.side === 'seller' ? eq(orders.sellerId, memberId) : or(eq(orders.buyerId, memberId), eq(orders.sellerId, memberId))!,
  ];
  if (filter.tradeWay !== 'all') parts.push(eq(orders.tradeWay, filter.tradeWay));
  if (filter.state !== 'all') parts.push(eq(orders.done, filter.state === 'done'));
  const where = and(...parts)!;
  const [counted] = await db.select({ n: count() }).from(orders).where(where);
  const rows = await orderRows(db, where)
    .orderBy(desc(orders.id))
    .limit(page.pageSize)
    .offset((page.pageNo - 1) * page.pageSize);
  const names = await namesOf(db, rows.flatMap((r) => [r.order.buyerId, r.order.sellerId]));
  return {
    list: rows.map((r) => summary(r, r.order.buyerId === memberId ? 'buyer' : 'seller', names)),
    total: counted?.n ?? 0,
    pageNo: page.pageNo,
    pageSize: page.pageSize,
  };
}

export async function orderDetail(db: Db, order: OrderRow, side: Side): Promise<OrderDetail> {
  const [row] = await orderRows(db, eq(orders.id, order.id));
  const events = await db.select().from(orderEvents).where(eq(orderEvents.orderId, order.id)).orderBy(asc(orderEvents.id));
  const names = await namesOf(db, [order.buyerId, order.sellerId, ...events.flatMap((e) => (e.actorId ? [e.actorId] : []))]);
  const base = summary(row!, side, names);
  // The viewer's own name, and the counterpart as the summary shows it (hidden when the taker was anonymous).
  const buyer = side === 'buyer' ? names.get(order.buyerId)! : base.counterpart;
  const seller = side === 'seller' ? names.get(order.sellerId)! : base.counterpart;
  return {
    ...base,
    context: order.context,
    deliveryMethod: order.deliveryMethod,
    message: order.message,
    anonymous: order.anonymous,
    expressCompany: order.expressCompany,
    trackingNo: order.trackingNo,
    returnExpressCompany: order.returnExpressCompany,
    returnTrackingNo: order.returnTrackingNo,
    deadlineAt: order.deadlineAt ? formatChinaTime(order.deadlineAt) : null,
    buyer,
    seller,
    version: order.version,
    events: events.map(
      (e): OrderEventRecord => ({
        id: e.id,
        event: e.event,
        role: e.role as Role,
        actor: e.actorId === null ? null : e.role === 'buyer' ? buyer : e.role === 'seller' ? seller : (names.get(e.actorId) ?? null),
        from: e.fromState,
        to: e.toState,
        createTime: formatChinaTime(e.createdAt),
      }),
    ),
  };
}

/** Recent completed deals for /transaction: no names, only what traded at what price. */
export async function recentDeals(db: Db, page: { pageNo: number; pageSize: number }) {
  // Completed trades: the online machine's `completed` region (evaluation may follow) and the offline final state.
  const where = sql`${orders.stateValue} = '"completed"'::jsonb or ${orders.stateValue} ? 'completed'`;
  const [counted] = await db.select({ n: count() }).from(orders).where(where);
  const rows = await orderRows(db, where)
    .orderBy(desc(orders.updatedAt))
    .limit(page.pageSize)
    .offset((page.pageNo - 1) * page.pageSize);
  return {
    list: rows.map(({ order, product }): Deal => ({
      id: order.id,
      productName: product.name,
      exteriorName: product.exterior,
      unitsName: product.unit,
      quantity: order.quantity,
      price: order.price,
      amount: order.amount,
      tradeWay: order.tradeWay,
      dealTime: formatChinaTime(order.updatedAt),
    })),
    total: counted?.n ?? 0,
    pageNo: page.pageNo,
    pageSize: page.pageSize,
  };
}
