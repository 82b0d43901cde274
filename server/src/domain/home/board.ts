import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import { boardSize, type TraderRank, type VarietyChangeRank, type VarietyVolumeRank } from '../../../../src/api/contracts/home-names';
import type { traderBoardQuery, varietyBoardQuery } from '../../../../src/api/contracts/home';
import type { Db } from '../../db/database';
import { products, users } from '../../db/schema';
import { maskName } from '../complaints/views';
import { levelName } from '../members';
import { changeBasisPoints, completedDeals, periodStart, productColumns, rowsOf, varietyName, type ProductColumns } from './completed-deals';

/*
 * 排行榜 (/board, and the home page's top five): from the completed deals of the last 7 or 30 days only, one statement
 * each. Names are masked (金**家) and no member's id is given, so a ranking does not name anyone.
 */

interface TraderRow {
  user_name: string;
  level: number;
  show_trade_amount: boolean;
  deals: number | string;
  amount: number | string;
}

/**
 * Traders by the amount or the number of their deals in the period, counting each side of a deal. An anonymous scan's
 * taker is not counted (their deal stays anonymous); a disabled member is not ranked. A member who hides their traded
 * amounts (/api/user/setting/tradeAmount) is ranked by count with the amount left out, and not ranked by amount.
 */
export async function traderBoard(db: Db, now: Date, query: z.output<typeof traderBoardQuery>): Promise<TraderRank[]> {
  const byAmount = query.by === 'amount';
  const rows = await rowsOf<TraderRow>(
    db,
    sql`with deals as (${completedDeals(periodStart(now, query.period))}),
    sides as (
      select buyer_id as user_id, amount from deals where not (anonymous and publish_type = 1)
      union all
      select seller_id as user_id, amount from deals where not (anonymous and publish_type = 0)
    )
    select u.user_name, u.level, u.show_trade_amount, count(*)::integer as deals, sum(s.amount)::bigint as amount
    from sides s inner join ${users} u on u.id = s.user_id
    where not u.disabled${byAmount ? sql` and u.show_trade_amount` : sql``}
    group by u.id
    order by ${byAmount ? sql`sum(s.amount) desc, count(*) desc` : sql`count(*) desc`}, u.id
    limit ${boardSize}`,
  );
  return rows.map((row, i) => ({
    rank: i + 1,
    name: maskName(row.user_name),
    levelName: levelName(Number(row.level)),
    deals: Number(row.deals),
    amount: row.show_trade_amount ? Number(row.amount) : null,
  }));
}

interface VolumeRow extends ProductColumns {
  deals: number | string;
  quantity: number | string;
  amount: number | string;
}

interface ChangeRow extends ProductColumns {
  grade: VarietyChangeRank['grade'];
  deals: number | string;
  last_price: number | string;
  base_price: number | string;
}

/** Varieties (products, every grade together) by pieces traded in the period, then by amount. */
async function byVolume(db: Db, since: Date): Promise<VarietyVolumeRank[]> {
  const rows = await rowsOf<VolumeRow>(
    db,
    sql`with deals as (${completedDeals(since)})
    select ${productColumns}, count(*)::integer as deals, sum(d.quantity)::bigint as quantity, sum(d.amount)::bigint as amount
    from deals d inner join ${products} p on p.id = d.product_id
    group by p.id
    order by sum(d.quantity) desc, sum(d.amount) desc, p.id
    limit ${boardSize}`,
  );
  return rows.map((row, i) => ({ rank: i + 1, ...varietyName(row), deals: Number(row.deals), quantity: Number(row.quantity), amount: Number(row.amount) }));
}

/**
 * Varieties of one grade by how far the price moved in the period, most risen first: the period's last deal against
 * the last deal before the period (the close it started from), or the period's first deal when there was none before;
 * a variety that traded once in the period with nothing before has no change and is not ranked.
 */
async function byChange(db: Db, since: Date): Promise<VarietyChangeRank[]> {
  const rows = await rowsOf<ChangeRow>(
    db,
    sql`with deals as (${completedDeals()}),
    recent as (select * from deals where time >= ${since.toISOString()}::timestamptz),
    counted as (select product_id, grade, count(*)::integer as deals from recent group by product_id, grade),
    last_deal as (select distinct on (product_id, grade) product_id, grade, price from recent order by product_id, grade, time desc, id desc),
    first_deal as (select distinct on (product_id, grade) product_id, grade, price from recent order by product_id, grade, time, id),
    close_before as (
      select distinct on (product_id, grade) product_id, grade, price from deals
      where time < ${since.toISOString()}::timestamptz order by product_id, grade, time desc, id desc
    ),
    quoted as (
      select c.product_id, c.grade, c.deals, l.price as last_price, coalesce(b.price, f.price) as base_price
      from counted c
      inner join last_deal l on l.product_id = c.product_id and l.grade = c.grade
      inner join first_deal f on f.product_id = c.product_id and f.grade = c.grade
      left join close_before b on b.product_id = c.product_id and b.grade = c.grade
      where b.price is not null or c.deals >= 2
    )
    select ${productColumns}, q.grade, q.deals, q.last_price, q.base_price
    from quoted q inner join ${products} p on p.id = q.product_id
    order by (q.last_price - q.base_price)::numeric / q.base_price desc, q.deals desc, p.id, q.grade
    limit ${boardSize}`,
  );
  return rows.map((row, i) => {
    const lastPrice = Number(row.last_price);
    const basePrice = Number(row.base_price);
    return {
      rank: i + 1,
      ...varietyName(row),
      grade: row.grade,
      deals: Number(row.deals),
      lastPrice,
      basePrice,
      change: lastPrice - basePrice,
      changeBasisPoints: changeBasisPoints(basePrice, lastPrice),
    };
  });
}

/** GET /api/anon/board/varieties?period&by. */
export function varietyBoard(db: Db, now: Date, query: z.output<typeof varietyBoardQuery>): Promise<VarietyVolumeRank[] | VarietyChangeRank[]> {
  const since = periodStart(now, query.period);
  return query.by === 'volume' ? byVolume(db, since) : byChange(db, since);
}
