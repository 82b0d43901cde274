import { sql, type SQL } from 'drizzle-orm';
import type { VarietyName } from '../../../../src/api/contracts/home-names';
import type { Db } from '../../db/database';
import { listings, orders } from '../../db/schema';
import { isCompleted } from '../trade/order-lists';

/**
 * Completed deals as the home page and the rankings read them (issue 15): one row per order with the offer's product
 * and grade, for a `with deals as (…)` clause. A deal's time is the order's last change, as in every list of deals
 * (order-lists.ts). `since` keeps the deals of a period only.
 */
export function completedDeals(since?: Date): SQL {
  return sql`select ${orders.id} as id, ${orders.price} as price, ${orders.quantity} as quantity, ${orders.amount} as amount,
      ${orders.updatedAt} as time, ${orders.buyerId} as buyer_id, ${orders.sellerId} as seller_id, ${orders.anonymous} as anonymous,
      ${listings.publishType} as publish_type, ${listings.productId} as product_id, ${listings.grade} as grade
    from ${orders} inner join ${listings} on ${listings.id} = ${orders.listingId}
    where ${isCompleted}${since ? sql` and ${orders.updatedAt} >= ${since.toISOString()}::timestamptz` : sql``}`;
}

/** The start of a period of `days` days ending now. */
export const periodStart = (now: Date, days: number) => new Date(now.getTime() - days * 24 * 3_600_000);

/** A product's columns as `p.*` in the raw queries below, read back into the name every variety row carries. */
export const productColumns = sql`p.id as product_id, p.code as product_code, p.name as product_name, p.exterior as exterior_name, p.unit as units_name`;
export interface ProductColumns {
  product_id: number | string;
  product_code: string;
  product_name: string;
  exterior_name: string;
  units_name: string;
}
export const varietyName = (row: ProductColumns): VarietyName => ({
  productId: Number(row.product_id),
  productCode: row.product_code,
  productName: row.product_name,
  exteriorName: row.exterior_name,
  unitsName: row.units_name,
});

/** A price change in hundredths of a percent, rounded: 100 → 112 is 1200. */
export const changeBasisPoints = (from: number, to: number) => Math.round(((to - from) * 10_000) / from);

/** The rows of a raw statement (PGlite and node-postgres both answer `{ rows }`). */
export async function rowsOf<T>(db: Db, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}
