import type { MatchVariety } from '../../api/contracts/automatch';
import { chinaToday, formatYuan } from '../shared/format';

/** A price in fen as auto-match's pages write it (¥1,234.50), or — where there is none (an empty side, no fill yet). */
export const priceText = (fen: number | null) => (fen === null ? '—' : `¥${formatYuan(fen)}`);

/**
 * How far the last fill is from the last fill before today (China time), in fen and in basis points of that close:
 * none (shown grey, 平) until the variety has filled on an earlier day and since.
 */
export function dayChange({ lastPrice, previousClose }: Pick<MatchVariety, 'lastPrice' | 'previousClose'>): { change: number | null; basisPoints: number | null } {
  if (lastPrice === null || previousClose === null || previousClose === 0) return { change: null, basisPoints: null };
  const change = lastPrice - previousClose;
  return { change, basisPoints: Math.round((change * 10_000) / previousClose) };
}

/** A server time (YYYY-MM-DD HH:mm:ss, China time) as a fill list shows it: the time today, else the day and minute. */
export const fillTime = (time: string, today = chinaToday()) => (time.startsWith(today) ? time.slice(11) : time.slice(5, 16));

/**
 * Red for a buy and a rise, green for a sell and a fall, as Chinese markets colour them: in text, the darker tokens of
 * those colours that keep 4.5:1 on white (PriceChange's); the exact #eb5454 / #47b262 colour the bars and the chart.
 */
export const sideText = { buy: 'red.600', sell: 'green.fg' } as const;
export const directionText = { up: sideText.buy, down: sideText.sell, flat: 'gray.800' } as const;
