import type { Candle, Candles } from '../../api/contracts/automatch';
import { candleIntervals } from '../../api/contracts/automatch-names';

/*
 * The live candle's arithmetic, kept pure. lightweight-charts draws every time as UTC, so the chart is given China
 * wall-clock time read as UTC (the real epoch second + 8 h: China has had no daylight saving since 1991); the server's
 * bins are aligned to China midnight (server/src/domain/automatch/candles.ts), so a bin of the chart's time starts at a
 * multiple of its width and a day candle is a China day.
 */

/** China Standard Time, UTC+8 all year. */
export const chinaOffsetSeconds = 8 * 3_600;

/** A real epoch second as the chart draws it: China wall clock read as UTC. */
export const chartTime = (epochSeconds: number) => epochSeconds + chinaOffsetSeconds;

/** The start, in the chart's time, of the candle `seconds` wide that a moment (real epoch seconds) falls in. */
export const binStart = (epochSeconds: number, seconds: number) => Math.floor(chartTime(epochSeconds) / seconds) * seconds;

/** One fill as the live channel tells it: its price (fen), units and moment (real epoch seconds). */
export interface LiveFill {
  price: number;
  quantity: number;
  time: number;
}

/**
 * The candles with one more fill: into the candle of its bin (high, low, close and volume; open stays the first
 * fill's), or as a new candle where it had none (a newer bin appends one). Every other candle is the same object, so
 * the chart can tell an update of the last candle from a change further back (`changesOnlyTheLast`).
 */
export function withFill(candles: Candles, fill: LiveFill): Candles {
  const seconds = candleIntervals[candles.interval];
  const time = binStart(fill.time, seconds) - chinaOffsetSeconds;
  const at = candles.candles.findIndex((candle) => candle.time >= time);
  const found = at === -1 ? undefined : candles.candles[at];
  if (found?.time === time) {
    const merged: Candle = {
      ...found,
      high: Math.max(found.high, fill.price),
      low: Math.min(found.low, fill.price),
      // A fill told late for an older bin is not that bin's last: only the newest candle's close follows it.
      close: at === candles.candles.length - 1 ? fill.price : found.close,
      volume: found.volume + fill.quantity,
    };
    return { ...candles, candles: [...candles.candles.slice(0, at), merged, ...candles.candles.slice(at + 1)] };
  }
  const fresh: Candle = { time, open: fill.price, high: fill.price, low: fill.price, close: fill.price, volume: fill.quantity };
  const insertAt = at === -1 ? candles.candles.length : at;
  return { ...candles, candles: [...candles.candles.slice(0, insertAt), fresh, ...candles.candles.slice(insertAt)] };
}

/**
 * Whether `next` is `drawn` with only its last candle changed or one appended (every earlier candle the same
 * object): then the chart updates its last bar (`series.update`) instead of drawing everything again.
 */
export function changesOnlyTheLast(drawn: readonly Candle[], next: readonly Candle[]): boolean {
  if (drawn.length === 0 || (next.length !== drawn.length && next.length !== drawn.length + 1)) return false;
  return next.slice(0, -1).every((candle, i) => candle === drawn[i]);
}
