import { and, count, eq, inArray, sql } from 'drizzle-orm';
import { isBlockTradeExpiryAllowed, liveBlockTradeStages, maxLiveBlockTrades, type BlockTradeApplyFields } from '../../../../src/api/contracts/block-trades';
import { type BlockTradeEvent, blockTradeSnapshots } from '../../../../src/machines/block-trade.machine';
import type { Db } from '../../db/database';
import { blockTradeEvents, blockTrades, products } from '../../db/schema';
import { badRequest } from '../../http/api-error';
import { formatChinaDate, type Clock } from '../clock';
import { commit, prepare, type Lifecycle, type Sender } from '../lifecycle/enforcer';
import { tableLifecycle } from '../lifecycle/table-lifecycle';
import { isAuthenticated } from '../members';
import { deliverNotice } from '../notices';
import type { Member } from '../sessions';
import { listedNotice, rejectedNotice } from './block-trade-notices';

export type BlockTradeRow = typeof blockTrades.$inferSelect;

const productNameOf = async (db: Db, productId: number) =>
  (await db.select({ name: products.name }).from(products).where(eq(products.id, productId)).limit(1))[0]?.name ?? '';

/**
 * A block-trade application's lifecycle for the enforcer (docs/adr/0014, 0031). The applicant is its member; platform
 * staff review any application but their own (answered as one that does not exist, as for a cash-out); the expiry job
 * is the system. No money moves; staff's decision is told to the applicant in the same transaction.
 */
export const blockTradeLifecycle: Lifecycle<BlockTradeRow, { row: BlockTradeRow }> = {
  ...tableLifecycle({ table: blockTrades, events: blockTradeEvents, objectId: 'blockTradeId', stage: blockTradeSnapshots.stage }),
  refusals: { notAllowed: 'blockTradeActionNotAllowed', changed: 'blockTradeChanged', notParty: 'blockTradeNotFound' },

  roleOf(row, sender) {
    if (sender.kind === 'system') return 'system';
    if (sender.kind === 'operator') return row.publisherId === sender.member.id ? null : 'operator';
    return row.publisherId === sender.member.id ? 'member' : null;
  },

  snapshot: (row) => blockTradeSnapshots.resolve(row.stateValue, row.context),

  async effects(tx, _clock, step, updated) {
    const event = step.event as unknown as BlockTradeEvent;
    if (event.type === 'blockTrade.list') await deliverNotice(tx, listedNotice(updated.publisherId, await productNameOf(tx, updated.productId)), step.now);
    if (event.type === 'blockTrade.reject')
      await deliverNotice(tx, rejectedNotice(updated.publisherId, await productNameOf(tx, updated.productId), event.reason.trim()), step.now);
  },
};

/** Applications of one member are made one at a time (the live count below), on this advisory lock's first key. */
const blockTradeLockSpace = 0x6274; // 'bt'; no other advisory lock in this database uses this first key
const lockApplicant = (tx: Db, memberId: number) => tx.execute(sql`select pg_advisory_xact_lock(${blockTradeLockSpace}::integer, ${memberId}::integer)`);

/** The member's application an earlier call with this key created (a retry is answered with it, nothing is made again). */
async function appliedWithKey(db: Db, userId: number, idempotencyKey: string): Promise<BlockTradeRow | undefined> {
  const [found] = await db
    .select({ row: blockTrades })
    .from(blockTradeEvents)
    .innerJoin(blockTrades, eq(blockTrades.id, blockTradeEvents.blockTradeId))
    .where(and(eq(blockTrades.publisherId, userId), eq(blockTradeEvents.event, 'blockTrade.submit'), eq(blockTradeEvents.idempotencyKey, idempotencyKey)))
    .limit(1);
  return found?.row;
}

/**
 * POST /api/trade/blockTrades/apply: refused to a member who is not real-name authenticated, for a variety that does not
 * exist, a last day outside today to today + 90 (China time), and a sixth live (waiting or listed) application. In one
 * transaction holding the member's block-trade lock (so a burst of applications counts one after another): the row
 * is created in draft and sent blockTrade.submit. The idempotency-key header makes a retry the same application.
 */
export async function applyBlockTrade(db: Db, clock: Clock, member: Member, body: BlockTradeApplyFields, idempotencyKey: string | null): Promise<BlockTradeRow> {
  if (!isAuthenticated(member)) throw badRequest('notAuthenticated');
  if (idempotencyKey) {
    const earlier = await appliedWithKey(db, member.id, idempotencyKey);
    if (earlier) return earlier;
  }
  if (!isBlockTradeExpiryAllowed(body.expiryDate, formatChinaDate(clock()))) throw badRequest('blockTradeExpiryRule');
  const [product] = await db.select({ id: products.id }).from(products).where(eq(products.id, body.productId)).limit(1);
  if (!product) throw badRequest('blockTradeVarietyNotFound');
  const sender: Sender = { kind: 'member', member };
  return db.transaction(async (tx) => {
    await lockApplicant(tx, member.id);
    if (idempotencyKey) {
      const earlier = await appliedWithKey(tx, member.id, idempotencyKey);
      if (earlier) return earlier;
    }
    const [live] = await tx
      .select({ n: count() })
      .from(blockTrades)
      .where(and(eq(blockTrades.publisherId, member.id), inArray(blockTrades.stage, [...liveBlockTradeStages])));
    if ((live?.n ?? 0) >= maxLiveBlockTrades) throw badRequest('blockTradeTooMany');
    const now = clock();
    const [row] = await tx
      .insert(blockTrades)
      .values({
        publisherId: member.id,
        tradeType: body.tradeType,
        productId: body.productId,
        quantity: body.quantity,
        priceMin: body.priceMin,
        priceMax: body.priceMax,
        expiresOn: body.expiryDate,
        phone: body.phone,
        remark: body.remark,
        ...blockTradeSnapshots.stored(blockTradeSnapshots.start()),
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    const step = prepare(blockTradeLifecycle, { row: row! }, sender, { type: 'blockTrade.submit' }, now, ['member']);
    return commit(blockTradeLifecycle, tx, clock, step, idempotencyKey);
  });
}
