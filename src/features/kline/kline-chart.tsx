import { useState } from 'react';
import type { CandleInterval } from '../../api/contracts/automatch-names';
import { KlinePanel } from './kline-panel';

export interface KlineChartProps {
  productId: number;
  /** The chart's height in px (it takes its container's width). */
  height?: number;
}

/**
 * The K-line as a part of another page (the auto-match detail, the catalogue's variety page): the interval is the
 * part's own (日K first), not the page's URL. Importing it costs the page the switcher and the query only: the chart
 * library is loaded when there are candles to draw (kline-candles.tsx).
 */
export function KlineChart({ productId, height = 360 }: KlineChartProps) {
  const [interval, chooseInterval] = useState<CandleInterval>('1d');
  return <KlinePanel productId={productId} interval={interval} onIntervalChange={chooseInterval} height={height} />;
}
