import { and, asc, eq, isNull } from 'drizzle-orm';
import type { WatchAlert } from '../../../../src/api/contracts/watch';
import type { Db } from '../../db/database';
import { listings, products, watchMatches, watchTasks } from '../../db/schema';
import { memberChannel, type LivePush } from '../../realtime/bus';
import { commit, prepare } from '../lifecycle/enforcer';
import { deliverNotice } from '../notices';
import type { SmsProvider } from '../../providers/sms';
import { watchMatchedNotice, watchMatchedSms, type MatchFacts } from './watch-notices';
import { offerMeetsTask, takeable, taskProduct, watcher } from './rules';
import { watchTaskLifecycle } from './tasks';

/**
 * Called in the transaction that publishes an offer or changes its price or quantity (offer-followers.ts): every open
 * task of another member that the offer now meets gets a match, is moved to matched by the enforcer (`watch.match`,
 * by system) and its member gets a notice, all in this transaction, so no match is lost to a server that dies once it
 * has committed. The tasks are locked (in id order) before they move, so a burst of offers meeting one task queues on
 * it instead of failing each other's publication. An offer already matched to a task is not told twice; its match
 * takes the new price and stock. Answers the pushes to tell once committed: `watch.alert` to each watcher, and
 * `watch.sms` to the instance that texts them (`textMatch`) for the tasks that asked for it.
 */
export async function matchOffer(tx: Db, now: Date, listingId: number): Promise<LivePush[]> {
  const found = await tx
    .select({ task: watchTasks, listing: listings, product: products, take: takeable })
    .from(watchTasks)
    .innerJoin(taskProduct, eq(taskProduct.id, watchTasks.productId))
    .innerJoin(listings, eq(listings.id, listingId))
    .innerJoin(products, eq(products.id, listings.productId))
    .where(offerMeetsTask(now))
    .orderBy(asc(watchTasks.id))
    .for('update', { of: watchTasks });
  const pushes: LivePush[] = [];
  for (const { task, listing, product, take } of found) {
    const [match] = await tx
      .insert(watchMatches)
      .values({ taskId: task.id, listingId, price: listing.price, quantity: take, createdAt: now, updatedAt: now })
      .onConflictDoNothing()
      .returning({ id: watchMatches.id });
    if (!match) {
      await tx
        .update(watchMatches)
        .set({ price: listing.price, quantity: take, updatedAt: now })
        .where(and(eq(watchMatches.taskId, task.id), eq(watchMatches.listingId, listingId), eq(watchMatches.state, 'open')));
      continue;
    }
    const step = prepare(watchTaskLifecycle, { row: task }, { kind: 'system' }, { type: 'watch.match' }, now);
    await commit(watchTaskLifecycle, tx, () => now, step, null);
    const facts: MatchFacts = { productName: product.name, publishType: listing.publishType as 0 | 1, price: listing.price, quantity: take, unitsName: product.unit };
    await deliverNotice(tx, watchMatchedNotice(task.userId, task.id, facts), now);
    const alert: WatchAlert = { type: 'watch.alert', taskId: task.id, matchId: match.id, productName: product.name, price: listing.price, quantity: take };
    pushes.push({ channel: memberChannel(task.userId), event: alert });
    if (task.smsNotice) pushes.push({ channel: watchSmsChannel, event: { type: 'watch.sms', matchId: match.id } });
  }
  return pushes;
}

/** The bus channel on which a committed match asks for its SMS; the sockets never carry it (members read `member:{id}`). */
export const watchSmsChannel = 'watch:sms';

/**
 * Texts the watcher of a committed match (a `watch.sms` push): the match is claimed first (`sms_sent_at`), so of
 * several instances hearing the push one sends, and a match is texted once. A text the provider fails to send gives
 * the claim back and is reported to the caller (logged; the notice and the live alert have told the member already).
 */
export async function textMatch(db: Db, sms: SmsProvider, now: Date, matchId: number): Promise<boolean> {
  const [claimed] = await db
    .update(watchMatches)
    .set({ smsSentAt: now })
    .where(and(eq(watchMatches.id, matchId), isNull(watchMatches.smsSentAt)))
    .returning({ taskId: watchMatches.taskId, listingId: watchMatches.listingId, price: watchMatches.price, quantity: watchMatches.quantity });
  if (!claimed) return false;
  const [row] = await db
    .select({ phone: watcher.phone, smsNotice: watchTasks.smsNotice, product: products, publishType: listings.publishType })
    .from(watchTasks)
    .innerJoin(watcher, eq(watcher.id, watchTasks.userId))
    .innerJoin(listings, eq(listings.id, claimed.listingId))
    .innerJoin(products, eq(products.id, listings.productId))
    .where(eq(watchTasks.id, claimed.taskId));
  if (!row?.smsNotice) return false;
  try {
    await sms.send(row.phone, watchMatchedSms({ productName: row.product.name, publishType: row.publishType as 0 | 1, price: claimed.price, quantity: claimed.quantity, unitsName: row.product.unit }));
    return true;
  } catch (error) {
    await db.update(watchMatches).set({ smsSentAt: null }).where(eq(watchMatches.id, matchId));
    throw error;
  }
}
