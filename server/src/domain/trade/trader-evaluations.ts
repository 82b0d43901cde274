import { and, count, desc, eq, sql } from 'drizzle-orm';
import { maskUserName, type TraderEvaluation } from '../../../../src/api/contracts/evaluation-names';
import type { Page } from '../../../../src/api/contracts/trade';
import type { Db } from '../../db/database';
import { listings, orderEvents, orders, products, users } from '../../db/schema';
import { notFound } from '../../http/api-error';
import { formatChinaTime } from '../clock';
import { offsetOf, type PageQuery } from '../paging';

/**
 * The evaluations a member received (issue 25): each `order.evaluate` event the other side of one of their orders
 * recorded, with its score, comment and time, newest first. The same events the homepage's counts and the credit
 * score come from, so the list and the figures cannot disagree. A disabled member has no homepage, so no list.
 */
export async function traderEvaluations(db: Db, memberId: number, page: PageQuery): Promise<Page<TraderEvaluation>> {
  const [member] = await db.select({ disabled: users.disabled }).from(users).where(eq(users.id, memberId)).limit(1);
  if (!member || member.disabled) throw notFound();
  const received = and(
    eq(orderEvents.event, 'order.evaluate'),
    sql`((${orderEvents.role} = 'buyer' and ${orders.sellerId} = ${memberId}) or (${orderEvents.role} = 'seller' and ${orders.buyerId} = ${memberId}))`,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: orderEvents.id,
        payload: orderEvents.payload,
        role: orderEvents.role,
        evaluator: users.userName,
        productName: products.name,
        createdAt: orderEvents.createdAt,
      })
      .from(orderEvents)
      .innerJoin(orders, eq(orders.id, orderEvents.orderId))
      .innerJoin(listings, eq(listings.id, orders.listingId))
      .innerJoin(products, eq(products.id, listings.productId))
      .leftJoin(users, eq(users.id, orderEvents.actorId))
      .where(received)
      .orderBy(desc(orderEvents.createdAt), desc(orderEvents.id))
      .limit(page.pageSize)
      .offset(offsetOf(page)),
    db.select({ n: count() }).from(orderEvents).innerJoin(orders, eq(orders.id, orderEvents.orderId)).where(received),
  ]);
  return {
    list: rows.map((r) => ({
      id: r.id,
      score: Number(r.payload.score) as TraderEvaluation['score'],
      comment: typeof r.payload.comment === 'string' ? r.payload.comment : '',
      evaluator: maskUserName(r.evaluator ?? ''),
      evaluatorRole: r.role === 'seller' ? 'seller' : 'buyer',
      productName: r.productName,
      createTime: formatChinaTime(r.createdAt),
    })),
    total: total?.n ?? 0,
    pageNo: page.pageNo,
    pageSize: page.pageSize,
  };
}
