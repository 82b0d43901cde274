import { asc, countDistinct, desc, max, sql } from 'drizzle-orm';
import type { VarietyCardPage } from '../../../../src/api/contracts/catalogue';
import type { Db } from '../../db/database';
import { products } from '../../db/schema';
import { productForgivingMatch } from '../../db/search';
import { offsetOf, type PageQuery } from '../paging';
import { varietyCards } from './varieties';

/**
 * GET /api/anon/product/search (/search?class=product, docs/adr/0036): the varieties with a form the forgiving search
 * finds, one row per catalogue number, those sharing most of the query's pieces first, then as the catalogue lists
 * them (newest issue first). 庚申猴 finds 1980年 T46 庚申年猴票 first; houpiao and hp find the 猴票.
 */
export async function varietySearch(db: Db, keyword: string, page: PageQuery): Promise<VarietyCardPage> {
  const { where, shared } = productForgivingMatch(keyword);
  const [counted] = await db.select({ n: countDistinct(products.code) }).from(products).where(where);
  const heads = await db
    .select({ code: products.code })
    .from(products)
    .where(where)
    .groupBy(products.code)
    .orderBy(desc(sql`max(${shared})`), desc(max(products.year)), asc(products.code))
    .limit(page.pageSize)
    .offset(offsetOf(page));
  return { list: await varietyCards(db, heads.map((h) => h.code)), total: counted?.n ?? 0, ...page };
}
