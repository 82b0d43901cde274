import { and, count, desc, eq, ne, sql, type SQL } from 'drizzle-orm';
import type { Listing, ListingState, ListingStatistics, Page, PublishType } from '../../../../src/api/contracts/trade';
import type { Db } from '../../db/database';
import { listings } from '../../db/schema';
import type { PageQuery } from '../paging';
import { listingPage } from './listings';

/** POST /api/user/trade/list/{state}: the member's own offers, newest first. */
export function myListingsPage(
  db: Db,
  now: Date,
  memberId: number,
  filter: { state: 'all' | ListingState; publishType?: PublishType },
  page: PageQuery,
): Promise<Page<Listing>> {
  // An auto-match sell order's units are not an offer of the member's: its page is /auto-match (issue 28).
  const parts: SQL[] = [eq(listings.publisherId, memberId), ne(listings.state, 'matching')];
  if (filter.state !== 'all') parts.push(eq(listings.state, filter.state));
  if (filter.publishType !== undefined) parts.push(eq(listings.publishType, filter.publishType));
  return listingPage(db, now, and(...parts)!, [desc(listings.id)], page);
}

const countWhere = (condition: SQL) => sql<number>`count(*) filter (where ${condition})`.mapWith(Number);

/** POST /api/user/trade/statistics/info: the member's offers per state and per kind, in one query. */
export async function listingStatistics(db: Db, memberId: number): Promise<ListingStatistics> {
  const [row] = await db
    .select({
      all: count(),
      open: countWhere(eq(listings.state, 'open')),
      withdrawn: countWhere(eq(listings.state, 'withdrawn')),
      filled: countWhere(eq(listings.state, 'filled')),
      buy: countWhere(eq(listings.publishType, 0)),
      sell: countWhere(eq(listings.publishType, 1)),
    })
    .from(listings)
    .where(and(eq(listings.publisherId, memberId), ne(listings.state, 'matching')));
  return row!;
}
