import { and, count, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import {
  bookDepth,
  openMatchStages,
  recentFills,
  type BookLevel,
  type MatchDetail,
  type MatchFee,
  type MatchFill,
  type MatchListQuery,
  type MatchOrder,
  type MatchStage,
  type MatchVariety,
  type MyFill,
} from '../../../../src/api/contracts/automatch';
import type { Page } from '../../../../src/api/contracts/trade';
import type { Db } from '../../db/database';
import { matchFills, matchOrders, products } from '../../db/schema';
import { notFound } from '../../http/api-error';
import { chinaDayStart, formatChinaTime } from '../clock';
import { userBalances } from '../ledger';
import { offsetOf, type PageQuery } from '../paging';
import type { Member } from '../sessions';
import { featurePrice } from '../wallet/feature-fees';
import { holdOf, type MatchOrderRow } from './match-orders';
import type { MadeFill } from './engine';

/** What /auto-match and a variety's detail read (issue 28): the books, the fills, my orders. */

const onBook = inArray(matchOrders.stage, [...openMatchStages]);
/** The outer row's product, spelled out: inside a subquery drizzle's bare "id" would be the subquery's own. */
const product = sql.raw('"products"."id"');
const n = (value: unknown) => (value === null || value === undefined ? null : Number(value));

/** One variety's figures for the list and the detail, in one statement per variety set. */
function varietyFigures(now: Date, where: SQL) {
  const dayStart = chinaDayStart(now);
  const best = (side: 'buy' | 'sell') =>
    sql<string | null>`(select ${side === 'buy' ? sql`max` : sql`min`}(o.price) from match_orders o where o.product_id = ${product} and o.side = ${side} and o.stage in ('open', 'partiallyFilled'))`;
  return {
    productId: products.id,
    productCode: products.code,
    productName: products.name,
    exteriorName: products.exterior,
    unitsName: products.unit,
    bestBid: best('buy'),
    bestAsk: best('sell'),
    lastPrice: sql<string | null>`(select f.price from match_fills f where f.product_id = ${product} order by f.id desc limit 1)`,
    previousClose: sql<string | null>`(select f.price from match_fills f where f.product_id = ${product} and f.created_at < ${dayStart} order by f.id desc limit 1)`,
    volume: sql<string>`(select coalesce(sum(f.quantity), 0) from match_fills f where f.product_id = ${product} and f.created_at >= ${dayStart})`,
    openOrders: sql<string>`(select count(*) from match_orders o where o.product_id = ${product} and o.stage in ('open', 'partiallyFilled'))`,
    where,
  };
}

type FigureRow = Omit<ReturnType<typeof varietyFigures>, 'where'>;
function toVariety(row: { [K in keyof FigureRow]: unknown }): MatchVariety {
  return {
    productId: Number(row.productId),
    productCode: String(row.productCode),
    productName: String(row.productName),
    exteriorName: String(row.exteriorName),
    unitsName: String(row.unitsName),
    bestBid: n(row.bestBid),
    bestAsk: n(row.bestAsk),
    lastPrice: n(row.lastPrice),
    previousClose: n(row.previousClose),
    volume: Number(row.volume),
    openOrders: Number(row.openOrders),
  };
}

/** Varieties with a book: an open order now, or a fill ever. */
const hasBook = sql`(exists (select 1 from match_orders o where o.product_id = ${product} and o.stage in ('open', 'partiallyFilled')) or exists (select 1 from match_fills f where f.product_id = ${product}))`;

/** GET /api/automatic/pairing/page: the varieties with a live book, the most traded today first. */
export async function pairingPage(db: Db, now: Date, page: PageQuery): Promise<Page<MatchVariety>> {
  const { where: _w, ...columns } = varietyFigures(now, hasBook);
  const [counted] = await db.select({ n: count() }).from(products).where(hasBook);
  const rows = await db
    .select(columns)
    .from(products)
    .where(hasBook)
    .orderBy(desc(columns.volume), desc(columns.openOrders), products.id)
    .limit(page.pageSize)
    .offset(offsetOf(page));
  return { list: rows.map(toVariety), total: counted?.n ?? 0, pageNo: page.pageNo, pageSize: page.pageSize };
}

/** A side of the book by price level, best first. */
async function levels(db: Db, productId: number, side: 'buy' | 'sell'): Promise<BookLevel[]> {
  const rows = await db
    .select({ price: matchOrders.price, quantity: sql<string>`sum(${matchOrders.quantity} - ${matchOrders.filled})`, orders: count() })
    .from(matchOrders)
    .where(and(eq(matchOrders.productId, productId), eq(matchOrders.side, side), onBook))
    .groupBy(matchOrders.price)
    .orderBy(side === 'buy' ? desc(matchOrders.price) : matchOrders.price)
    .limit(bookDepth);
  return rows.map((r) => ({ price: r.price, quantity: Number(r.quantity), orders: r.orders }));
}

export const toFill = (f: { id: number; price: number; quantity: number; takerSide: 'buy' | 'sell'; createdAt: Date }): MatchFill => ({
  id: f.id,
  price: f.price,
  quantity: f.quantity,
  takerSide: f.takerSide,
  createTime: formatChinaTime(f.createdAt),
});

/** GET /api/automatic/pairing/details: one variety's book and latest fills (anyone may read them). */
export async function pairingDetail(db: Db, now: Date, productId: number): Promise<MatchDetail> {
  const { where: _w, ...columns } = varietyFigures(now, eq(products.id, productId));
  const [variety] = await db.select(columns).from(products).where(eq(products.id, productId)).limit(1);
  if (!variety) throw notFound('matchVarietyNotFound');
  const fills = await db.select().from(matchFills).where(eq(matchFills.productId, productId)).orderBy(desc(matchFills.id)).limit(recentFills);
  return { variety: toVariety(variety), bids: await levels(db, productId, 'buy'), asks: await levels(db, productId, 'sell'), fills: fills.map(toFill) };
}

const orderColumns = { order: matchOrders, product: products };
function toOrder({ order, product }: { order: MatchOrderRow; product: typeof products.$inferSelect }): MatchOrder {
  return {
    id: order.id,
    productId: product.id,
    productCode: product.code,
    productName: product.name,
    exteriorName: product.exterior,
    unitsName: product.unit,
    side: order.side,
    price: order.price,
    quantity: order.quantity,
    filled: order.filled,
    held: (openMatchStages as readonly string[]).includes(order.stage) ? (order.side === 'buy' ? holdOf(order) : order.quantity - order.filled) : 0,
    feeBeans: order.feeBeans,
    averagePrice: order.filled > 0 ? Math.floor(order.filledAmount / order.filled) : null,
    stage: order.stage as MatchStage,
    expireTime: formatChinaTime(order.expiresAt),
    createTime: formatChinaTime(order.createdAt),
  };
}

/** The member's own order, or one refusal (404) whether there is none or it is another member's. */
export async function ownMatchOrder(db: Db, member: Member, id: number): Promise<MatchOrder> {
  const [row] = await db
    .select(orderColumns)
    .from(matchOrders)
    .innerJoin(products, eq(products.id, matchOrders.productId))
    .where(and(eq(matchOrders.id, id), eq(matchOrders.userId, member.id)))
    .limit(1);
  if (!row) throw notFound('matchOrderNotFound');
  return toOrder(row);
}

/** GET /api/automatic/pairing/my/orders: my orders, newest first; `active` the ones still on the book. */
export async function myMatchOrders(db: Db, member: Member, query: MatchListQuery & PageQuery): Promise<Page<MatchOrder>> {
  const where = and(
    eq(matchOrders.userId, member.id),
    query.stage === 'active' ? onBook : query.stage ? eq(matchOrders.stage, query.stage) : undefined,
    query.productId ? eq(matchOrders.productId, Number(query.productId)) : undefined,
  )!;
  const [counted] = await db.select({ n: count() }).from(matchOrders).where(where);
  const rows = await db
    .select(orderColumns)
    .from(matchOrders)
    .innerJoin(products, eq(products.id, matchOrders.productId))
    .where(where)
    .orderBy(desc(matchOrders.id))
    .limit(query.pageSize)
    .offset(offsetOf(query));
  return { list: rows.map(toOrder), total: counted?.n ?? 0, pageNo: query.pageNo, pageSize: query.pageSize };
}

const mineOf = (member: Member) =>
  or(
    inArray(matchFills.buyOrderId, sql`(select id from match_orders where user_id = ${member.id})`),
    inArray(matchFills.sellOrderId, sql`(select id from match_orders where user_id = ${member.id})`),
  )!;

/** My side of fills, read with the buy and sell orders' owners. */
async function myFillRows(db: Db, member: Member, where: SQL, limit: number, offset: number): Promise<MyFill[]> {
  const rows = await db
    .select({ fill: matchFills, product: products, buyer: sql<number>`(select user_id from match_orders where id = ${matchFills.buyOrderId})` })
    .from(matchFills)
    .innerJoin(products, eq(products.id, matchFills.productId))
    .where(where)
    .orderBy(desc(matchFills.id))
    .limit(limit)
    .offset(offset);
  return rows.map(({ fill, product, buyer }) => {
    const side = Number(buyer) === member.id ? 'buy' : 'sell';
    return {
      ...toFill(fill),
      matchOrderId: side === 'buy' ? fill.buyOrderId : fill.sellOrderId,
      side,
      productId: product.id,
      productName: product.name,
      amount: fill.price * fill.quantity,
      tradeOrderId: fill.tradeOrderId,
    };
  });
}

/** GET /api/automatic/pairing/my/fills: my fills, newest first, each with the escrow order its delivery goes through. */
export async function myFills(db: Db, member: Member, query: PageQuery): Promise<Page<MyFill>> {
  const where = mineOf(member);
  const [counted] = await db.select({ n: count() }).from(matchFills).where(where);
  return { list: await myFillRows(db, member, where, query.pageSize, offsetOf(query)), total: counted?.n ?? 0, pageNo: query.pageNo, pageSize: query.pageSize };
}

/** The answer of a place, amend or cancel: my order as it is now and the fills this call made, as I read them. */
export async function orderResult(db: Db, member: Member, id: number, made: readonly MadeFill[]) {
  const order = await ownMatchOrder(db, member, id);
  const fills = made.length === 0 ? [] : await myFillRows(db, member, inArray(matchFills.id, made.map((f) => f.id)), made.length, 0);
  // In the order they were made (the lists read newest first).
  return { order, fills: fills.reverse() };
}

/** GET /api/automatic/pairing/fee: what a new order costs in gold beans, and what I have to spend. */
export async function matchFee(db: Db, member: Member): Promise<MatchFee> {
  const balances = await userBalances(db, member.id);
  return { feeBeans: await featurePrice(db, 'p_pap'), beans: balances.bean, balance: balances.cny };
}

/**
 * The fills an order's latest step made (an amend that crossed the book): those it took as the arriving order, at the
 * step's time (every fill of a command carries the command's time, the order's `updatedAt` after it). A cancel takes
 * none; a fill of the order while it rested (another command's) is not its step's.
 */
export async function fillsOfStep(db: Db, order: Pick<MatchOrderRow, 'id' | 'side' | 'updatedAt'>): Promise<MadeFill[]> {
  const taker = order.side === 'buy' ? eq(matchFills.buyOrderId, order.id) : eq(matchFills.sellOrderId, order.id);
  const rows = await db
    .select()
    .from(matchFills)
    .where(and(taker, eq(matchFills.takerSide, order.side), eq(matchFills.createdAt, order.updatedAt)))
    .orderBy(matchFills.id);
  return rows.map((f) => ({ ...f, at: f.createdAt }));
}
