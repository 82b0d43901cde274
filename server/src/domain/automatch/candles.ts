import { sql } from 'drizzle-orm';
import { candleIntervals, maxCandles, type CandleInterval, type Candles } from '../../../../src/api/contracts/automatch';
import type { Db } from '../../db/database';

/**
 * The K-line (issue 28): a variety's candles built in SQL from its fills (`date_bin`), each interval's bins aligned to
 * China midnight (the origin is 2000-01-01 00:00 in Asia/Shanghai), so a day candle is a China day and a 4-hour one
 * starts at 00:00, 04:00... China time. Open and close are the first and last fill of the bin by id (the order they
 * were made in); volume the units filled. Times are the bins' starts in epoch seconds; the chart shows them in China
 * time. The newest `maxCandles`, or those before `before` when the chart pages back.
 */
export async function candles(db: Db, query: { productId: number; interval?: CandleInterval; before?: number }): Promise<Candles> {
  const interval = query.interval ?? '1d';
  const seconds = candleIntervals[interval];
  const before = query.before === undefined ? sql`` : sql`and f.created_at < to_timestamp(${query.before})`;
  const result = await db.execute<{ time: string; open: string; high: string; low: string; close: string; volume: string }>(sql`
    select extract(epoch from b.bin)::bigint as time,
           (array_agg(b.price order by b.id))[1] as open,
           max(b.price) as high,
           min(b.price) as low,
           (array_agg(b.price order by b.id desc))[1] as close,
           sum(b.quantity) as volume
    from (
      select date_bin(make_interval(secs => ${seconds}), f.created_at, timestamptz '2000-01-01 00:00:00+08') as bin, f.id, f.price, f.quantity
      from match_fills f
      where f.product_id = ${query.productId} ${before}
    ) b
    group by b.bin
    order by b.bin desc
    limit ${maxCandles}`);
  const rows = (result as unknown as { rows: Array<Record<string, string>> }).rows;
  return {
    interval,
    candles: rows
      .map((r) => ({ time: Number(r.time), open: Number(r.open), high: Number(r.high), low: Number(r.low), close: Number(r.close), volume: Number(r.volume) }))
      .reverse(),
  };
}
