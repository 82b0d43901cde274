import type { CandleInterval } from '../contracts/automatch-names';
import { automatchKeys } from './keys';

/**
 * The K-line's query keys (docs/architecture.md, "Query keys"): public data, under the auto-match domain's root, so
 * invalidating the domain reaches the candles too. Kept beside keys.ts rather than in it only because the K-line and
 * the auto-match pages were built side by side.
 */
export const klineKeys = {
  all: () => [...automatchKeys.all(), 'kline'] as const,
  /** Every interval's candles of one variety (a product: its issue and form). */
  variety: (productId: number) => [...klineKeys.all(), productId] as const,
  candles: (productId: number, interval: CandleInterval) => [...klineKeys.variety(productId), interval] as const,
};
