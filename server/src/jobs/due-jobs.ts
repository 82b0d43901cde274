import type { Db } from '../db/database';
import type { Clock } from '../domain/clock';
import { runDueDeadlines } from './deadlines';
import { runDueSurrenders } from '../domain/membership/deposit';
import { runDueVipExpiries } from '../domain/membership/vip';
import { expireDueTopUps } from '../domain/payments/top-ups';
import { runDuePunishmentEnds } from '../domain/punishments/due-ends';
import { forgetOldKeys } from '../http/idempotency-claims';
import { expireDueWatchTasks } from '../domain/watch/tasks';
import { expireDueMatchOrders } from '../domain/automatch/engine';
import { runDueFavouriteRenewals } from '../domain/favourites/favourites';
import { expireDueBlockTrades } from '../domain/block-trades/expiry';
import { runDueBondDeadlines } from '../domain/bonds/deadlines';

/** One kind of deadline the server keeps: sends every due object its deadline event, answers how many moved. */
export type DueJob = (db: Db, clock: Clock) => Promise<number>;

/**
 * Every deadline the server keeps (docs/adr/0004: deadlines are events, sent by `system` through the same
 * enforcement as a member's call): orders, and the money objects of issue 14.
 */
export const dueJobs: ReadonlyArray<DueJob> = [
  runDueDeadlines,
  expireDueTopUps, // payment orders unpaid after 30 minutes (the provider asked first)
  runDueVipExpiries, // VIP purchases past their expiry: the member's level returns to what authentication gives
  runDueSurrenders, // deposit surrenders past their holding period: deposit → balance
  runDuePunishmentEnds, // punishments past their end: the member's 警示 marker clears with the last one
  forgetOldKeys, // idempotency keys claimed more than 30 days ago (docs/adr/0033): the table stays bounded
  runDueFavouriteRenewals, // favourites with automatic renewal past their term: renewed and charged, or lapsed and told
  expireDueWatchTasks, // watch tasks (盯盘) past their end date: watch.expire, the member told
  expireDueMatchOrders, // auto-match orders past their last day: match.expire, the rest of the hold released
  expireDueBlockTrades, // block-trade applications (waiting or listed) whose last day has ended: blockTrade.expire
  runDueBondDeadlines, // bond orders not shipped, or neither received nor disputed, in time: the defaulter's margin to the other side
  // [due jobs] one line per lifecycle with deadlines, above this line
];

export async function runAllDue(db: Db, clock: Clock): Promise<number> {
  let moved = 0;
  for (const job of dueJobs) moved += await job(db, clock);
  return moved;
}

/** Runs every due job above every `intervalMs` until stopped; one run at a time. */
export function startDeadlineJob(db: Db, clock: Clock, intervalMs: number, onError: (error: unknown) => void): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    runAllDue(db, clock)
      .catch(onError)
      .finally(() => {
        running = false;
      });
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
