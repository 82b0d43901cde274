import { and, asc, eq, inArray } from 'drizzle-orm';
import type { TopUpAudit, TopUpRole, TopUpStage } from '../../../../src/api/contracts/payments';
import { topUpSnapshots } from '../../../../src/machines/top-up.machine';
import type { RecordedEvent } from '../../../../src/machines/machine-graph';
import type { Db } from '../../db/database';
import { paymentOrderEvents, paymentOrders, users } from '../../db/schema';
import { notFound } from '../../http/api-error';
import { auditEventsOf, sameJson, type EventRow } from '../audit-trail';
import type { Member } from '../sessions';

/**
 * GET /api/payment/events?outTradeNo: my payment order's history (another member's, or an unknown number, answers
 * 404 alike), replayed through the top-up machine: the 流程 view and the auditors' CSV. Every record is a machine
 * event (the order starts in draft and its first record is the member's topUp.create), so none is a creation record.
 */
export async function topUpAudit(db: Db, member: Member, outTradeNo: string): Promise<TopUpAudit> {
  const [order] = await db
    .select()
    .from(paymentOrders)
    .where(and(eq(paymentOrders.outTradeNo, outTradeNo), eq(paymentOrders.userId, member.id)))
    .limit(1);
  if (!order) throw notFound('paymentOrderNotFound');
  const rows = await db.select().from(paymentOrderEvents).where(eq(paymentOrderEvents.paymentOrderId, order.id)).orderBy(asc(paymentOrderEvents.id));
  const actors = [...new Set(rows.flatMap((r) => (r.actorId === null ? [] : [r.actorId])))];
  const named = actors.length ? await db.select({ id: users.id, userName: users.userName }).from(users).where(inArray(users.id, actors)) : [];
  const events = auditEventsOf<TopUpRole>(rows as EventRow[], new Map(named.map((u) => [u.id, u.userName])), '');
  const replayed = topUpSnapshots.replay(events as unknown as RecordedEvent<TopUpRole>[]).snapshots.at(-1)!;
  return {
    outTradeNo,
    stateValue: order.stage as TopUpStage,
    replayedStateValue: replayed.value as string,
    replayMatches: sameJson(replayed.value, order.stateValue) && sameJson(replayed.context, order.context),
    events,
  };
}
