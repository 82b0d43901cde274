import { sql } from 'drizzle-orm';
import type { ImmediateQuotes, VarietyDay } from '../../../../src/api/contracts/quotes';
import type { Db } from '../../db/database';
import { categories, listings, orders, products } from '../../db/schema';
import { addMs, chinaDayStart, formatChinaDate, formatChinaTime } from '../clock';
import { changeBasisPoints, productColumns, rowsOf, varietyName, type ProductColumns } from '../home/completed-deals';

/**
 * How far before a client's `currentTimestamp` deals are looked for again. A deal is dated when its transaction
 * starts and seen when it commits: one that committed just after a client's last read, dated just before it, would
 * otherwise never be answered. A row is a variety's whole day, not a difference, so answering it twice is harmless.
 */
export const catchUpOverlapMs = 60_000;

/** Which varieties to answer: of one 专区, changed since a moment, or of the products that just dealt. */
export interface DayQuotesFilter {
  categoryId?: number;
  /** Epoch ms: the client's last seen time. */
  since?: number;
  productIds?: number[];
}

interface DayRow extends ProductColumns {
  grade: VarietyDay['grade'];
  category_id: number | string;
  category_name: string;
  deals: number | string;
  quantity: number | string;
  high_price: number | string;
  low_price: number | string;
  last_price: number | string;
  last_time: Date | string;
  previous_close: number | string | null;
}


/**
 * GET /api/immediateQuotes: each variety that dealt today (China day), with its last price, high, low, deals and
 * units, and the close before today (the last deal of an earlier day), in one statement. A deal is an order made; its
 * time is when it was made. Newest deal first.
 */
export async function dayQuotes(db: Db, now: Date, filter: DayQuotesFilter): Promise<ImmediateQuotes> {
  const dayStart = chinaDayStart(now);
  const at = sql`${dayStart.toISOString()}::timestamptz`;
  const since = filter.since === undefined ? undefined : addMs(new Date(filter.since), -catchUpOverlapMs);
  const ids = filter.productIds;
  if (ids && ids.length === 0) return { tradingDay: formatChinaDate(now), at: now.getTime(), quotes: [] };
  const rows = await rowsOf<DayRow>(
    db,
    sql`with made as (
      select o.id, o.price, o.quantity, o.created_at as time, l.product_id, l.grade
      from ${orders} o
        inner join ${listings} l on l.id = o.listing_id
        inner join ${products} p on p.id = l.product_id
      where o.created_at >= ${at}
        ${filter.categoryId === undefined ? sql`` : sql`and p.category_id = ${filter.categoryId}`}
        ${ids ? sql`and l.product_id in (${sql.join(ids.map((id) => sql`${id}`), sql`, `)})` : sql``}
    ),
    changed as (
      select distinct product_id, grade from made
      ${since && since > dayStart ? sql`where time >= ${since.toISOString()}::timestamptz` : sql``}
    ),
    day as (
      select m.product_id, m.grade, count(*)::integer as deals, sum(m.quantity) as quantity,
        max(m.price) as high_price, min(m.price) as low_price,
        (array_agg(m.price order by m.time desc, m.id desc))[1] as last_price, max(m.time) as last_time
      from made m inner join changed using (product_id, grade)
      group by m.product_id, m.grade
    )
    select ${productColumns}, d.grade, p.category_id, c.name as category_name, d.deals, d.quantity, d.high_price,
      d.low_price, d.last_price, d.last_time,
      (select o.price from ${orders} o inner join ${listings} l on l.id = o.listing_id
        where l.product_id = d.product_id and l.grade = d.grade and o.created_at < ${at}
        order by o.created_at desc, o.id desc limit 1) as previous_close
    from day d
      inner join ${products} p on p.id = d.product_id
      inner join ${categories} c on c.id = p.category_id
    order by d.last_time desc, p.id, d.grade`,
  );
  return { tradingDay: formatChinaDate(now), at: now.getTime(), quotes: rows.map(toVarietyDay) };
}

function toVarietyDay(row: DayRow): VarietyDay {
  const lastPrice = Number(row.last_price);
  const previousClose = row.previous_close === null ? null : Number(row.previous_close);
  return {
    ...varietyName(row),
    grade: row.grade,
    categoryId: Number(row.category_id),
    categoryName: row.category_name,
    lastPrice,
    previousClose,
    change: previousClose === null ? null : lastPrice - previousClose,
    changeBasisPoints: previousClose === null || previousClose === 0 ? null : changeBasisPoints(previousClose, lastPrice),
    highPrice: Number(row.high_price),
    lowPrice: Number(row.low_price),
    deals: Number(row.deals),
    quantity: Number(row.quantity),
    lastTime: formatChinaTime(new Date(row.last_time)),
  };
}
