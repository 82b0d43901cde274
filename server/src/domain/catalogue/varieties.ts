import { and, asc, countDistinct, desc, eq, gte, inArray, lte, max, min, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { setFaceValue, type catalogueQuery, type CatalogueArea, type LastDeal, type VarietyCard } from '../../../../src/api/contracts/catalogue';
import type { Page } from '../../../../src/api/contracts/trade';
import { uploadUrl } from '../../../../src/api/contracts/profile';
import type { Db } from '../../db/database';
import { categories, listings, orders, products } from '../../db/schema';
import { containsWords, productMatches } from '../../db/search';
import { badRequest } from '../../http/api-error';
import { formatChinaTime } from '../clock';
import { offsetOf, type PageQuery } from '../paging';
import { isCompleted } from '../trade/order-lists';

export type CatalogueFilter = Partial<Omit<z.output<typeof catalogueQuery>, 'pageNo' | 'pageSize'>>;

/** The product rows (forms) a filter keeps; a variety is listed when any of its forms is kept. */
function catalogueFilter(filter: CatalogueFilter): SQL | undefined {
  const parts: SQL[] = [];
  if (filter.categoryId !== undefined) parts.push(eq(products.categoryId, filter.categoryId));
  if (filter.year !== undefined) parts.push(eq(products.year, filter.year));
  if (filter.yearFrom !== undefined) parts.push(gte(products.year, filter.yearFrom));
  if (filter.yearTo !== undefined) parts.push(lte(products.year, filter.yearTo));
  if (filter.keyword) parts.push(productMatches(filter.keyword));
  // The name and the number each on the one index of both (search_grams of name and code), checked on its own column.
  if (filter.code) parts.push(containsWords(products.searchGrams, products.code, filter.code));
  if (filter.name) parts.push(containsWords(products.searchGrams, products.name, filter.name));
  return parts.length ? and(...parts) : undefined;
}

/** The latest completed deal of each of `codes`, over all their forms. */
async function lastDeals(db: Db, codes: string[]): Promise<Map<string, LastDeal>> {
  const rows = await db
    .selectDistinctOn([products.code], { code: products.code, price: orders.price, exterior: products.exterior, unit: products.unit, at: orders.updatedAt })
    .from(orders)
    .innerJoin(listings, eq(listings.id, orders.listingId))
    .innerJoin(products, eq(products.id, listings.productId))
    .where(and(isCompleted, inArray(products.code, codes)))
    .orderBy(products.code, desc(orders.updatedAt), desc(orders.id));
  return new Map(rows.map((r) => [r.code, { price: r.price, exterior: r.exterior, unit: r.unit, time: formatChinaTime(r.at) }]));
}

/** The cards of `codes`, in that order: the facts of each issue's first form, all its forms, its last deal. */
export async function varietyCards(db: Db, codes: string[]): Promise<VarietyCard[]> {
  if (codes.length === 0) return [];
  const rows = await db
    .select({ product: products, categoryName: categories.name })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(inArray(products.code, codes))
    .orderBy(products.id);
  const deals = await lastDeals(db, codes);
  return codes.flatMap((code): VarietyCard[] => {
    const forms = rows.filter((r) => r.product.code === code);
    const first = forms[0];
    if (!first) return [];
    const { product } = first;
    return [
      {
        id: product.id,
        code,
        name: product.name,
        year: product.year,
        issuedOn: product.issuedOn,
        categoryId: product.categoryId,
        categoryName: first.categoryName,
        imageUrl: product.imageKey ? uploadUrl(product.imageKey) : null,
        pieceCount: product.pieces.length,
        faceValue: setFaceValue(product.pieces),
        forms: forms.map((f) => ({ productId: f.product.id, exterior: f.product.exterior, unit: f.product.unit })),
        lastDeal: deals.get(code) ?? null,
      },
    ];
  });
}

/**
 * GET /api/anon/product/varieties (/products, /sp) and /api/anon/product/search (/search): the varieties with a form
 * the filter keeps, one row per catalogue number, the newest issue first.
 */
export async function varietyPage(db: Db, filter: CatalogueFilter, page: PageQuery): Promise<Page<VarietyCard>> {
  const where = catalogueFilter(filter);
  const [counted] = await db.select({ n: countDistinct(products.code) }).from(products).where(where);
  const heads = await db
    .select({ code: products.code, year: max(products.year), id: min(products.id) })
    .from(products)
    .where(where)
    .groupBy(products.code)
    .orderBy(desc(max(products.year)), asc(products.code))
    .limit(page.pageSize)
    .offset(offsetOf(page));
  return { list: await varietyCards(db, heads.map((h) => h.code)), total: counted?.n ?? 0, ...page };
}

/** GET /api/anon/product/specialArea: each 专区 in its order, with its variety count, years and newest `size` varieties. */
export async function specialAreas(db: Db, size: number): Promise<CatalogueArea[]> {
  const areas = await db.select().from(categories).orderBy(categories.sort, categories.id);
  const counts = await db.select({ categoryId: products.categoryId, n: countDistinct(products.code) }).from(products).groupBy(products.categoryId);
  const years = await db
    .selectDistinct({ categoryId: products.categoryId, year: products.year })
    .from(products)
    .orderBy(desc(products.year));
  return Promise.all(
    areas.map(async (area) => ({
      id: area.id,
      name: area.name,
      varietyCount: counts.find((c) => c.categoryId === area.id)?.n ?? 0,
      years: years.filter((y) => y.categoryId === area.id).map((y) => y.year),
      varieties: size === 0 ? [] : (await varietyPage(db, { categoryId: area.id }, { pageNo: 1, pageSize: size })).list,
    })),
  );
}

/** A variety by its catalogue number (志号): its first form's code and name, or 该品种不存在 (a favourite, a subscription). */
export async function varietyOfCode(db: Db, code: string): Promise<{ code: string; name: string }> {
  const [product] = await db.select({ code: products.code, name: products.name }).from(products).where(eq(products.code, code)).orderBy(asc(products.id)).limit(1);
  if (!product) throw badRequest('varietyNotFound');
  return product;
}
