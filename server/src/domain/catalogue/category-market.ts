import { and, count, countDistinct, eq, gte, max, sum } from 'drizzle-orm';
import type { CategoryMarket } from '../../../../src/api/contracts/catalogue';
import type { Db } from '../../db/database';
import { categories, listings, orders, products } from '../../db/schema';
import { addMs, formatChinaTime } from '../clock';
import { hoursMs } from '../trade/settings';
import { marketFilter } from '../trade/market';
import { isCompleted } from '../trade/order-lists';

/** The window of "deals lately" on the catalogue's market overview. */
const recentDays = 7;

/**
 * GET /api/anon/product/category/trade: per 专区, the market now: its open sell and buy offers with stock, its
 * completed deals of the last 7 days (by the app's clock) and the units they moved, and when its last deal was.
 */
export async function categoryMarkets(db: Db, now: Date): Promise<CategoryMarket[]> {
  const areas = await db.select().from(categories).orderBy(categories.sort, categories.id);
  const varieties = await db.select({ categoryId: products.categoryId, n: countDistinct(products.code) }).from(products).groupBy(products.categoryId);
  const offers = await db
    .select({ categoryId: products.categoryId, publishType: listings.publishType, n: count() })
    .from(listings)
    .innerJoin(products, eq(products.id, listings.productId))
    .where(marketFilter({ keyword: '', state: 'open' }))
    .groupBy(products.categoryId, listings.publishType);
  const since = addMs(now, -hoursMs(recentDays * 24));
  const deals = await db
    .select({ categoryId: products.categoryId, last: max(orders.updatedAt) })
    .from(orders)
    .innerJoin(listings, eq(listings.id, orders.listingId))
    .innerJoin(products, eq(products.id, listings.productId))
    .where(isCompleted)
    .groupBy(products.categoryId);
  const recent = await db
    .select({ categoryId: products.categoryId, n: count(), quantity: sum(orders.quantity).mapWith(Number) })
    .from(orders)
    .innerJoin(listings, eq(listings.id, orders.listingId))
    .innerJoin(products, eq(products.id, listings.productId))
    .where(and(isCompleted, gte(orders.updatedAt, since)))
    .groupBy(products.categoryId);
  const offersOf = (id: number, publishType: number) => offers.find((o) => o.categoryId === id && o.publishType === publishType)?.n ?? 0;
  return areas.map((area) => {
    const last = deals.find((d) => d.categoryId === area.id)?.last;
    const lately = recent.find((d) => d.categoryId === area.id);
    return {
      id: area.id,
      name: area.name,
      varietyCount: varieties.find((v) => v.categoryId === area.id)?.n ?? 0,
      sellOffers: offersOf(area.id, 1),
      buyOffers: offersOf(area.id, 0),
      dealsLast7Days: lately?.n ?? 0,
      quantityLast7Days: lately?.quantity ?? 0,
      lastDealTime: last ? formatChinaTime(last) : null,
    };
  });
}
