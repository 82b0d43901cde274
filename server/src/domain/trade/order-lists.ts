import { and, count, desc, eq, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import {
  orderStages,
  type Deal,
  type MyDeal,
  type OrderStatistics,
  type OrderSummary,
  type orderListRequest,
  type Page,
} from '../../../../src/api/contracts/trade';
import type { Db } from '../../db/database';
import { listings, orders } from '../../db/schema';
import { notFound } from '../../http/api-error';
import { formatChinaTime } from '../clock';
import { offsetOf, type PageQuery } from '../paging';
import type { Member } from '../sessions';
import { ledgerNets } from './order-ledger';
import { namesOf } from '../members';
import { orderRows, sideFor, summary, type OrderViewRow } from './order-view';

export const isParty = (memberId: number) => or(eq(orders.buyerId, memberId), eq(orders.sellerId, memberId))!;

/**
 * A finished deal: the online machine's `completed` (evaluating or evaluated) or the offline machine's final
 * `completed`. The time of a deal is the order's last change.
 */
export const isCompleted = sql`(${orders.stateValue} = '"completed"'::jsonb or ${orders.stateValue} ? 'completed')`;
const latestChangeFirst = [desc(orders.updatedAt), desc(orders.id)];

/** A page of orders (joined to their listing, so `where` may filter on it) in the order given. */
async function orderPage(db: Db, where: SQL, orderBy: SQL[], page: PageQuery): Promise<{ rows: OrderViewRow[]; total: number }> {
  const [counted] = await db.select({ n: count() }).from(orders).innerJoin(listings, eq(listings.id, orders.listingId)).where(where);
  const rows = await orderRows(db, where)
    .orderBy(...orderBy)
    .limit(page.pageSize)
    .offset(offsetOf(page));
  return { rows, total: counted?.n ?? 0 };
}

/** Orders as their party `memberId` sees them. */
async function summaries(db: Db, memberId: number, where: SQL, page: PageQuery): Promise<Page<OrderSummary>> {
  const { rows, total } = await orderPage(db, where, [desc(orders.id)], page);
  const names = await namesOf(db, rows.flatMap((r) => [r.order.buyerId, r.order.sellerId]));
  return { list: rows.map((r) => summary(r, sideFor(r.order, memberId), names)), total, ...page };
}

/** POST /api/order/list: the member's own orders, newest first. */
export function memberOrders(db: Db, memberId: number, filter: z.output<typeof orderListRequest>, page: PageQuery): Promise<Page<OrderSummary>> {
  const parts: SQL[] = [filter.side === 'buyer' ? eq(orders.buyerId, memberId) : filter.side === 'seller' ? eq(orders.sellerId, memberId) : isParty(memberId)];
  if (filter.tradeWay !== 'all') parts.push(eq(orders.tradeWay, filter.tradeWay));
  if (filter.stage !== 'all') parts.push(eq(orders.stage, filter.stage));
  return summaries(db, memberId, and(...parts)!, page);
}

/**
 * POST /api/user/trade/order/list: the orders taken from the member's own offers, or from one of them (tradeId),
 * newest first. Another member's offer is refused: who took it is the publisher's business only.
 */
export async function listingOrders(db: Db, member: Member, tradeId: number | undefined, page: PageQuery): Promise<Page<OrderSummary>> {
  if (tradeId !== undefined) {
    const [listing] = await db.select({ publisherId: listings.publisherId }).from(listings).where(eq(listings.id, tradeId)).limit(1);
    if (!listing || listing.publisherId !== member.id) throw notFound('listingNotYours');
  }
  const mine = eq(listings.publisherId, member.id);
  return summaries(db, member.id, tradeId === undefined ? mine : and(mine, eq(orders.listingId, tradeId))!, page);
}

/** POST /api/user/trade/order/statistics/info: the member's orders (either side) per stage, and all of them. */
export async function orderStatistics(db: Db, memberId: number): Promise<OrderStatistics> {
  const rows = await db.select({ stage: orders.stage, n: count() }).from(orders).where(isParty(memberId)).groupBy(orders.stage);
  const result = Object.fromEntries([...orderStages, 'all'].map((k) => [k, 0])) as OrderStatistics;
  for (const row of rows) {
    result[row.stage] = row.n;
    result.all += row.n;
  }
  return result;
}

/**
 * GET /api/trade/marketing/my/page: the member's finished deals, latest first, each with what it meant for their
 * balance (the sum of their ledger lines: paid, received less the fee, refunded), summed for the page in one query.
 */
export async function myDeals(db: Db, memberId: number, page: PageQuery): Promise<Page<MyDeal>> {
  const { rows, total } = await orderPage(db, and(isParty(memberId), isCompleted)!, latestChangeFirst, page);
  const names = await namesOf(db, rows.flatMap((r) => [r.order.buyerId, r.order.sellerId]));
  const nets = await ledgerNets(db, memberId, rows.map((r) => r.order));
  const list = rows.map((row): MyDeal => {
    const s = summary(row, sideFor(row.order, memberId), names);
    return {
      orderId: s.id,
      productName: s.productName,
      exteriorName: s.exteriorName,
      unitsName: s.unitsName,
      side: s.side,
      counterpart: s.counterpart,
      quantity: s.quantity,
      price: s.price,
      amount: s.amount,
      tradeWay: s.tradeWay,
      net: nets.get(s.id) ?? 0,
      dealTime: formatChinaTime(row.order.updatedAt),
    };
  });
  return { list, total, ...page };
}

/** Completed deals of one product, latest first (the price circle reads the last 50). */
export const productDeals = (productId: number) => and(isCompleted, eq(listings.productId, productId))!;

/** POST /api/order/whole/list (/transaction): recent completed deals, of one product with productId; no names. */
export async function recentDeals(db: Db, productId: number | undefined, page: PageQuery): Promise<Page<Deal>> {
  const { rows, total } = await orderPage(db, productId === undefined ? isCompleted : productDeals(productId), latestChangeFirst, page);
  const list = rows.map(
    ({ order, product, grade }): Deal => ({
      id: order.id,
      productId: product.id,
      productName: product.name,
      exteriorName: product.exterior,
      grade,
      unitsName: product.unit,
      quantity: order.quantity,
      price: order.price,
      amount: order.amount,
      tradeWay: order.tradeWay,
      dealTime: formatChinaTime(order.updatedAt),
    }),
  );
  return { list, total, ...page };
}
