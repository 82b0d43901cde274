import { eq, max, min } from 'drizzle-orm';
import type { PriceCircle, PublishType } from '../../../../src/api/contracts/trade';
import type { Db } from '../../db/database';
import { categories, listings, products } from '../../db/schema';
import { notFound } from '../../http/api-error';
import { marketFilter } from './market';
import { recentDeals } from './order-lists';

/** What the price circle shows of the deals: the last 50. */
const dealsShown = 50;

/** The best price among a product's open offers of one kind (with stock), or null. */
async function bestPrice(db: Db, productId: number, publishType: PublishType): Promise<number | null> {
  const [row] = await db
    .select({ price: publishType === 0 ? max(listings.price) : min(listings.price) })
    .from(listings)
    .where(marketFilter({ keyword: '', state: 'open', productId, publishType }));
  return row?.price ?? null;
}

/**
 * GET /api/anon/trade/priceCircle/{productId}: the highest open buy offer (bid), the lowest open sell offer (ask), and
 * the product's last completed deals, oldest first so a chart reads left to right.
 */
export async function priceCircle(db: Db, productId: number): Promise<PriceCircle> {
  const [row] = await db
    .select({ product: products, categoryName: categories.name })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(eq(products.id, productId))
    .limit(1);
  if (!row) throw notFound();
  const { product, categoryName } = row;
  const latest = await recentDeals(db, productId, { pageNo: 1, pageSize: dealsShown });
  return {
    product: { id: product.id, code: product.code, name: product.name, exterior: product.exterior, unit: product.unit, year: product.year, categoryName },
    bestBid: await bestPrice(db, productId, 0),
    bestAsk: await bestPrice(db, productId, 1),
    deals: latest.list.reverse().map((d) => ({ time: d.dealTime, price: d.price, quantity: d.quantity, grade: d.grade })),
  };
}
