import type { Db } from '../../db/database';
import type { LivePush } from '../../realtime/bus';
import { matchOffer } from '../watch/matching';
import { tellSubscribers } from '../subscriptions/offer-notices';

/**
 * Who follows an offer (issue 27): called in the transaction that publishes an offer or changes its price or
 * quantity, so what it writes (a watch task's match, a subscriber's notice) commits with the offer or not at all, and
 * no match is lost to a server that dies after the commit. It returns the live pushes to tell once committed.
 */
export async function offerWritten(tx: Db, now: Date, listingId: number): Promise<LivePush[]> {
  // One after the other: statements of one transaction do not run side by side.
  // Watch tasks (盯盘) the offer now meets: a match each, the task moved to matched, the watcher's notice (matching.ts).
  const watchers = await matchOffer(tx, now, listingId);
  // Subscribers of the variety or the trader: an inbox notice now, a live push once committed.
  const subscribers = await tellSubscribers(tx, now, listingId);
  return [...watchers, ...subscribers];
}
