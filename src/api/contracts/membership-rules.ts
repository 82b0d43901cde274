/**
 * The rules of VIP years without their schemas: how long a member may buy, and what a year, an upgrade and the days
 * left come to. The machines, the server and the VIP pages reckon with these; membership-names.ts holds the words.
 */

/** How long a member may buy at once: 1 to 3 whole years. */
export const maxVipYears = 3;

const dayMs = 24 * 3_600_000;

/** Whole days from `now` until `expiresAt`, a part of a day counting as a day; 0 once it has passed. */
export const vipDaysLeft = (expiresAt: Date, now: Date): number => Math.max(0, Math.ceil((expiresAt.getTime() - now.getTime()) / dayMs));

/**
 * What an upgrade costs: the yearly difference between the two levels for the days left, in whole fen rounded up
 * (the platform never undercharges by a fraction of a fen), at least 1 fen.
 */
export const upgradeFen = (fromYearFen: number, toYearFen: number, daysLeft: number): number =>
  Math.max(1, Math.ceil(((toYearFen - fromYearFen) * daysLeft) / 365));

/** `date` moved by whole calendar years (a year bought on 2026-12-01 ends on 2027-12-01). */
export function addYears(date: Date, years: number): Date {
  const moved = new Date(date.getTime());
  moved.setUTCFullYear(moved.getUTCFullYear() + years);
  return moved;
}
