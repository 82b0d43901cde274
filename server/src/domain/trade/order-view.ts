import { asc, eq, type SQL } from 'drizzle-orm';
import type { ConditionGrade } from '../../../../src/api/contracts/content-names';
import type { OrderDetail, OrderEventRecord, OrderSummary } from '../../../../src/api/contracts/trade';
import type { Role, Side } from '../../../../src/machines/lifecycle';
import { resolveSnapshot, stateLabel } from '../../../../src/machines/order-lifecycles';
import type { Db } from '../../db/database';
import { listings, orderEvents, orders, products } from '../../db/schema';
import { formatChinaTime } from '../clock';
import { namesOf } from '../members';
import { orderInvoiceOf } from '../invoices/views';
import { agentDeliveryOfOrder } from '../agent-delivery/views';
import { ledgerLines } from './order-ledger';
import type { OrderRow } from './order-events';

/** Shown instead of the taker's name to the publisher when the taker scanned anonymously. */
export const anonymousName = '匿名用户';

/** An order with its product, and from its offer the publisher and the grade (品相) the price was for. */
export type OrderViewRow = { order: OrderRow; product: typeof products.$inferSelect; publisherId: number; grade: ConditionGrade };

/** The caller's side of an order they are a party to. */
export const sideFor = (order: Pick<OrderRow, 'buyerId'>, memberId: number): Side => (order.buyerId === memberId ? 'buyer' : 'seller');

export function summary(row: OrderViewRow, side: Side, names: Map<number, string>): OrderSummary {
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
    stage: order.stage,
    counterpart: counterpartHidden ? anonymousName : (names.get(counterpartId) ?? ''),
    createTime: formatChinaTime(order.createdAt),
  };
}

/** Orders with their product and the publisher of the listing they were taken from. */
export function orderRows(db: Db, where: SQL) {
  return db
    .select({ order: orders, product: products, publisherId: listings.publisherId, grade: listings.grade })
    .from(orders)
    .innerJoin(listings, eq(listings.id, orders.listingId))
    .innerJoin(products, eq(products.id, listings.productId))
    .where(where);
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
    buyerAddress: order.buyerAddress,
    returnAddress: order.returnAddress,
    deadlineAt: order.deadlineAt ? formatChinaTime(order.deadlineAt) : null,
    buyer,
    seller,
    version: order.version,
    payWay: order.payWay,
    paidBeans: order.paidBeans,
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
    ledger: await ledgerLines(db, order, side === 'buyer' ? order.buyerId : order.sellerId),
    invoice: await orderInvoiceOf(db, order.id),
    agentDelivery: await agentDeliveryOfOrder(db, order.id),
  };
}
