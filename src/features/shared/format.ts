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

/**
 * Below 10,000 an integer; from 10,000 in 万, from 100,000,000 in 亿, from 100 billion in 千亿 (2 decimals at most).
 * For counts and volumes only (pieces, deals, records, listings): truncating is fine for "about how many". Never for
 * money: a balance, price, amount or fee, in yuan or gold beans, is exact (formatYuan, formatBeans);
 * tests/unit/money-is-exact.test.ts refuses a call whose argument names money.
 */
export function abbreviateNumber(value: number): string {
  const magnitude = Math.abs(value);
  for (const { at, suffix } of units) {
    if (magnitude >= at) return `${truncate(value / at, 2)}${suffix}`;
  }
  return String(Math.trunc(value));
}

// Money and phones are written the same way by the server: the rules live with the shared contracts.
export { formatAddress, formatBeans, formatYuan, maskPhone } from '../../api/contracts/display';

/*
 * Every date the product shows or filters by is China time (spec section 9), whatever zone the browser is in: a buyer
 * abroad sees the same 今天 and the same times as the server writes them. China Standard Time is UTC+8 all year (no
 * daylight saving since 1991), so a fixed offset is exact and needs neither the browser's time-zone data nor
 * Intl.DateTimeFormat (slower, and its parts would have to be re-assembled); the server does the same
 * (server/src/domain/clock.ts). Never read a Date's local fields (getDate, getHours...) here: they are the browser's zone.
 */
const chinaOffsetMs = 8 * 3_600_000;
const dayMs = 24 * 3_600_000;

/** The China wall-clock fields of a moment: a Date whose UTC fields read as China time. */
const chinaClock = (d: Date) => new Date(d.getTime() + chinaOffsetMs);

/** Today's range in China time (spec section 9): from 00:00:00.000 to 23:59:59.999 (24 hours minus 1 ms), +08:00. */
export function todayRange(now: Date = new Date()): { start: Date; end: Date } {
  const china = now.getTime() + chinaOffsetMs;
  const start = new Date(china - (((china % dayMs) + dayMs) % dayMs) - chinaOffsetMs);
  return { start, end: new Date(start.getTime() + dayMs - 1) };
}

/** A China day (YYYY-MM-DD) `days` later (earlier when negative): the 近7天 / 近30天 ranges of a date filter. */
export function shiftChinaDay(day: string, days: number): string {
  return formatTime(new Date(Date.parse(`${day}T00:00:00+08:00`) + days * dayMs), 'date');
}

/** Today in China as a date field holds it (YYYY-MM-DD): the day of the spec's today range. */
export const chinaToday = (now: Date = new Date()): string => formatTime(todayRange(now).start, 'date');

export type TimePrecision = 'date' | 'minute' | 'second';

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * The server writes times as China wall-clock text without a zone (2026-11-22 09:30:00, or a day 2026-11-22):
 * `new Date()` would read that in the browser's zone, so such text is read as +08:00. Every reader of a server time
 * parses it here.
 */
const chinaText = /^(\d{4}-\d{2}-\d{2})(?: (\d{2}:\d{2}(?::\d{2}(?:\.\d{3})?)?))?$/;

export function toDate(value: Date | string | number): Date {
  if (value instanceof Date) return value;
  const m = typeof value === 'string' ? chinaText.exec(value) : null;
  return m ? new Date(`${m[1]}T${m[2] ?? '00:00'}+08:00`) : new Date(value);
}

/** China time as YYYY-MM-DD, YYYY-MM-DD HH:mm or YYYY-MM-DD HH:mm:ss; empty for a missing or invalid time. */
export function formatTime(value: Date | string | number | null | undefined, precision: TimePrecision = 'second'): string {
  if (value === null || value === undefined || value === '') return '';
  const at = toDate(value);
  if (Number.isNaN(at.getTime())) return '';
  const d = chinaClock(at);
  const date = `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
  if (precision === 'date') return date;
  const minute = `${date} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}`;
  return precision === 'minute' ? minute : `${minute}:${pad(d.getUTCSeconds())}`;
}
