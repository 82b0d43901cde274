import type { Candle, Candles } from '../../src/api/contracts/automatch';
import { candleIntervals } from '../../src/api/contracts/automatch-names';
import { binStart, changesOnlyTheLast, chartTime, withFill } from '../../src/features/kline/candle-bins';

/*
 * The live candle's bins (src/features/kline/candle-bins.ts), against times worked out by hand: the chart draws China
 * wall clock read as UTC, and a bin starts at a multiple of its width in that time, so a day candle is a China day.
 */

/** Epoch seconds of a China wall-clock time. */
const china = (wallClock: string) => Date.parse(`${wallClock}+08:00`) / 1000;
/** The chart's time of a China wall-clock time: the same digits read as UTC. */
const drawnAt = (wallClock: string) => Date.parse(`${wallClock}Z`) / 1000;

const day = candleIntervals['1d'];

describe('a fill’s candle', () => {
  it('is drawn at China wall-clock time', () => {
    expect(chartTime(china('2027-03-01T09:30:00'))).toBe(drawnAt('2027-03-01T09:30:00'));
  });

  it('across China midnight: 23:59:30 and 00:00:10 the next day are two day candles', () => {
    const late = binStart(china('2027-03-01T23:59:30'), day);
    const early = binStart(china('2027-03-02T00:00:10'), day);
    expect(late).toBe(drawnAt('2027-03-01T00:00:00'));
    expect(early).toBe(drawnAt('2027-03-02T00:00:00'));
  });

  it('across UTC midnight (08:00 in China): one day candle, as the China day has not ended', () => {
    expect(binStart(china('2027-03-01T07:59:59'), day)).toBe(binStart(china('2027-03-01T08:00:01'), day));
  });

  it('in minutes and hours: the bin’s start, 4-hour bins at 00:00, 04:00… China time', () => {
    expect(binStart(china('2027-03-01T10:07:59'), candleIntervals['5m'])).toBe(drawnAt('2027-03-01T10:05:00'));
    expect(binStart(china('2027-03-01T10:07:59'), candleIntervals['1m'])).toBe(drawnAt('2027-03-01T10:07:00'));
    expect(binStart(china('2027-03-01T03:59:59'), candleIntervals['4h'])).toBe(drawnAt('2027-03-01T00:00:00'));
    expect(binStart(china('2027-03-01T04:00:00'), candleIntervals['4h'])).toBe(drawnAt('2027-03-01T04:00:00'));
  });
});

/** A candle of the server: its bin's start in real epoch seconds, prices in fen. */
const candle = (wallClock: string, open: number, high: number, low: number, close: number, volume: number): Candle => ({
  time: china(wallClock),
  open,
  high,
  low,
  close,
  volume,
});

describe('a live fill joins the candles', () => {
  const march1 = candle('2027-03-01T00:00:00', 100_00, 120_00, 90_00, 110_00, 5);
  const march2 = candle('2027-03-02T00:00:00', 110_00, 115_00, 105_00, 112_00, 3);
  const days: Candles = { interval: '1d', candles: [march1, march2] };

  it('into the current candle: high, low, close and volume follow it, open stays, the rest is the same object', () => {
    const higher = withFill(days, { price: 130_00, quantity: 2, time: china('2027-03-02T23:59:30') });
    expect(higher.candles).toEqual([march1, { ...march2, high: 130_00, close: 130_00, volume: 5 }]);
    expect(higher.candles[0]).toBe(march1);
    const lower = withFill(higher, { price: 101_00, quantity: 1, time: china('2027-03-02T23:59:50') });
    expect(lower.candles[1]).toEqual({ ...march2, high: 130_00, low: 101_00, close: 101_00, volume: 6 });
  });

  it('after China midnight: a new candle, the fill its open, high, low and close', () => {
    const next = withFill(days, { price: 99_00, quantity: 4, time: china('2027-03-03T00:00:10') });
    expect(next.candles).toEqual([march1, march2, { time: china('2027-03-03T00:00:00'), open: 99_00, high: 99_00, low: 99_00, close: 99_00, volume: 4 }]);
    expect(changesOnlyTheLast(days.candles, next.candles)).toBe(true);
  });

  it('the first fill of a variety makes its first candle', () => {
    const first = withFill({ interval: '5m', candles: [] }, { price: 88_00, quantity: 1, time: china('2027-03-01T10:07:59') });
    expect(first.candles).toEqual([{ time: china('2027-03-01T10:05:00'), open: 88_00, high: 88_00, low: 88_00, close: 88_00, volume: 1 }]);
  });

  it('told late for an older bin: that candle takes its volume and range but keeps its close; a gap gets its own candle', () => {
    const late = withFill(days, { price: 80_00, quantity: 1, time: china('2027-03-01T12:00:00') });
    expect(late.candles).toEqual([{ ...march1, low: 80_00, volume: 6 }, march2]);
    expect(changesOnlyTheLast(days.candles, late.candles)).toBe(false);
    const gap = withFill({ interval: '1d', candles: [march1, candle('2027-03-04T00:00:00', 1, 1, 1, 1, 1)] }, { price: 7, quantity: 1, time: china('2027-03-02T08:00:00') });
    expect(gap.candles.map((c) => c.time)).toEqual([china('2027-03-01T00:00:00'), china('2027-03-02T00:00:00'), china('2027-03-04T00:00:00')]);
  });
});

describe('what the chart redraws', () => {
  const a = candle('2027-03-01T10:00:00', 1, 1, 1, 1, 1);
  const b = candle('2027-03-01T10:01:00', 2, 2, 2, 2, 2);
  it('only the last bar when only it changed or one was appended; everything otherwise', () => {
    expect(changesOnlyTheLast([a, b], [a, { ...b, close: 3 }])).toBe(true);
    expect(changesOnlyTheLast([a], [a, b])).toBe(true);
    expect(changesOnlyTheLast([a, b], [{ ...a }, b])).toBe(false);
    expect(changesOnlyTheLast([], [a])).toBe(false);
    expect(changesOnlyTheLast([a, b], [a])).toBe(false);
    expect(changesOnlyTheLast([a], [a, b, b])).toBe(false);
  });
});
