import { and, inArray, lt } from 'drizzle-orm';
import { liveBlockTradeStages } from '../../../../src/api/contracts/block-trade-names';
import type { Db } from '../../db/database';
import { blockTrades } from '../../db/schema';
import { ApiError } from '../../http/api-error';
import { formatChinaDate, type Clock } from '../clock';
import { sendEvent } from '../lifecycle/enforcer';
import { blockTradeLifecycle } from './block-trades';

/**
 * The due job (server/src/jobs/due-jobs.ts): every waiting or listed application whose last day ended before today
 * (China time) is sent blockTrade.expire by the system, with that last day, which the machine checks against the time.
 */
export async function expireDueBlockTrades(db: Db, clock: Clock): Promise<number> {
  const due = await db
    .select({ id: blockTrades.id, lastDay: blockTrades.expiresOn })
    .from(blockTrades)
    .where(and(inArray(blockTrades.stage, [...liveBlockTradeStages]), lt(blockTrades.expiresOn, formatChinaDate(clock()))))
    .orderBy(blockTrades.id)
    .limit(500);
  let moved = 0;
  for (const { id, lastDay } of due) {
    try {
      await sendEvent(blockTradeLifecycle, db, clock, id, { kind: 'system' }, { type: 'blockTrade.expire', lastDay });
      moved++;
    } catch (error) {
      // Withdrawn or reviewed since it was read: nothing to expire.
      if (!(error instanceof ApiError)) throw error;
    }
  }
  return moved;
}
