import { sql } from 'drizzle-orm';
import type { MatchRole } from '../../../../src/api/contracts/automatch-names';
import { matchOrderSnapshots, type MatchAmount, type MatchOrderEvent, type MatchPlace } from '../../../../src/machines/match-order.machine';
import type { Db } from '../../db/database';
import { matchOrderEvents, matchOrders } from '../../db/schema';
import type { Lifecycle, Step } from '../lifecycle/enforcer';
import { postMoves } from '../lifecycle/post-moves';
import { tableLifecycle } from '../lifecycle/table-lifecycle';
import { crossBook, refuseSelfCross } from './engine';

/**
 * 自动撮合 (issue 28, docs/adr/0041): a member's match order as a lifecycle of the match-order machine
 * (src/machines/match-order.machine.ts) run by the one enforcer. The cancel and the amend are rows of the call table
 * (src/api/contracts/lifecycle-calls.ts); fills and expiry are the engine's and the due job's system events. Placing
 * an order (engine.ts `placeOrder`) records its first event itself, as a watch task's add does.
 */
export type MatchOrderRow = typeof matchOrders.$inferSelect;
type Loaded = { row: MatchOrderRow };
type MatchStep = Step<MatchOrderRow, Loaded>;

/** Every change to a variety's book waits for this lock: a book changes one command at a time, as a serial engine's. */
export const lockBook = (tx: Db, productId: number) => tx.execute(sql`select pg_advisory_xact_lock(28, ${productId})`);

/** What a buy holds: its price × the units left. A sell holds units, not money. */
export const holdOf = (row: Pick<MatchOrderRow, 'side' | 'price' | 'quantity' | 'filled'>): number => (row.side === 'buy' ? row.price * (row.quantity - row.filled) : 0);

/** The row's columns a step changes besides the snapshot: a fill's units and amount, an amend's price, units and place in time. */
function columnsOf({ event, row }: MatchStep) {
  const e = event as unknown as MatchOrderEvent;
  if (e.type === 'match.fill' || e.type === 'match.complete') {
    return { filled: sql`${matchOrders.filled} + ${e.quantity}`, filledAmount: sql`${matchOrders.filledAmount} + ${e.price * e.quantity}` };
  }
  if (e.type === 'match.amend') {
    const repriced = e.price !== undefined && e.price !== row.price;
    return {
      price: e.price ?? row.price,
      quantity: e.quantity ?? row.quantity,
      // A new price loses the order's place in time; fewer units keep it (exchange-core's move and reduce).
      ...(repriced ? { priority: sql`nextval('match_orders_priority_seq')` } : {}),
    };
  }
  return {};
}

/** The amounts the machine names, for this order and step (the row before, `updated` after). */
function amountOf(kind: MatchAmount, updated: MatchOrderRow, { row }: MatchStep): number {
  switch (kind) {
    case 'fillHold':
      return row.side === 'buy' ? row.price * (updated.filled - row.filled) : 0;
    case 'holdRaise':
      return Math.max(0, holdOf(updated) - holdOf(row));
    case 'holdLower':
      return Math.max(0, holdOf(row) - holdOf(updated));
    case 'restHold':
      return holdOf(row);
  }
}

export const matchOrderLifecycle: Lifecycle<MatchOrderRow, Loaded> = {
  ...tableLifecycle({ table: matchOrders, events: matchOrderEvents, objectId: 'matchOrderId', stage: matchOrderSnapshots.stage, columns: columnsOf as never }),
  refusals: { notAllowed: 'matchActionNotAllowed', changed: 'matchOrderChanged', notParty: 'matchOrderNotFound' },

  roleOf(row, sender): MatchRole | null {
    if (sender.kind === 'system') return 'system';
    if (sender.kind === 'operator') return null;
    return row.userId === sender.member.id ? 'member' : null;
  },

  snapshot: (row) => matchOrderSnapshots.resolve(row.stateValue, row.context),

  // A member's cancel or amend waits for the book, then is worked out on the order as the last fill left it.
  async lock(tx, rows) {
    for (const productId of [...new Set(rows.map((r) => r.productId))].sort((a, b) => a - b)) await lockBook(tx, productId);
  },

  // A new price may not meet the member's own order on the other side (no self-trade), as a new order may not.
  async before(tx, _clock, step) {
    const event = step.event as unknown as MatchOrderEvent;
    if (event.type === 'match.amend' && event.price !== undefined) await refuseSelfCross(tx, { ...step.row, price: event.price });
  },

  money: postMoves<MatchOrderRow, Loaded, MatchPlace, MatchAmount>({
    item: 'automatch',
    account: (place, row) => ({ userId: row.userId, asset: 'cny', purse: place === 'held' ? 'match' : 'main' }),
    amount: amountOf,
    key: ({ row }, updated) => `automatch:${row.id}:v${updated.version}`,
    memo: ({ event }, updated) => `自动撮合委托${updated.id}（${eventMemo[event.type as MatchOrderEvent['type']]}）`,
  }),

  async effects(tx, clock, step, updated) {
    const event = step.event as unknown as MatchOrderEvent;
    // A new price may cross the book: the amended order takes what it meets, as a new order would.
    if (event.type === 'match.amend' && updated.price !== step.row.price) await crossBook(tx, clock, step.now, updated.id);
  },
};

const eventMemo: Record<MatchOrderEvent['type'], string> = {
  'match.fill': '部分成交',
  'match.complete': '全部成交',
  'match.amend': '修改委托',
  'match.cancel': '撤单',
  'match.expire': '到期失效',
};
