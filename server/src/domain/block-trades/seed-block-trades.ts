import type { BlockTradeRole } from '../../../../src/api/contracts/block-trade-names';
import { type BlockTradeEvent, blockTradeSnapshots } from '../../../../src/machines/block-trade.machine';
import type { Db } from '../../db/database';
import { blockTradeEvents, blockTrades } from '../../db/schema';

/** One demo application: who applies, what, and whether staff (by `staffId`) have listed it yet. */
export interface DemoBlockTrade {
  publisherId: number;
  tradeType: 0 | 1;
  productId: number;
  quantity: number;
  priceMin: number;
  priceMax: number;
  expiresOn: string;
  phone: string;
  listed: boolean;
}

/**
 * Demo block trades (server/src/db/seed.ts) made as the machine makes them: the submit event by the applicant and, for a
 * listed one, staff's list event, so their snapshots are the machine's and their histories replay.
 */
export async function seedBlockTrades(tx: Db, now: Date, staffId: number, lots: readonly DemoBlockTrade[]): Promise<void> {
  for (const { listed, ...lot } of lots) {
    const steps: Array<{ event: BlockTradeEvent; actorId: number }> = [{ event: { type: 'blockTrade.submit', by: 'member', at: now.getTime() }, actorId: lot.publisherId }];
    if (listed) steps.push({ event: { type: 'blockTrade.list', by: 'operator', at: now.getTime() }, actorId: staffId });
    let snapshot = blockTradeSnapshots.start();
    const records = steps.map(({ event, actorId }) => {
      const next = blockTradeSnapshots.next(snapshot, event);
      const record = { actorId, role: event.by as BlockTradeRole, event: event.type, payload: {}, fromState: snapshot.value as string, toState: next.value as string, createdAt: now };
      snapshot = next;
      return record;
    });
    const [row] = await tx
      .insert(blockTrades)
      .values({ ...lot, ...blockTradeSnapshots.stored(snapshot), version: records.length, createdAt: now, updatedAt: now })
      .returning({ id: blockTrades.id });
    await tx.insert(blockTradeEvents).values(records.map((r) => ({ ...r, blockTradeId: row!.id })));
  }
}
