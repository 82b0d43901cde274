import { eq } from 'drizzle-orm';
import { type BondAmount, type BondOrderContext, type BondOrderEvent, type BondPlace, bondOrderSnapshots } from '../../../../src/machines/bond-order.machine';
import { currentDeadline } from '../../../../src/machines/order-lifecycles';
import type { Db } from '../../db/database';
import { bondOrderEvents, bondOrders, products } from '../../db/schema';
import { addMs } from '../clock';
import { systemAccounts, type AccountRef } from '../ledger';
import type { Lifecycle, Step } from '../lifecycle/enforcer';
import { postMoves } from '../lifecycle/post-moves';
import { tableLifecycle } from '../lifecycle/table-lifecycle';
import { deliverNotice } from '../notices';
import { hoursMs, storedTradeSettings, tradeSettingsFrom, type TradeSettings } from '../trade/settings';
import { bondOrderNotices } from './bond-notices';

export type BondOrderRow = typeof bondOrders.$inferSelect;
export type BondOrderLoaded = { row: BondOrderRow; settings: TradeSettings };
type BondStep = Step<BondOrderRow, BondOrderLoaded>;

/** The short name of an event in the ledger's keys and the records: bondOrder.take → take. */
const shortEvent = (type: string) => type.replace(/^bondOrder\./, '');

/**
 * Every journal entry of margin trading is keyed by what it is for (src/api/contracts/bonds.ts' BondMove reads them
 * back): `bond-offer:{offerId}:publish|withdraw` for an offer's margin, `bond-order:{orderId}:{event}` for an order's
 * transition. Each happens once per object, so a key posts once.
 */
export const bondOfferEntryKey = (offerId: number, act: 'publish' | 'withdraw') => `bond-offer:${offerId}:${act}`;
export const bondOrderEntryKey = (orderId: number, eventType: string) => `bond-order:${orderId}:${shortEvent(eventType)}`;

/** The platform's margin pool, and a member's bond funds and balance. */
export const marginPool: AccountRef = { system: systemAccounts.bondMargins, asset: 'cny' };
export const bondFunds = (userId: number): AccountRef => ({ userId, asset: 'cny', purse: 'bond' });
const balance = (userId: number): AccountRef => ({ userId, asset: 'cny' });

const takerId = (row: BondOrderRow) => (row.takerSide === 'buyer' ? row.buyerId : row.sellerId);

const places: Record<BondPlace, (row: BondOrderRow) => AccountRef> = {
  takerBond: (row) => bondFunds(takerId(row)),
  buyerBond: (row) => bondFunds(row.buyerId),
  sellerBond: (row) => bondFunds(row.sellerId),
  buyerBalance: (row) => balance(row.buyerId),
  sellerBalance: (row) => balance(row.sellerId),
  margins: () => marginPool,
};
const amounts: Record<BondAmount, (row: BondOrderRow) => number> = {
  takerMargin: (row) => (row.takerSide === 'buyer' ? row.buyerMargin : row.sellerMargin),
  buyerMargin: (row) => row.buyerMargin,
  sellerMargin: (row) => row.sellerMargin,
  amount: (row) => row.amount,
};

/** What the member's statement says of each transition's money. */
const memos: Partial<Record<BondOrderEvent['type'], string>> = {
  'bondOrder.take': '保证金交易成交，冻结保证金',
  'bondOrder.receive': '保证金交易确认收货：支付货款，双方保证金解冻',
  'bondOrder.sellerDefault': '保证金交易卖方逾期未发货，双方保证金付给买方',
  'bondOrder.buyerDefault': '保证金交易买方逾期未收货，双方保证金付给卖方',
  'bondOrder.decideSellerDefault': '保证金交易平台判定卖方违约，双方保证金付给买方',
  'bondOrder.decideBuyerDefault': '保证金交易平台判定买方违约，双方保证金付给卖方',
};

/**
 * Entering a state with a deadline (its meta names the setting) starts it from now; any other state has none, so the
 * due job (deadlines.ts) never sends a stale one. The bond machine never extends a deadline.
 */
function deadlineOf({ next, now, loaded }: BondStep): Pick<BondOrderRow, 'deadlineAt' | 'deadlineEvent'> {
  const deadline = currentDeadline(next);
  return { deadlineAt: deadline ? addMs(now, hoursMs(loaded.settings[deadline.setting])) : null, deadlineEvent: deadline?.event ?? null };
}

/** The row's own columns of what the step changed: the shipment, the reasons (also in the context, for lists). */
function columnsOf(step: BondStep): Partial<BondOrderRow> {
  const event = step.event as unknown as BondOrderEvent;
  const context = step.next.context as BondOrderContext;
  return {
    ...deadlineOf(step),
    ...(event.type === 'bondOrder.ship' ? { expressCompany: event.expressCompany.trim(), trackingNo: event.trackingNo.trim() } : {}),
    disputeReason: context.disputeReason,
    decisionReason: context.decisionReason,
  };
}

const productNameOf = async (db: Db, productId: number) =>
  (await db.select({ name: products.name }).from(products).where(eq(products.id, productId)).limit(1))[0]?.name ?? '';

/**
 * A bond order's lifecycle for the enforcer (docs/adr/0014, 0043): its buyer and seller by id; platform staff decide a
 * dispute on any order but one they are party to (answered as one that does not exist, as for a cash-out); the deadline
 * job is the system. Every transition moves the money its machine names in the transaction that takes it.
 */
export const bondOrderLifecycle: Lifecycle<BondOrderRow, BondOrderLoaded> = {
  ...tableLifecycle({ table: bondOrders, events: bondOrderEvents, objectId: 'bondOrderId', stage: bondOrderSnapshots.stage, columns: columnsOf }),
  refusals: { notAllowed: 'bondActionNotAllowed', changed: 'bondChanged', notParty: 'bondOrderNotFound' },

  // The row with the trade settings its deadlines are measured with, in one statement.
  async load(db, id) {
    const [found] = await db.select({ row: bondOrders, settings: storedTradeSettings }).from(bondOrders).where(eq(bondOrders.id, id)).limit(1);
    return found ? { row: found.row, settings: tradeSettingsFrom(found.settings) } : null;
  },

  roleOf(row, sender) {
    if (sender.kind === 'system') return 'system';
    const side = row.buyerId === sender.member.id ? 'buyer' : row.sellerId === sender.member.id ? 'seller' : null;
    if (sender.kind === 'operator') return side === null ? 'operator' : null;
    return side;
  },

  snapshot: (row) => bondOrderSnapshots.resolve(row.stateValue, row.context),

  money: postMoves({
    item: 'bondTrade',
    account: (place: BondPlace, row: BondOrderRow) => places[place](row),
    amount: (kind: BondAmount, row: BondOrderRow) => amounts[kind](row),
    key: ({ event }, row) => bondOrderEntryKey(row.id, event.type),
    memo: ({ event }, row) => `${memos[event.type as BondOrderEvent['type']] ?? '保证金交易'}（保证金订单 ${row.id}）`,
  }),

  async effects(tx, _clock, step, updated) {
    const notices = bondOrderNotices(step.event as unknown as BondOrderEvent, updated, await productNameOf(tx, updated.productId));
    for (const notice of notices) await deliverNotice(tx, notice, step.now);
  },
};
