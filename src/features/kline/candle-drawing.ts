import {
  CandlestickSeries,
  ColorType,
  createChart,
  HistogramSeries,
  type CandlestickData,
  type HistogramData,
  type UTCTimestamp,
} from 'lightweight-charts';
import type { Candle } from '../../api/contracts/automatch';
import { downColour, upColour } from '../../api/contracts/automatch-names';
import { formatYuan } from '../shared/format';
import { changesOnlyTheLast, chartTime } from './candle-bins';

/** What the K-line's canvas is asked to do: show these candles (drawing only what changed), and go away. */
export interface CandleDrawing {
  show(candles: readonly Candle[]): void;
  remove(): void;
}

/** The chart's time of a candle (China wall clock read as UTC, candle-bins.ts). */
const timeOf = (candle: Candle) => chartTime(candle.time) as UTCTimestamp;

/** Prices stay in fen, exact; the scale and the crosshair write them in yuan with two decimals. */
const priceBar = (candle: Candle): CandlestickData<UTCTimestamp> => ({
  time: timeOf(candle),
  open: candle.open,
  high: candle.high,
  low: candle.low,
  close: candle.close,
});

/** Volume coloured as its candle: red when it closed at or above its open, green below. */
const volumeBar = (candle: Candle): HistogramData<UTCTimestamp> => ({
  time: timeOf(candle),
  value: candle.volume,
  color: candle.close >= candle.open ? upColour : downColour,
});

/** The places for candles a chart opens with: a few candles are not drawn a hand wide, nor 500 a hair wide. */
const fewestPlaces = 30;
const mostPlaces = 120;

/**
 * The logical range (bar indices) a chart of `count` candles opens on: the newest ones, with room for two more on the
 * right; the older ones are a drag to the left away.
 */
const firstView = (count: number) => {
  const places = Math.min(Math.max(count, fewestPlaces), mostPlaces);
  return { from: count - places, to: count + 1 };
};

/**
 * The K-line drawn with lightweight-charts 5 in `container` (its width and height, followed as they change): candles
 * red up and green down, the volume bars under them on a scale of their own, times in China time (`intraday` shows
 * hours and minutes). A live fill changes the last candle or appends one: that is `series.update`, the rest stays drawn.
 */
export function drawCandles(container: HTMLElement, { intraday }: { intraday: boolean }): CandleDrawing {
  const chart = createChart(container, {
    autoSize: true,
    layout: { background: { type: ColorType.Solid, color: '#ffffff' }, textColor: '#4a5568', fontSize: 12 },
    grid: { vertLines: { color: '#edf2f7' }, horzLines: { color: '#edf2f7' } },
    localization: { locale: 'zh-CN', dateFormat: 'yyyy-MM-dd' },
    timeScale: { timeVisible: intraday, secondsVisible: false, borderColor: '#e2e8f0' },
    rightPriceScale: { borderColor: '#e2e8f0' },
    // A finger moving up or down scrolls the page, not the chart: on a phone the chart is part of a longer page.
    handleScroll: { vertTouchDrag: false },
  });
  const prices = chart.addSeries(CandlestickSeries, {
    upColor: upColour,
    downColor: downColour,
    borderUpColor: upColour,
    borderDownColor: downColour,
    wickUpColor: upColour,
    wickDownColor: downColour,
    priceFormat: { type: 'custom', minMove: 1, formatter: (fen: number) => formatYuan(Math.round(fen)) },
  });
  prices.priceScale().applyOptions({ scaleMargins: { top: 0.08, bottom: 0.28 } });
  // The volume's own last value and line would sit on the price scale among the prices: the legend says it instead.
  const volumes = chart.addSeries(HistogramSeries, { priceFormat: { type: 'volume' }, priceScaleId: '', lastValueVisible: false, priceLineVisible: false });
  volumes.priceScale().applyOptions({ scaleMargins: { top: 0.78, bottom: 0 } });

  let drawn: readonly Candle[] = [];
  return {
    show(candles) {
      if (candles === drawn) return;
      if (changesOnlyTheLast(drawn, candles)) {
        const last = candles.at(-1)!;
        prices.update(priceBar(last));
        volumes.update(volumeBar(last));
      } else {
        const first = drawn.length === 0;
        prices.setData(candles.map(priceBar));
        volumes.setData(candles.map(volumeBar));
        if (first) chart.timeScale().setVisibleLogicalRange(firstView(candles.length));
      }
      drawn = candles;
    },
    remove: () => chart.remove(),
  };
}
