import { queryOptions } from '@tanstack/react-query';
import type { CandleInterval } from '../contracts/automatch-names';
import type { Candles } from '../contracts/automatch';
import { apiGet } from '../client';
import { klineKeys } from './kline-keys';

/**
 * A variety's candles of one interval, oldest first, at most 500 (GET /api/automatic/pairing/kLineGraph): built by the
 * server from the real fills, each bin aligned to China midnight, its `time` the bin's start in epoch seconds.
 */
export const getCandles = (productId: number, interval: CandleInterval) => apiGet<Candles>('/api/automatic/pairing/kLineGraph', { productId, interval });

/** The chart's candles; the live fills keep the shown interval's current (src/features/kline/use-live-candles.ts). */
export const candlesQueryOptions = (productId: number, interval: CandleInterval) =>
  queryOptions({ queryKey: klineKeys.candles(productId, interval), queryFn: () => getCandles(productId, interval) });
