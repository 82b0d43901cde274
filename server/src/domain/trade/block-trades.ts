import { and, count, desc, eq, gte, type SQL } from 'drizzle-orm';
import { formatYuan, maskPhone } from '../../../../src/api/contracts/display';
import type { BlockTrade, Page } from '../../../../src/api/contracts/trade';
import type { Db } from '../../db/database';
import { blockTrades, categories, products, users } from '../../db/schema';
import { formatChinaDate, formatChinaTime } from '../clock';
import { offsetOf, type PageQuery } from '../paging';

const yuan = (fen: number) => `¥${formatYuan(fen)}`;

/** '¥95.00 - ¥110.00 / 枚', or one price when the range is a single one. */
function priceRange(min: number, max: number, unit: string): string {
  return `${min === max ? yuan(min) : `${yuan(min)} - ${yuan(max)}`} / ${unit}`;
}

/**
 * GET /api/trade/blockTrades/page (/large-transaction): lots not yet expired (the expiry day, in China time,
 * included), newest first. Block trades are negotiated by phone: members see the whole number, visitors a masked one.
 */
export async function blockTradePage(db: Db, now: Date, tradeType: number | undefined, page: PageQuery, wholePhone: boolean): Promise<Page<BlockTrade>> {
  const parts: SQL[] = [gte(blockTrades.expiresOn, formatChinaDate(now))];
  if (tradeType !== undefined) parts.push(eq(blockTrades.tradeType, tradeType));
  const where = and(...parts)!;
  const [counted] = await db.select({ n: count() }).from(blockTrades).where(where);
  const rows = await db
    .select({ trade: blockTrades, product: products, categoryName: categories.name, publisher: users.userName })
    .from(blockTrades)
    .innerJoin(products, eq(products.id, blockTrades.productId))
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .innerJoin(users, eq(users.id, blockTrades.publisherId))
    .where(where)
    .orderBy(desc(blockTrades.createdAt), desc(blockTrades.id))
    .limit(page.pageSize)
    .offset(offsetOf(page));
  const list = rows.map(
    ({ trade, product, categoryName, publisher }): BlockTrade => ({
      id: trade.id,
      tradeType: trade.tradeType === 1 ? 1 : 0,
      productName: product.name,
      categoryName,
      exteriorName: product.exterior,
      quantity: trade.quantity,
      priceRange: priceRange(trade.priceMin, trade.priceMax, product.unit),
      expiryDate: trade.expiresOn,
      phone: wholePhone ? trade.phone : maskPhone(trade.phone),
      publisher,
      createTime: formatChinaTime(trade.createdAt),
    }),
  );
  return { list, total: counted?.n ?? 0, ...page };
}
