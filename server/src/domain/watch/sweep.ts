import { and, asc, eq, sql } from 'drizzle-orm';
import type { WatchSweep } from '../../../../src/api/contracts/watch';
import type { Db } from '../../db/database';
import { listings, products, watchTasks } from '../../db/schema';
import { ApiError } from '../../http/api-error';
import type { Clock } from '../clock';
import type { Member } from '../sessions';
import { addToBasket } from '../trade/basket';
import { offerMeetsTask, takeable, taskProduct } from './rules';
import { requireElite } from './tasks';

/** The most offers one sweep puts into the basket (a basket is confirmed row by row). */
export const maxSweep = 50;

/**
 * POST /api/orderWatching/sweep (一键扫货, the header's button; level 4 and up): every open offer that meets one of
 * the member's open tasks (the one rule, rules.ts) goes into the member's scan basket (basket.ts `addToBasket`, which
 * checks each offer again), as much as the task wants up to the offer's stock, cheapest first for a buy; the browser
 * then opens the basket. Answers how many went in.
 */
export async function sweepIntoBasket(db: Db, clock: Clock, member: Member): Promise<WatchSweep> {
  requireElite(member);
  const now = clock();
  const found = await db
    .select({ listingId: listings.id, take: sql<number>`max(${takeable})::int` })
    .from(watchTasks)
    .innerJoin(taskProduct, eq(taskProduct.id, watchTasks.productId))
    .innerJoin(listings, sql`true`)
    .innerJoin(products, eq(products.id, listings.productId))
    .where(and(eq(watchTasks.userId, member.id), eq(watchTasks.hidden, false), offerMeetsTask(now)))
    .groupBy(listings.id)
    .orderBy(asc(sql`min(${listings.price})`), asc(listings.id))
    .limit(maxSweep);
  let added = 0;
  for (const { listingId, take } of found) {
    try {
      await addToBasket(db, clock, member, listingId, take);
      added++;
    } catch (error) {
      // Taken or withdrawn since it was read: the others still go in.
      if (!(error instanceof ApiError)) throw error;
    }
  }
  return { added };
}
