import { asc, count, desc, eq, max, min } from 'drizzle-orm';
import {
  conditionGrades,
  formDealsShown,
  formOffersShown,
  setFaceValue,
  type FormMarket,
  type FormOffer,
  type VarietyDetail,
} from '../../../../src/api/contracts/catalogue';
import { uploadUrl } from '../../../../src/api/contracts/profile';
import type { PublishType } from '../../../../src/api/contracts/trade';
import type { Db } from '../../db/database';
import { categories, listings, orders, products, users } from '../../db/schema';
import { notFound } from '../../http/api-error';
import { formatChinaTime } from '../clock';
import { marketFilter } from '../trade/market';
import { productDeals } from '../trade/order-lists';

type ProductRow = typeof products.$inferSelect;

/** A product row (one form), or 该品种不存在. */
export async function findForm(db: Db, productId: number): Promise<ProductRow> {
  const [product] = await db.select().from(products).where(eq(products.id, productId)).limit(1);
  if (!product) throw notFound('varietyNotFound');
  return product;
}

/** GET /api/anon/product/details/{id}: the issue of form `id`: its facts and pieces, and every form of it in order. */
export async function varietyDetail(db: Db, productId: number): Promise<VarietyDetail> {
  const product = await findForm(db, productId);
  const [category] = await db.select({ name: categories.name }).from(categories).where(eq(categories.id, product.categoryId));
  const forms = await db
    .select({ productId: products.id, exterior: products.exterior, unit: products.unit })
    .from(products)
    .where(eq(products.code, product.code))
    .orderBy(products.id);
  return {
    code: product.code,
    name: product.name,
    year: product.year,
    issuedOn: product.issuedOn,
    categoryId: product.categoryId,
    categoryName: category?.name ?? '',
    description: product.description,
    imageUrl: product.imageKey ? uploadUrl(product.imageKey) : null,
    pieces: product.pieces,
    faceValue: setFaceValue(product.pieces),
    forms,
  };
}

/** One side's open offers of a form with stock: sell offers cheapest first, buy offers highest first, then newest. */
async function openOffers(db: Db, productId: number, publishType: PublishType): Promise<{ list: FormOffer[]; total: number }> {
  const where = marketFilter({ keyword: '', state: 'open', productId, publishType });
  const [counted] = await db.select({ n: count() }).from(listings).where(where);
  const rows = await db
    .select({ listing: listings, publisher: users.userName })
    .from(listings)
    .innerJoin(users, eq(users.id, listings.publisherId))
    .where(where)
    .orderBy(publishType === 1 ? asc(listings.price) : desc(listings.price), desc(listings.refreshedAt), desc(listings.id))
    .limit(formOffersShown);
  const list = rows.map(({ listing, publisher }) => ({
    id: listing.id,
    publishType,
    price: listing.price,
    lastNum: listing.lastNum,
    grade: listing.grade,
    flaws: listing.flaws,
    photoCount: listing.photos.length,
    publisher,
    publisherId: listing.publisherId,
    refreshTime: formatChinaTime(listing.refreshedAt),
  }));
  return { list, total: counted?.n ?? 0 };
}

/**
 * GET /api/anon/product/market/{id}: form `id`'s market: per grade the best open prices; the open offers of each
 * side (the first 20); the last 20 completed deals, each with the grade of the offer it came from.
 */
export async function formMarket(db: Db, productId: number): Promise<FormMarket> {
  const product = await findForm(db, productId);
  const byGrade = await db
    .select({ grade: listings.grade, publishType: listings.publishType, low: min(listings.price), high: max(listings.price), n: count() })
    .from(listings)
    .where(marketFilter({ keyword: '', state: 'open', productId }))
    .groupBy(listings.grade, listings.publishType);
  const side = (grade: string, publishType: number) => byGrade.find((r) => r.grade === grade && r.publishType === publishType);
  const [sell, buy] = await Promise.all([openOffers(db, productId, 1), openOffers(db, productId, 0)]);
  const deals = await db
    .select({ at: orders.updatedAt, price: orders.price, quantity: orders.quantity, grade: listings.grade })
    .from(orders)
    .innerJoin(listings, eq(listings.id, orders.listingId))
    .where(productDeals(productId))
    .orderBy(desc(orders.updatedAt), desc(orders.id))
    .limit(formDealsShown);
  return {
    productId,
    exterior: product.exterior,
    unit: product.unit,
    quotes: conditionGrades.map((grade) => ({
      grade,
      bestBid: side(grade, 0)?.high ?? null,
      bestAsk: side(grade, 1)?.low ?? null,
      sellOffers: side(grade, 1)?.n ?? 0,
      buyOffers: side(grade, 0)?.n ?? 0,
    })),
    sell: sell.list,
    buy: buy.list,
    sellTotal: sell.total,
    buyTotal: buy.total,
    deals: deals.map((d) => ({ time: formatChinaTime(d.at), price: d.price, quantity: d.quantity, grade: d.grade })),
  };
}
