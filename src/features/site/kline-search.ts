import type { CandleInterval } from '../../api/contracts/automatch-names';
import { autoMatchDetailSearch } from './automatch-search';
import type { SearchSchema } from './search-schemas';

/**
 * /kline's query string (issue 28), by the rules of search-schemas.ts (a value that does not fit is dropped and the
 * URL rewritten; defaults stay out of it):
 * - productId, the variety (a product: its issue and form) whose candles are drawn, read as the auto-match detail
 *   reads it. The page has nothing to draw without it and says so, with the way to the auto-match list.
 * - interval, the candles' width other than the default 日K (1d): 1m 5m 15m 30m 1h 4h.
 * Plain rules, not zod, as every route's first JavaScript holds them; the intervals are checked against the contract's
 * type by `satisfies` rather than imported with its name tables.
 */
// A type, not an interface: the site map takes a schema of a record of values (an interface has no index signature).
export type KlineSearch = { productId?: number; interval?: CandleInterval };

/** Every interval but the default: `satisfies` fails `tsc` when the contract gains or loses one. */
const otherIntervals = Object.keys({ '1m': true, '5m': true, '15m': true, '30m': true, '1h': true, '4h': true } satisfies Record<Exclude<CandleInterval, '1d'>, true>);

export const klineSearch: SearchSchema<KlineSearch> = {
  parse(search) {
    const given = (search ?? {}) as Record<string, unknown>;
    // A key the URL has is kept even when its value is dropped, so the route sees the change and rewrites the URL.
    const interval = 'interval' in given ? { interval: otherIntervals.find((value) => value === given.interval) as CandleInterval | undefined } : {};
    return { ...autoMatchDetailSearch.parse(given), ...interval };
  },
};
