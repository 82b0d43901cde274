import { and, desc, eq, gt, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Listing, marketRequest, Page } from '../../../../src/api/contracts/trade';
import type { Db } from '../../db/database';
import { productMatches } from '../../db/search';
import { listings } from '../../db/schema';
import type { PageQuery } from '../paging';
import { listingPage } from './listings';

export type MarketFilter = z.output<typeof marketRequest>;

/** 担保交易: the offers that may be paid through escrow (/poster lists only these). */
const tradesOnline = sql`${listings.tradeWays} @> '["online"]'::jsonb`;

/**
 * The offers the market shows: open ones with stock, or withdrawn ones for /trade/cancel; narrowed by keyword (product
 * name or catalogue number, on the search index: db/search.ts), kind, publisher, product, and to escrow offers when asked.
 */
export function marketFilter(filter: MarketFilter): SQL {
  const conditions: SQL[] =
    filter.state === 'open' ? [eq(listings.state, 'open'), gt(listings.lastNum, 0)] : [eq(listings.state, 'withdrawn')];
  if (filter.publishType !== undefined) conditions.push(eq(listings.publishType, filter.publishType));
  if (filter.publisherId !== undefined) conditions.push(eq(listings.publisherId, filter.publisherId));
  if (filter.productId !== undefined) conditions.push(eq(listings.productId, filter.productId));
  if (filter.keyword) conditions.push(productMatches(filter.keyword));
  if (filter.escrowOnly) conditions.push(tradesOnline);
  return and(...conditions)!;
}

/**
 * Open offers: those with a running 置顶 first (judged by the server's clock, not the database's, so tests can move
 * it), then the most recently published or refreshed (刷新). Withdrawn offers: the latest withdrawal first.
 */
function marketOrder(state: MarketFilter['state'], now: Date): SQL[] {
  if (state === 'withdrawn') return [desc(listings.updatedAt), desc(listings.id)];
  return [sql`coalesce(${gt(listings.pinnedUntil, now)}, false) desc`, desc(listings.refreshedAt), desc(listings.id)];
}

/** POST /api/trade/whole/list. Public. */
export function marketPage(db: Db, now: Date, filter: MarketFilter, page: PageQuery): Promise<Page<Listing>> {
  return listingPage(db, now, marketFilter(filter), marketOrder(filter.state, now), page);
}
