import { eq, sql, type SQL } from 'drizzle-orm';
import type { OrderChange } from '../../../../src/api/contracts/trade';
import {
  currentDeadline,
  endedUnfilled,
  isOver,
  orderStage,
  resolveSnapshot,
  stateLabel,
  type LifecycleEvent,
} from '../../../../src/machines/order-lifecycles';
import type { OrderContext } from '../../../../src/machines/order.machine';
import type { MoneyMove } from '../../../../src/machines/lifecycle';
import type { Db } from '../../db/database';
import { listings, orderEvents, orders, users } from '../../db/schema';
import { forbidden, notFound } from '../../http/api-error';
import { addMs, formatChinaTime, type Clock } from '../clock';
import { sendEvent, type Lifecycle, type Sender, type SendOptions, type Step } from '../lifecycle/enforcer';
import { tableLifecycle } from '../lifecycle/table-lifecycle';
import { deliverNotice } from '../notices';
import { earnTradePoints, evaluationMove, moveScore } from '../scores';
import type { Member } from '../sessions';
import { defaultAddressSnapshot } from './address-snapshot';
import { orderNotice } from './order-notices';
import { orderPayment } from './order-payment';
import { orderEntryKey, settle } from './settlement';
import { hoursMs, storedPointsSettings, storedTradeSettings, tradeSettingsFrom, type TradeSettings } from './settings';

export type OrderRow = typeof orders.$inferSelect;
export type { Sender } from '../lifecycle/enforcer';
type Loaded = { row: OrderRow; settings: TradeSettings };
type OrderStep = Step<OrderRow, Loaded>;

export async function loadOrder(db: Db, orderId: number): Promise<OrderRow> {
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId)).limit(1);
  if (!order) throw notFound('notOrderParty');
  return order;
}

/** A member's side of an order; anyone else may neither read nor change it. */
export function sideOf(order: Pick<OrderRow, 'buyerId' | 'sellerId'>, memberId: number): 'buyer' | 'seller' | null {
  if (order.buyerId === memberId) return 'buyer';
  if (order.sellerId === memberId) return 'seller';
  return null;
}

export async function orderForParty(db: Db, orderId: number, member: Member): Promise<{ order: OrderRow; side: 'buyer' | 'seller' }> {
  const order = await loadOrder(db, orderId);
  const side = sideOf(order, member.id);
  if (!side) throw notFound('notOrderParty');
  return { order, side };
}

/** The deadline the next state starts, or the current one pushed back (an extension), or none. */
function deadlineOf({ row, next, snapshot, metas, now, loaded }: OrderStep): Pick<OrderRow, 'deadlineAt' | 'deadlineEvent'> {
  const stateChanged = JSON.stringify(next.value) !== JSON.stringify(snapshot.value);
  if (stateChanged) {
    const deadline = currentDeadline(next);
    return { deadlineAt: deadline ? addMs(now, hoursMs(loaded.settings[deadline.setting])) : null, deadlineEvent: deadline?.event ?? null };
  }
  const extension = metas.find((m) => m.extendsDeadline)?.extendsDeadline;
  if (extension && row.deadlineAt) return { deadlineAt: addMs(row.deadlineAt, hoursMs(loaded.settings[extension])), deadlineEvent: row.deadlineEvent };
  return { deadlineAt: row.deadlineAt, deadlineEvent: row.deadlineEvent };
}

function shipmentOf(event: OrderStep['event']): Partial<OrderRow> {
  const e = event as LifecycleEvent;
  if (e.type === 'order.ship') return { expressCompany: e.expressCompany, trackingNo: e.trackingNo };
  if (e.type === 'refund.ship') return { returnExpressCompany: e.expressCompany, returnTrackingNo: e.trackingNo };
  return {};
}

/**
 * Paying records how (docs/adr/0028, 0035): the beans part and the way of the rest, checked against the order's amount
 * (too many beans refuse the pay, nothing written). The order page shows it, and the pay's money is posted by it.
 */
function paymentOf({ event, row }: OrderStep): Partial<Pick<OrderRow, 'payWay' | 'paidBeans'>> {
  const e = event as LifecycleEvent;
  return e.type === 'order.pay' ? orderPayment(row.amount, e.payWay, e.beans) : {};
}

/** Entering 待退货: the seller's default address, copied now, is where the buyer sends the item back. */
function returnAddressOf({ row, next, snapshot }: OrderStep): Partial<Record<'returnAddress', SQL>> {
  const awaitingReturn = { awaitingReceipt: 'awaitingReturn' };
  return next.matches(awaitingReturn) && !snapshot.matches(awaitingReturn) ? { returnAddress: defaultAddressSnapshot(row.sellerId) } : {};
}

/** An order's lifecycle (its online or offline machine) for the enforcer (docs/adr/0008, 0014). */
export const orderLifecycle: Lifecycle<OrderRow, Loaded> = {
  refusals: { notAllowed: 'orderActionNotAllowed', changed: 'orderChanged', notParty: 'notOrderParty' },

  ...tableLifecycle({
    table: orders,
    events: orderEvents,
    objectId: 'orderId',
    stage: orderStage,
    columns: (step: OrderStep) => ({ done: isOver(step.next), ...deadlineOf(step), ...shipmentOf(step.event), ...returnAddressOf(step), ...paymentOf(step) }),
  }),

  // The row with the trade settings its deadlines and fees are measured with, in one statement.
  async load(db, id) {
    const [found] = await db.select({ row: orders, settings: storedTradeSettings }).from(orders).where(eq(orders.id, id)).limit(1);
    return found ? { row: found.row, settings: tradeSettingsFrom(found.settings) } : null;
  },

  roleOf(order, sender) {
    if (sender.kind === 'system') return 'system';
    if (sender.kind === 'operator') {
      if (!sender.member.operator) throw forbidden('forbidden');
      return 'operator';
    }
    return sideOf(order, sender.member.id);
  },

  snapshot: (order) => resolveSnapshot(order.machine, order.stateValue, order.context),

  // The moves the machine names (into escrow, back to the buyer, to the seller less the fee), by the pay way.
  async money(tx, clock, step, updated, moves) {
    const { row: order, next, loaded } = step;
    const refundAmount = (next.context as Partial<OrderContext>).refund?.amount ?? 0;
    const settlement = { id: order.id, buyerId: order.buyerId, sellerId: order.sellerId, amount: order.amount, refundAmount, payWay: updated.payWay, paidBeans: updated.paidBeans };
    await settle(tx, clock, settlement, moves as readonly MoneyMove[], loaded.settings.feeBasisPoints, orderEntryKey(order.id, updated.version));
  },

  async effects(tx, _clock, step, updated) {
    const { row: order, next, event, by, now } = step;
    await deliverNotice(tx, orderNotice(event.type as LifecycleEvent['type'], by, order), now);


    if (updated.done && !order.done) {
      if (endedUnfilled(next)) {
        // The stock goes back; a listing that had sold out is open again unless its publisher withdrew it.
        await tx
          .update(listings)
          .set({
            lastNum: sql`${listings.lastNum} + ${order.quantity}`,
            state: sql`case when ${listings.state} = 'filled' then 'open' else ${listings.state} end`,
            updatedAt: now,
          })
          .where(eq(listings.id, order.listingId));
      } else if (next.matches('completed')) {
        // The deal counts for both sides and earns them and their referrers points (docs/adr/0024): the referrers
        // and the points setting come back from the count, so completing reads nothing more.
        const parties = await tx
          .update(users)
          .set({ dealTimes: sql`${users.dealTimes} + 1` })
          .where(sql`${users.id} in (${order.buyerId}, ${order.sellerId})`)
          .returning({ id: users.id, referrerId: users.referrerId, points: storedPointsSettings });
        await earnTradePoints(tx, now, order.id, parties);
      }
    }
    if (event.type === 'order.evaluate') {
      // The evaluated side's credit score moves by the score given (好评 +1, 中评 0, 差评 -1), with its log row.
      const evaluated = by === 'buyer' ? order.sellerId : order.buyerId;
      await moveScore(tx, now, evaluationMove(evaluated, Number(event.score), order.id));
    }
  },
};

/** One event on one order: the enforcer with the order's lifecycle. */
export const sendOrderEvent = (db: Db, clock: Clock, orderId: number, sender: Sender, payload: { type: string } & Record<string, unknown>, options: SendOptions = {}) =>
  sendEvent(orderLifecycle, db, clock, orderId, sender, payload, options);

/** What a lifecycle call answers: the order's changed fields, built from the updated row without reading it again. */
export function orderChange(order: OrderRow): OrderChange {
  return {
    id: order.id,
    version: order.version,
    stateValue: order.stateValue,
    context: order.context,
    stage: order.stage,
    stateName: stateLabel(resolveSnapshot(order.machine, order.stateValue, order.context)),
    deadlineAt: order.deadlineAt ? formatChinaTime(order.deadlineAt) : null,
    expressCompany: order.expressCompany,
    trackingNo: order.trackingNo,
    returnExpressCompany: order.returnExpressCompany,
    returnTrackingNo: order.returnTrackingNo,
    payWay: order.payWay,
    paidBeans: order.paidBeans,
  };
}
