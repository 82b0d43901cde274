/**
 * The formatting rules of spec section 9, used everywhere a number, phone or time is shown. Pure functions.
 */

const units = [
  { at: 1e11, suffix: '千亿' },
  { at: 1e8, suffix: '亿' },
  { at: 1e4, suffix: '万' },
] as const;

/** Truncate (never round up: an amount shown must not exceed the real one) to `places` and drop trailing zeros. */
function truncate(value: number, places: number): string {
  const factor = 10 ** places;
  const cut = Math.trunc(value * factor + (value >= 0 ? 1e-9 : -1e-9)) / factor;
  return String(Number(cut.toFixed(places)));
}

/** Below 10,000 an integer; from 10,000 in 万, from 100,000,000 in 亿, from 100 billion in 千亿 (2 decimals at most). */
export function abbreviateNumber(value: number): string {
  const magnitude = Math.abs(value);
  for (const { at, suffix } of units) {
    if (magnitude >= at) return `${truncate(value / at, 2)}${suffix}`;
  }
  return String(Math.trunc(value));
}

// Money and phones are written the same way by the server: the rules live with the shared contracts.
export { formatAddress, formatYuan, maskPhone } from '../../api/contracts/display';

const dayMs = 24 * 3600 * 1000;

/** Today's range in local time: start of day to end of day (24 hours minus 1 ms). */
export function todayRange(now: Date = new Date()): { start: Date; end: Date } {
  const start = new Date(now.getFullYear(), now.getMonth(), now.getDate());
  return { start, end: new Date(start.getTime() + dayMs - 1) };
}

export type TimePrecision = 'date' | 'minute' | 'second';

const pad = (n: number) => String(n).padStart(2, '0');

/** Local time as YYYY-MM-DD, YYYY-MM-DD HH:mm or YYYY-MM-DD HH:mm:ss; empty for a missing or invalid time. */
export function formatTime(value: Date | string | number | null | undefined, precision: TimePrecision = 'second'): string {
  if (value === null || value === undefined || value === '') return '';
  const d = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(d.getTime())) return '';
  const date = `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
  if (precision === 'date') return date;
  const minute = `${date} ${pad(d.getHours())}:${pad(d.getMinutes())}`;
  return precision === 'minute' ? minute : `${minute}:${pad(d.getSeconds())}`;
}
