import type { ImmediateQuotes, VarietyDay } from '../../api/contracts/quotes';

/** A variety's identity on the board: a form of a stamp in one grade. */
export const quoteKey = (row: Pick<VarietyDay, 'productId' | 'grade'>) => `${row.productId}-${row.grade}`;

/** Newest deal first, as the server answers. */
const byLastDeal = (a: VarietyDay, b: VarietyDay) => b.lastTime.localeCompare(a.lastTime) || a.productId - b.productId || a.grade.localeCompare(b.grade);

/**
 * What the board holds after a tick or a catch-up: the changed rows replace theirs (or join), only those of the 专区
 * shown. Null when the update is of another day than the board's: the board must be read again whole (a tick names
 * only the varieties it changed, and the new day's others would be missing).
 */
export function mergeQuotes(held: ImmediateQuotes, update: ImmediateQuotes, categoryId: number | undefined): ImmediateQuotes | null {
  if (update.tradingDay !== held.tradingDay) return null;
  const rows = new Map(held.quotes.map((row) => [quoteKey(row), row]));
  for (const row of update.quotes) if (categoryId === undefined || row.categoryId === categoryId) rows.set(quoteKey(row), row);
  return { tradingDay: held.tradingDay, at: Math.max(held.at, update.at), quotes: [...rows.values()].sort(byLastDeal) };
}

export type QuotesSort = 'time' | 'changeDesc' | 'changeAsc';

/** The board in the order chosen: by the last deal, or by change % (a variety with no close before today last). */
export function sortQuotes(rows: VarietyDay[], sort: QuotesSort): VarietyDay[] {
  if (sort === 'time') return rows;
  const sign = sort === 'changeDesc' ? -1 : 1;
  return [...rows].sort((a, b) => {
    if (a.changeBasisPoints === null || b.changeBasisPoints === null) return (a.changeBasisPoints === null ? 1 : 0) - (b.changeBasisPoints === null ? 1 : 0);
    return sign * (a.changeBasisPoints - b.changeBasisPoints) || byLastDeal(a, b);
  });
}
