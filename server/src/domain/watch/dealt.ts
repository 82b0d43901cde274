import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { listings, watchMatches } from '../../db/schema';
import type { LivePush } from '../../realtime/bus';
import { dealsMade } from '../quotes/ticker';

/**
 * A confirmed watch task's takes are deals like the scan basket's: once the confirmation has committed, the quotes
 * room is told which varieties dealt (the offers taken may be of another form than the task's: looseEdition).
 */
export async function watchDealsMade(db: Db, taskId: number): Promise<LivePush> {
  const taken = await db
    .selectDistinct({ productId: listings.productId })
    .from(watchMatches)
    .innerJoin(listings, eq(listings.id, watchMatches.listingId))
    .where(and(eq(watchMatches.taskId, taskId), eq(watchMatches.state, 'taken')));
  return dealsMade(taken.map((t) => t.productId));
}
