import { and, eq, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { conditionGrades } from '../../../../src/api/contracts/content-names';
import { looseForm, openWatchStages, watchMinLevel } from '../../../../src/api/contracts/watch-names';
import { blacklist, listings, products, users, watchTasks } from '../../db/schema';

/**
 * Which offers meet which watch tasks: one rule, read by the matcher (an offer published or edited, in its
 * transaction), by the sweep (一键扫货: every open offer for the member's tasks) and by the match list (whether a match
 * can still be taken). The queries join `watchTasks`, its product as `taskProduct`, `listings` and the offer's
 * `products`.
 */
export const taskProduct = alias(products, 'task_product');
/** The offer's publisher and the task's member, each joined as its own alias. */
export const offerPublisher = alias(users, 'offer_publisher');
export const watcher = alias(users, 'watcher');

const gradeOrder = sql`array[${sql.join(
  conditionGrades.map((g) => sql`${g}`),
  sql`, `,
)}]::text[]`;

/**
 * The task is open and its member may watch (level 4 and up), and the offer meets it: open with stock, another
 * member's, of the task's product (or a single stamp of the same issue when the task accepts loose editions), on the
 * task's side within its limit, of its grade or better, offering its trade and delivery way, and neither of the two
 * has blocked the other.
 */
export function offerMeetsTask(now: Date): SQL {
  return and(
    inArray(watchTasks.stage, [...openWatchStages]),
    sql`${watchTasks.endsAt} > ${now}`,
    eq(listings.state, 'open'),
    sql`${listings.lastNum} > 0`,
    ne(listings.publisherId, watchTasks.userId),
    or(
      eq(listings.productId, watchTasks.productId),
      and(eq(watchTasks.looseEdition, true), eq(products.code, taskProduct.code), eq(products.exterior, looseForm)),
    ),
    or(
      and(eq(watchTasks.side, 'buy'), eq(listings.publishType, 1), sql`${listings.price} <= ${watchTasks.price}`),
      and(eq(watchTasks.side, 'sell'), eq(listings.publishType, 0), sql`${listings.price} >= ${watchTasks.price}`),
    ),
    sql`array_position(${gradeOrder}, ${listings.grade}) <= array_position(${gradeOrder}, ${watchTasks.grade})`,
    sql`${listings.tradeWays} @> jsonb_build_array(${watchTasks.tradeWay})`,
    sql`${listings.deliveryMethods} @> jsonb_build_array(${watchTasks.deliveryMethod})`,
    sql`exists (select 1 from ${users} where ${users.id} = ${watchTasks.userId} and ${users.level} >= ${watchMinLevel})`,
    sql`not exists (select 1 from ${blacklist} where (${blacklist.userId} = ${listings.publisherId} and ${blacklist.targetId} = ${watchTasks.userId}) or (${blacklist.userId} = ${watchTasks.userId} and ${blacklist.targetId} = ${listings.publisherId}))`,
  )!;
}

/** What a match of a task can take now: the offer's stock, up to the task's quantity. */
export const takeable = sql<number>`least(${listings.lastNum}, ${watchTasks.quantity})::int`;

