import { and, count, desc, eq, like, sql, type SQL } from 'drizzle-orm';
import type { AgentDeliveryRole, AgentFeeMove, AgentFinance, AgentPayListQuery } from '../../../../src/api/contracts/agent-delivery';
import { stockAgentDeliveryStages, type AgentDeliveryStage } from '../../../../src/api/contracts/agent-delivery-names';
import type { Page } from '../../../../src/api/contracts/trade';
import type { Db } from '../../db/database';
import { accounts, agentDeliveries, agentSettings, journalEntries, postings } from '../../db/schema';
import { notFound } from '../../http/api-error';
import { formatChinaTime } from '../clock';
import { namesOf } from '../members';
import { offsetOf, pageOf } from '../paging';
import type { Member } from '../sessions';
import { agentDeliveryKeyPrefix } from './agent-deliveries';
import { deliveryRoleOf, ownDeliveries } from './views';

/*
 * Where a delivery's fee is, read from the deliveries themselves: the fee leaves the member at the create, waits in
 * the pool until the agent inspects or reports a problem (both pay the agent), or goes back at a cancel (before the
 * parcel arrives). So the stage says where each fee is (the pool holds exactly the fees of the pending stages; the
 * tests check it against the ledger after every test).
 */
const pendingStages: readonly AgentDeliveryStage[] = ['awaitingArrival', 'arrived'];
const refundedStages: readonly AgentDeliveryStage[] = ['cancelled'];
const paidStages: readonly AgentDeliveryStage[] = ['problem', 'inspected', 'held', 'returning', 'forwarded', 'returned'];

const stageIn = (stages: readonly string[]) => sql.join(stages.map((stage) => sql`${stage}`), sql`, `);
const feesIn = (stages: readonly AgentDeliveryStage[]) =>
  sql<number>`coalesce(sum(case when ${agentDeliveries.stage} in (${stageIn(stages)}) then ${agentDeliveries.fee} else 0 end), 0)`.mapWith(Number);
const countIn = (stages: readonly AgentDeliveryStage[]) => sql<number>`count(*) filter (where ${agentDeliveries.stage} in (${stageIn(stages)}))`.mapWith(Number);

/**
 * GET /api/agent/finance?as: the caller's deliveries as agent (fees earned, held for them, refunded to members) or as
 * member (paid to agents, held, refunded to me), fen, and how many there are and are in stock. `fee` is the agent's
 * own fee per order (0 until set); a member's view has none.
 */
export async function agentFinance(db: Db, viewer: Member, as: AgentDeliveryRole): Promise<AgentFinance> {
  const [sums] = await db
    .select({
      deliveries: count(),
      stock: countIn(stockAgentDeliveryStages),
      settled: feesIn(paidStages),
      pending: feesIn(pendingStages),
      refunded: feesIn(refundedStages),
    })
    .from(agentDeliveries)
    .where(ownDeliveries(viewer, as));
  const fee =
    as === 'agent' ? ((await db.select({ fee: agentSettings.fee }).from(agentSettings).where(eq(agentSettings.userId, viewer.id)).limit(1))[0]?.fee ?? 0) : null;
  return { fee, deliveries: sums?.deliveries ?? 0, stock: sums?.stock ?? 0, settled: sums?.settled ?? 0, pending: sums?.pending ?? 0, refunded: sums?.refunded ?? 0 };
}

/*
 * A fee's entries are keyed `agent-delivery:{deliveryId}:{event}` (agent-deliveries.ts): the delivery and the kind of
 * move are read from the key (journal_entries.order_id names an order's own money only). The case guards the cast:
 * other entries' keys are not numbered there.
 */
const keyPart = (n: number) =>
  sql`case when ${journalEntries.idempotencyKey} like ${`${agentDeliveryKeyPrefix}:%`} then split_part(${journalEntries.idempotencyKey}, ':', ${n}) end`;
const deliveryIdOfEntry = sql<number>`(${keyPart(2)})::integer`;
const kinds: Record<string, AgentFeeMove['kind']> = { create: 'held', inspect: 'paid', reportProblem: 'paid', cancel: 'refunded' };

/** What the entry moved on the viewer's balance (0 when it did not touch it: the agent's view of a fee held). */
const changeFor = (viewer: Member) =>
  sql<number>`coalesce((select sum(${postings.amount}) from ${postings} inner join ${accounts} on ${accounts.id} = ${postings.accountId}
    where ${postings.entryId} = ${journalEntries.id} and ${accounts.userId} = ${viewer.id} and ${accounts.asset} = 'cny' and ${accounts.purse} = 'main'), 0)`.mapWith(Number);

const movesJoined = (db: Db, viewer: Member) =>
  db
    .select({
      id: journalEntries.id,
      step: sql<string>`${keyPart(3)}`,
      change: changeFor(viewer),
      memo: journalEntries.memo,
      createdAt: journalEntries.createdAt,
      delivery: { id: agentDeliveries.id, orderId: agentDeliveries.orderId, memberId: agentDeliveries.memberId, agentId: agentDeliveries.agentId, fee: agentDeliveries.fee },
    })
    .from(journalEntries)
    .innerJoin(agentDeliveries, eq(agentDeliveries.id, deliveryIdOfEntry));
type JoinedMove = Awaited<ReturnType<ReturnType<typeof movesJoined>['execute']>>[number];

const feeEntries = and(eq(journalEntries.item, 'agentFee'), like(journalEntries.idempotencyKey, `${agentDeliveryKeyPrefix}:%`))!;

async function moveViews(db: Db, rows: JoinedMove[], viewer: Member): Promise<AgentFeeMove[]> {
  const otherId = (r: JoinedMove) => (deliveryRoleOf(r.delivery, viewer) === 'member' ? r.delivery.agentId : r.delivery.memberId);
  const names = await namesOf(db, rows.map(otherId));
  return rows.map((r) => ({
    id: r.id,
    deliveryId: r.delivery.id,
    orderId: r.delivery.orderId,
    kind: kinds[r.step] ?? 'held',
    change: r.change,
    amount: r.delivery.fee,
    counterpart: names.get(otherId(r)) ?? '',
    memo: r.memo,
    createTime: formatChinaTime(r.createdAt),
  }));
}

/** GET /api/agent/pay/page?as: the fee moves of the caller's deliveries as member or as agent, newest first; of one delivery with deliveryId. */
export async function agentFeeMoves(db: Db, viewer: Member, query: AgentPayListQuery): Promise<Page<AgentFeeMove>> {
  const where: SQL = and(feeEntries, ownDeliveries(viewer, query.as), query.deliveryId === undefined ? undefined : eq(agentDeliveries.id, query.deliveryId))!;
  const [rows, [total]] = await Promise.all([
    movesJoined(db, viewer).where(where).orderBy(desc(journalEntries.id)).limit(query.pageSize).offset(offsetOf(query)),
    db.select({ n: count() }).from(journalEntries).innerJoin(agentDeliveries, eq(agentDeliveries.id, deliveryIdOfEntry)).where(where),
  ]);
  return pageOf(await moveViews(db, rows, viewer), total?.n ?? 0, query);
}

/** GET /api/agent/pay/{id}: one fee move (a journal entry) of a delivery the caller is the member or the agent of; else not found. */
export async function agentFeeMove(db: Db, viewer: Member, entryId: number): Promise<AgentFeeMove> {
  const [row] = await movesJoined(db, viewer).where(and(feeEntries, eq(journalEntries.id, entryId))).limit(1);
  if (!row || deliveryRoleOf(row.delivery, viewer) === null) throw notFound('agentDeliveryNotFound');
  const [view] = await moveViews(db, [row], viewer);
  return view!;
}
