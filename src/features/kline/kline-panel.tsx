import { candleIntervalNames, type CandleInterval } from '../../api/contracts/automatch-names';
import { DataBoundary } from '../shared/data-boundary';
import { FilterTabs } from '../shared/filter-tabs';
import { KlineCandles } from './kline-candles';
import { useLiveCandles } from './use-live-candles';

const intervalTabs = Object.entries(candleIntervalNames).map(([value, label]) => ({ value: value as CandleInterval, label }));

export interface KlinePanelProps {
  productId: number;
  interval: CandleInterval;
  onIntervalChange: (interval: CandleInterval) => void;
  /** The chart's height: px, or any CSS length. */
  height: number | string;
}

/**
 * A variety's K-line with its interval switcher (1分 to 日K), kept live by the fills its channel tells. The switcher
 * paints at once; the candles fill in below it (the chart's own 加载中 and 加载失败 with 重试 in their place).
 */
export function KlinePanel({ productId, interval, onIntervalChange, height }: KlinePanelProps) {
  useLiveCandles(productId, interval);
  return (
    <FilterTabs label="K线周期" value={interval} tabs={intervalTabs} onChange={onIntervalChange} variant="subtle" size="sm">
      <DataBoundary block>
        <KlineCandles key={interval} productId={productId} interval={interval} height={height} />
      </DataBoundary>
    </FilterTabs>
  );
}
