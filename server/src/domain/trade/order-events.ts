import { and, eq, sql } from 'drizzle-orm';
import type { Role } from '../../../../src/machines/lifecycle';
import {
  currentDeadline,
  endedUnfilled,
  isOver,
  nextSnapshot,
  orderStage,
  resolveSnapshot,
  transitionMetas,
  type LifecycleEvent,
  type StoredStateValue,
} from '../../../../src/machines/order-lifecycles';
import type { OrderContext } from '../../../../src/machines/order.machine';
import type { Db } from '../../db/database';
import { listings, orderEvents, orders, users } from '../../db/schema';
import { badRequest, conflict, forbidden, notFound } from '../../http/api-error';
import { addMs, type Clock } from '../clock';
import { verifyPassword } from '../passwords';
import type { Member } from '../sessions';
import { deliverNotice } from '../notices';
import { orderNotice } from './order-notices';
import { orderEntryKey, settle } from './settlement';
import { hoursMs, tradeSettings } from './settings';

export type OrderRow = typeof orders.$inferSelect;
type EventPayload = Record<string, unknown> & { type: LifecycleEvent['type'] };

/** Who sends an event: a member (their role on the order is worked out here), platform staff, or the job runner. */
export type Sender = { kind: 'member'; member: Member } | { kind: 'operator'; member: Member } | { kind: 'system' };

export async function loadOrder(db: Db, orderId: number): Promise<OrderRow> {
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId)).limit(1);
  if (!order) throw notFound();
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
  if (!side) throw forbidden('notOrderParty');
  return { order, side };
}

function roleOf(order: OrderRow, sender: Sender): Role {
  if (sender.kind === 'system') return 'system';
  if (sender.kind === 'operator') {
    if (!sender.member.operator) throw forbidden('forbidden');
    return 'operator';
  }
  const side = sideOf(order, sender.member.id);
  if (!side) throw forbidden('notOrderParty');
  return side;
}

async function eventWithKey(db: Db, orderId: number, key: string | undefined) {
  if (!key) return undefined;
  const [row] = await db
    .select({ id: orderEvents.id })
    .from(orderEvents)
    .where(and(eq(orderEvents.orderId, orderId), eq(orderEvents.idempotencyKey, key)))
    .limit(1);
  return row;
}

export interface SendOptions {
  /** A retried call with the same key is answered with the order as it is, and moves nothing again. */
  idempotencyKey?: string;
  /** Required when the transition's meta says so (paying, receiving). */
  payPassword?: string;
}

/**
 * The one way an order changes (design/architecture.md, "Server enforcement"): resolve the stored snapshot, refuse
 * an event the machine does not accept from this role, then in one transaction compare-and-set the order on its
 * version, record the event, post the money the transition names, and settle stock and deal counts when the trade
 * ends. Anything refused or failed changes nothing.
 */
export async function sendOrderEvent(db: Db, clock: Clock, orderId: number, sender: Sender, payload: EventPayload, options: SendOptions = {}): Promise<OrderRow> {
  const order = await loadOrder(db, orderId);
  const by = roleOf(order, sender);
  if (await eventWithKey(db, orderId, options.idempotencyKey)) return order;

  const now = clock();
  const event = { ...payload, by, at: now.getTime() } as LifecycleEvent;
  const snapshot = resolveSnapshot(order.machine, order.stateValue, order.context);
  const metas = transitionMetas(snapshot, event);
  if (metas.length === 0) throw badRequest('orderActionNotAllowed');

  if (metas.some((m) => m.payPassword)) {
    const member = sender.kind === 'system' ? null : sender.member;
    if (!member?.payPasswordHash) throw badRequest('payPasswordNotSet');
    if (!options.payPassword || !(await verifyPassword(member.payPasswordHash, options.payPassword))) throw badRequest('payPasswordWrong');
  }

  const settings = await tradeSettings(db);
  const next = nextSnapshot(snapshot, event);
  const stateChanged = JSON.stringify(next.value) !== JSON.stringify(snapshot.value);
  const extension = metas.find((m) => m.extendsDeadline)?.extendsDeadline;
  let deadlineAt = order.deadlineAt;
  let deadlineEvent = order.deadlineEvent;
  if (stateChanged) {
    const deadline = currentDeadline(next);
    deadlineAt = deadline ? addMs(now, hoursMs(settings[deadline.setting])) : null;
    deadlineEvent = deadline?.event ?? null;
  } else if (extension && deadlineAt) {
    deadlineAt = addMs(deadlineAt, hoursMs(settings[extension]));
  }
  const wasOver = order.done;
  const over = isOver(next);
  const shipment =
    event.type === 'order.ship'
      ? { expressCompany: event.expressCompany, trackingNo: event.trackingNo }
      : event.type === 'refund.ship'
        ? { returnExpressCompany: event.expressCompany, returnTrackingNo: event.trackingNo }
        : {};

  try {
    return await db.transaction(async (tx) => {
      const [updated] = await tx
        .update(orders)
        .set({
          stateValue: next.value as StoredStateValue,
          context: next.context as Record<string, unknown>,
          stage: orderStage(next),
          version: order.version + 1,
          done: over,
          deadlineAt,
          deadlineEvent,
          updatedAt: now,
          ...shipment,
        })
        .where(and(eq(orders.id, order.id), eq(orders.version, order.version)))
        .returning();
      if (!updated) throw conflict('orderChanged');

      const { type, by: _by, at: _at, ...rest } = event as LifecycleEvent & Record<string, unknown>;
      await tx.insert(orderEvents).values({
        orderId: order.id,
        actorId: sender.kind === 'system' ? null : sender.member.id,
        role: by,
        event: type,
        payload: rest,
        fromState: snapshot.value as StoredStateValue,
        toState: next.value as StoredStateValue,
        idempotencyKey: options.idempotencyKey ?? null,
        createdAt: now,
      });
      await deliverNotice(tx, orderNotice(type, by, order), now);

      const moves = metas.flatMap((m) => m.money ?? []);
      if (moves.length) {
        const refundAmount = (next.context as Partial<OrderContext>).refund?.amount ?? 0;
        await settle(
          tx,
          clock,
          { id: order.id, buyerId: order.buyerId, sellerId: order.sellerId, amount: order.amount, refundAmount },
          moves,
          settings.feeBasisPoints,
          orderEntryKey(order.id, order.version + 1),
        );
      }

      if (over && !wasOver) {
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
          await tx
            .update(users)
            .set({ dealTimes: sql`${users.dealTimes} + 1` })
            .where(sql`${users.id} in (${order.buyerId}, ${order.sellerId})`);
        }
      }
      if (event.type === 'order.evaluate') {
        // The evaluated side's credit score moves by the score given (好评 +1, 中评 0, 差评 -1).
        const evaluated = by === 'buyer' ? order.sellerId : order.buyerId;
        await tx
          .update(users)
          .set({ personalScore: sql`${users.personalScore} + ${event.score}` })
          .where(eq(users.id, evaluated));
      }
      return updated;
    });
  } catch (error) {
    // A concurrent retry with the same key lost the race to the first: answer it as a replay.
    if (options.idempotencyKey && (await eventWithKey(db, orderId, options.idempotencyKey))) return loadOrder(db, orderId);
    throw error;
  }
}
