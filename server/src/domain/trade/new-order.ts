import { currentDeadline, initialSnapshot, machineInputOf, orderStage, type StoredStateValue } from '../../../../src/machines/order-lifecycles';
import type { DeliveryMethod, Side, TradeWay } from '../../../../src/api/contracts/trade';
import type { Db } from '../../db/database';
import { orderEvents, orders } from '../../db/schema';
import { addMs } from '../clock';
import { defaultAddressSnapshot } from './address-snapshot';
import { hoursMs, type TradeSettings } from './settings';

export interface NewOrder {
  listingId: number;
  buyerId: number;
  sellerId: number;
  /** Who made it: the member who took the offer, or null for the auto-match engine. */
  actorId: number | null;
  /** The side of the offer's publisher (the taker is the other): an unpaid order may be withdrawn by its publisher. */
  publisherSide: Side;
  tradeWay: TradeWay;
  deliveryMethod: DeliveryMethod;
  quantity: number;
  price: number;
  anonymous: boolean;
  message: string;
  /**
   * Whose default address the seller ships to: the buyer's unless the buyer chose a delivery agent (交割代理,
   * docs/adr/0044), whose address the parcel goes to instead.
   */
  shipToId?: number;
}

/**
 * An order as it starts (its machine's first state and deadline, the default address it ships to), with its 下单 record:
 * the one way an order is made, by the scan basket's confirmation or an auto-match fill. Answers its id.
 */
export async function insertOrder(tx: Db, now: Date, settings: TradeSettings, order: NewOrder): Promise<number> {
  const amount = order.price * order.quantity;
  const machine = order.tradeWay === 'online' ? 'order' : 'offlineTrade';
  const snapshot = initialSnapshot(machine, machineInputOf(machine, amount, order.publisherSide));
  const deadline = currentDeadline(snapshot);
  const [row] = await tx
    .insert(orders)
    .values({
      listingId: order.listingId,
      buyerId: order.buyerId,
      sellerId: order.sellerId,
      machine,
      tradeWay: order.tradeWay,
      deliveryMethod: order.deliveryMethod,
      quantity: order.quantity,
      price: order.price,
      amount,
      anonymous: order.anonymous,
      message: order.message,
      stateValue: snapshot.value as StoredStateValue,
      context: snapshot.context as Record<string, unknown>,
      stage: orderStage(snapshot),
      deadlineAt: deadline ? addMs(now, hoursMs(settings[deadline.setting])) : null,
      deadlineEvent: deadline?.event ?? null,
      buyerAddress: defaultAddressSnapshot(order.shipToId ?? order.buyerId),
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: orders.id });
  await tx.insert(orderEvents).values({
    orderId: row!.id,
    actorId: order.actorId,
    role: order.actorId === null ? 'system' : order.publisherSide === 'seller' ? 'buyer' : 'seller',
    event: 'order.created',
    payload: { tradeWay: order.tradeWay, quantity: order.quantity },
    fromState: snapshot.value as StoredStateValue,
    toState: snapshot.value as StoredStateValue,
    createdAt: now,
  });
  return row!.id;
}
