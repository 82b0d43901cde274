import { and, count, eq, gte, sql, sum } from 'drizzle-orm';
import { priceLineDays, type ConditionGrade, type PriceLine } from '../../../../src/api/contracts/catalogue';
import type { Db } from '../../db/database';
import { listings, orders } from '../../db/schema';
import { addMs, formatChinaDate } from '../clock';
import { hoursMs } from '../trade/settings';
import { productDeals } from '../trade/order-lists';
import { findForm } from './variety-detail';

/** The China day of a deal (its order's last change, as every deal list dates it). */
const chinaDay = sql<string>`to_char((${orders.updatedAt} at time zone 'UTC') + interval '8 hours', 'YYYY-MM-DD')`;

/**
 * GET /api/anon/product/priceLine/{id}?grade: form `id`'s completed deals of the last 90 China days (today included),
 * one point per day with deals: the day's last price, its average price per unit weighted by quantity (rounded to the
 * fen), the units and the deals. With a grade, only deals from offers of that grade (全品, 上品 or 中品).
 */
export async function priceLine(db: Db, now: Date, productId: number, grade: ConditionGrade | undefined): Promise<PriceLine> {
  await findForm(db, productId);
  const to = formatChinaDate(now);
  const from = formatChinaDate(addMs(now, -hoursMs(24 * (priceLineDays - 1))));
  const start = new Date(`${from}T00:00:00+08:00`);
  const points = await db
    .select({
      date: chinaDay,
      last: sql<number>`(array_agg(${orders.price} order by ${orders.updatedAt} desc, ${orders.id} desc))[1]`.mapWith(Number),
      average: sql<number>`round(sum(${orders.price} * ${orders.quantity})::numeric / sum(${orders.quantity}))`.mapWith(Number),
      quantity: sum(orders.quantity).mapWith(Number),
      deals: count(),
    })
    .from(orders)
    .innerJoin(listings, eq(listings.id, orders.listingId))
    .where(and(productDeals(productId), gte(orders.updatedAt, start), grade ? eq(listings.grade, grade) : undefined))
    .groupBy(chinaDay)
    .orderBy(chinaDay);
  return { productId, grade: grade ?? null, from, to, points };
}
