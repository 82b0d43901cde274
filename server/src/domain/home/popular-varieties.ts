import { sql } from 'drizzle-orm';
import { popularSize, type VarietyQuote } from '../../../../src/api/contracts/home-names';
import type { Db } from '../../db/database';
import { products } from '../../db/schema';
import { formatChinaTime } from '../clock';
import { changeBasisPoints, completedDeals, periodStart, productColumns, rowsOf, varietyName, type ProductColumns } from './completed-deals';

/** What makes a variety popular: its deals in the last 30 days. */
const popularDays = 30;

interface QuoteRow extends ProductColumns {
  grade: VarietyQuote['grade'];
  deals: number | string;
  last_price: number | string;
  last_time: Date | string;
  previous_price: number | string | null;
}

/**
 * GET /api/anon/home/varieties: the most traded varieties of the last 30 days, each of one grade (a 全品 and a 中品 of
 * one stamp are quoted apart), with the last deal's price, and the previous day's close (the last deal of an earlier
 * China day) or else the deal before, in one statement.
 */
export async function popularVarieties(db: Db, now: Date): Promise<VarietyQuote[]> {
  const rows = await rowsOf<QuoteRow>(
    db,
    sql`with deals as (${completedDeals()}),
    popular as (
      select product_id, grade, count(*)::integer as deals, sum(quantity) as quantity, max(time) as last_time
      from deals where time >= ${periodStart(now, popularDays).toISOString()}::timestamptz
      group by product_id, grade
      order by count(*) desc, sum(quantity) desc, max(time) desc
      limit ${popularSize}
    ),
    ranked as (
      -- The China day: UTC's moved by 8 hours (China keeps no daylight saving), whatever the session's time zone.
      select d.product_id, d.grade, d.price, d.time, ((d.time at time zone 'UTC') + interval '8 hours')::date as day,
        row_number() over (partition by d.product_id, d.grade order by d.time desc, d.id desc) as rn
      from deals d inner join popular using (product_id, grade)
    )
    select ${productColumns}, pop.grade, pop.deals, l.price as last_price, l.time as last_time,
      coalesce(
        (select r.price from ranked r where r.product_id = l.product_id and r.grade = l.grade and r.day < l.day order by r.rn limit 1),
        (select r.price from ranked r where r.product_id = l.product_id and r.grade = l.grade and r.rn = 2)
      ) as previous_price
    from popular pop
    inner join ranked l on l.product_id = pop.product_id and l.grade = pop.grade and l.rn = 1
    inner join ${products} p on p.id = pop.product_id
    order by pop.deals desc, pop.quantity desc, pop.last_time desc`,
  );
  return rows.map((row) => {
    const lastPrice = Number(row.last_price);
    const previousPrice = row.previous_price === null ? null : Number(row.previous_price);
    return {
      ...varietyName(row),
      grade: row.grade,
      deals: Number(row.deals),
      lastPrice,
      lastTime: formatChinaTime(new Date(row.last_time)),
      previousPrice,
      change: previousPrice === null ? null : lastPrice - previousPrice,
      changeBasisPoints: previousPrice === null ? null : changeBasisPoints(previousPrice, lastPrice),
    };
  });
}
