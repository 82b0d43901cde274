/** All time goes through the injected clock so tests can move it (11 minutes later, a week later...). */
export type Clock = () => Date;

export const minutes = (n: number) => n * 60_000;
export const addMs = (date: Date, ms: number) => new Date(date.getTime() + ms);

/** "2026-11-22 09:30:00" in China Standard Time, the format the browser shows. */
export function formatChinaTime(date: Date): string {
  const shifted = new Date(date.getTime() + 8 * 3_600_000);
  return shifted.toISOString().slice(0, 19).replace('T', ' ');
}

/** "2026-11-22": the day in China Standard Time. */
export const formatChinaDate = (date: Date): string => formatChinaTime(date).slice(0, 10);

/** The start of the China day `now` falls in: a day's figures and per-day limits count from it (spec section 9). */
export const chinaDayStart = (now: Date): Date => new Date(`${formatChinaDate(now)}T00:00:00+08:00`);
