import { and, asc, count, desc, eq, gte, sql, type SQL } from 'drizzle-orm';
import type { BlockTrade, BlockTradeDetail, BlockTradeItem, BlockTradeListQuery, BlockTradeStage } from '../../../../src/api/contracts/block-trades';
import { formatYuan, maskPhone } from '../../../../src/api/contracts/display';
import type { Page } from '../../../../src/api/contracts/trade';
import { blockTradeSnapshots } from '../../../../src/machines/block-trade.machine';
import { stateLabel } from '../../../../src/machines/order-lifecycles';
import type { Db } from '../../db/database';
import { blockTradeEvents, blockTrades, categories, products, users } from '../../db/schema';
import { notFound } from '../../http/api-error';
import { replayedHistory } from '../audit-trail';
import { formatChinaDate, formatChinaTime } from '../clock';
import { offsetOf, type PageQuery } from '../paging';
import type { Member } from '../sessions';
import type { BlockTradeRow } from './block-trades';

const yuan = (fen: number) => `¥${formatYuan(fen)}`;

/** '¥95.00 - ¥110.00 / 枚', or one price when the range is a single one. */
function priceRange(min: number, max: number, unit: string): string {
  return `${min === max ? yuan(min) : `${yuan(min)} - ${yuan(max)}`} / ${unit}`;
}

/** An application with what its rows show: the variety, its category, the applicant's name. */
const joined = (db: Db) =>
  db
    .select({ trade: blockTrades, product: products, categoryName: categories.name, publisher: users.userName })
    .from(blockTrades)
    .innerJoin(products, eq(products.id, blockTrades.productId))
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .innerJoin(users, eq(users.id, blockTrades.publisherId));
type Joined = Awaited<ReturnType<ReturnType<typeof joined>['execute']>>[number];

/** On the list: listed, and its last day (China time) not over yet; the expiry job moves it out soon after. */
const onTheList = (now: Date): SQL => and(eq(blockTrades.stage, 'listed'), gte(blockTrades.expiresOn, formatChinaDate(now)))!;

/** A row as the spec's detail shows it; the phone whole to members (block trades are negotiated by phone), masked to visitors. */
function publicRow({ trade, product, categoryName, publisher }: Joined, wholePhone: boolean): BlockTrade {
  return {
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
    publisherId: trade.publisherId,
    createTime: formatChinaTime(trade.createdAt),
  };
}

const rejectReasonOf = (row: BlockTradeRow) => (row.context.rejectReason as string | null | undefined) ?? null;

function item(found: Joined, own: boolean, wholePhone: boolean): BlockTradeItem {
  const row = found.trade;
  return {
    ...publicRow(found, wholePhone),
    productId: row.productId,
    priceMin: row.priceMin,
    priceMax: row.priceMax,
    remark: row.remark,
    stage: row.stage as BlockTradeStage,
    stateValue: row.stateValue as BlockTradeStage,
    context: row.context,
    stateName: stateLabel(blockTradeSnapshots.resolve(row.stateValue, row.context)),
    rejectReason: rejectReasonOf(row),
    updateTime: formatChinaTime(row.updatedAt),
    own,
  };
}

/** An application's recorded events (numbered from 1: its first record is the submit event) and whether they replay to it. */
const historyOf = async (db: Db, row: BlockTradeRow) =>
  replayedHistory(db, await db.select().from(blockTradeEvents).where(eq(blockTradeEvents.blockTradeId, row.id)).orderBy(asc(blockTradeEvents.id)), blockTradeSnapshots, row);

/**
 * GET /api/trade/blockTrades/page (/large-transaction): listed applications whose last day has not ended (China time),
 * newest first, sell or buy or both.
 */
export async function blockTradePage(db: Db, now: Date, tradeType: number | undefined, page: PageQuery, wholePhone: boolean): Promise<Page<BlockTrade>> {
  const where = and(onTheList(now), tradeType === undefined ? undefined : eq(blockTrades.tradeType, tradeType))!;
  const [counted] = await db.select({ n: count() }).from(blockTrades).where(where);
  const rows = await joined(db)
    .where(where)
    .orderBy(desc(blockTrades.createdAt), desc(blockTrades.id))
    .limit(page.pageSize)
    .offset(offsetOf(page));
  return { list: rows.map((r) => publicRow(r, wholePhone)), total: counted?.n ?? 0, ...page };
}

/** GET /api/trade/blockTrades/my/page: the member's own applications, newest first, of one stage or all. */
export async function myBlockTrades(db: Db, member: Member, query: BlockTradeListQuery): Promise<Page<BlockTradeItem>> {
  const where = and(eq(blockTrades.publisherId, member.id), query.stage ? eq(blockTrades.stage, query.stage) : undefined);
  const [counted] = await db.select({ n: count() }).from(blockTrades).where(where);
  const rows = await joined(db).where(where).orderBy(desc(blockTrades.id)).limit(query.pageSize).offset(offsetOf(query));
  return { list: rows.map((r) => item(r, true, true)), total: counted?.n ?? 0, pageNo: query.pageNo, pageSize: query.pageSize };
}

/** GET /api/operator/block-trades/page: those waiting for review first, the longest waiting first; then the rest, newest first. */
export async function blockTradeQueue(db: Db, query: BlockTradeListQuery): Promise<Page<BlockTradeItem>> {
  const where = query.stage ? eq(blockTrades.stage, query.stage) : undefined;
  const [counted] = await db.select({ n: count() }).from(blockTrades).where(where);
  const rows = await joined(db)
    .where(where)
    .orderBy(desc(sql`${blockTrades.stage} = 'submitted'`), sql`case when ${blockTrades.stage} = 'submitted' then ${blockTrades.id} else -${blockTrades.id} end`)
    .limit(query.pageSize)
    .offset(offsetOf(query));
  return { list: rows.map((r) => item(r, false, true)), total: counted?.n ?? 0, pageNo: query.pageNo, pageSize: query.pageSize };
}

/**
 * GET /api/trade/blockTrades/{id}: the applicant and staff read it in any state, with its history (the 流程); anyone
 * else only while it is on the list (else 404, the answer a missing one gets), the phone masked to visitors.
 */
export async function blockTradeDetail(db: Db, now: Date, id: number, viewer: Member | null): Promise<BlockTradeDetail> {
  const [found] = await joined(db).where(eq(blockTrades.id, id)).limit(1);
  if (!found) throw notFound('blockTradeNotFound');
  const own = viewer !== null && found.trade.publisherId === viewer.id;
  if (own || viewer?.operator) return { ...item(found, own, true), ...(await historyOf(db, found.trade)) };
  const listed = found.trade.stage === 'listed' && found.trade.expiresOn >= formatChinaDate(now);
  if (!listed) throw notFound('blockTradeNotFound');
  return { ...item(found, false, viewer !== null), events: [], replayMatches: true };
}
