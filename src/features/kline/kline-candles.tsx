import { Box, Stack, Text } from '@chakra-ui/react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { candlesQueryOptions } from '../../api/automatch/candles';
import { candleIntervalNames, candleIntervals, type CandleInterval } from '../../api/contracts/automatch-names';
import { Loading } from '../shared/loading';
import { CandleLegend } from './candle-legend';

// lightweight-charts comes with the first chart that has candles to draw, never with a page's first JavaScript.
const CandleCanvas = lazy(() => import('./candle-canvas'));

const noFillsYet = '暂无成交，K线将在首笔成交后出现';

/**
 * One interval's candles of a variety (read in the panel's DataBoundary): the newest candle in words and the chart, or
 * the empty state until the first fill (a live fill makes the first candle, and the chart appears).
 */
export function KlineCandles({ productId, interval, height }: { productId: number; interval: CandleInterval; height: number | string }) {
  const { data } = useSuspenseQuery(candlesQueryOptions(productId, interval));
  const size = typeof height === 'number' ? `${height}px` : height;
  if (data.candles.length === 0) {
    return (
      <Box h={size} display="flex" alignItems="center" justifyContent="center" borderWidth="1px" borderStyle="dashed" borderRadius="md" p="4">
        <Text color="gray.600" textAlign="center" data-testid="kline-empty">
          {noFillsYet}
        </Text>
      </Box>
    );
  }
  const intraday = candleIntervals[interval] < candleIntervals['1d'];
  return (
    <Stack gap="2">
      <CandleLegend candles={data.candles} intraday={intraday} />
      <Suspense fallback={<Box h={size}><Loading /></Box>}>
        <CandleCanvas candles={data.candles} intraday={intraday} height={height} label={`${candleIntervalNames[interval]} K线图，共 ${data.candles.length} 根K线`} />
      </Suspense>
    </Stack>
  );
}
