import { and, eq, inArray, sql } from 'drizzle-orm';
import type { BasketConfirm, BasketItem, ConfirmResult, TradeBasket } from '../../../../src/api/contracts/trade';
import { tradeWayNames } from '../../../../src/api/contracts/trade';
import { messages } from '../../../../src/api/contracts/messages';
import type { Db } from '../../db/database';
import { basketItems, categories, listings, products, users } from '../../db/schema';
import { insertOrder } from './new-order';
import { tellNobody, type Tell } from '../../realtime/bus';
import { dealsMade } from '../quotes/ticker';
import { badRequest, notFound } from '../../http/api-error';
import type { Clock } from '../clock';
import { userBalances } from '../ledger';
import { assertNotBlocked } from '../relations';
import type { Member } from '../sessions';
import { chargeFeature, featurePrice } from '../wallet/feature-fees';
import { agentChoiceOf, createAgentDelivery, deliverySideOf } from '../agent-delivery/create';
import { holdCredit } from './credit';
import { listingColumns, listingQuery, toListing } from './listings';
import { tradeSettings } from './settings';

/** Spec sections 5 and 6: anonymous scanning needs VIP level 3+, 1000 gold beans and 20 deals. */
export const anonymousRule = { minLevel: 3, minBeans: 1000, minDeals: 20 } as const;

export async function basketList(db: Db, now: Date, member: Member): Promise<BasketItem[]> {
  const rows = await db
    .select({ ...listingColumns, item: basketItems })
    .from(basketItems)
    .innerJoin(listings, eq(listings.id, basketItems.listingId))
    .innerJoin(products, eq(products.id, listings.productId))
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .innerJoin(users, eq(users.id, listings.publisherId))
    .where(eq(basketItems.userId, member.id))
    .orderBy(basketItems.id);
  return rows.map(({ item, ...row }) => {
    const listing = toListing(row, now);
    return {
      id: item.id,
      tradeId: listing.id,
      publishType: listing.publishType,
      productName: listing.productName,
      exteriorName: listing.exteriorName,
      quantity: item.quantity,
      // A listing withdrawn or sold out since it was added offers nothing.
      lastNum: listing.state === 'open' ? listing.lastNum : 0,
      unitsName: listing.unitsName,
      price: listing.price,
      totalPrice: listing.price * item.quantity,
      deliveryMethods: listing.deliveryMethods,
      tradeWays: listing.tradeWays,
      publisher: listing.publisher,
    };
  });
}

export async function addToBasket(db: Db, clock: Clock, member: Member, tradeId: number, quantity: number): Promise<void> {
  const [listing] = await db.select().from(listings).where(eq(listings.id, tradeId)).limit(1);
  if (!listing) throw notFound();
  if (listing.publisherId === member.id) throw badRequest('cannotTakeOwnListing');
  await assertNotBlocked(db, listing.publisherId, member.id);
  if (listing.state !== 'open' || listing.lastNum === 0) throw badRequest('listingUnavailable');
  const wanted = Math.min(quantity, listing.lastNum);
  await db
    .insert(basketItems)
    .values({ userId: member.id, listingId: tradeId, quantity: wanted, createdAt: clock() })
    .onConflictDoUpdate({ target: [basketItems.userId, basketItems.listingId], set: { quantity: wanted } });
}

/**
 * Deletes the member's own rows. An id that is not in the member's basket (gone, or another member's) refuses the
 * whole call and deletes nothing, with one answer for both.
 */
export async function removeFromBasket(db: Db, member: Member, ids: number[] | 'all'): Promise<void> {
  const mine = eq(basketItems.userId, member.id);
  if (ids === 'all') {
    await db.delete(basketItems).where(mine);
    return;
  }
  const wanted = [...new Set(ids)];
  await db.transaction(async (tx) => {
    const deleted = await tx.delete(basketItems).where(and(mine, inArray(basketItems.id, wanted))).returning({ id: basketItems.id });
    if (deleted.length !== wanted.length) throw notFound('basketItemNotFound');
  });
}

/**
 * Takes the confirmed basket rows: one order per row, all or none. Each row's stock is taken with a conditional
 * update (never below zero, whatever runs at the same time); a row whose price or stock changed since the member
 * looked fails the whole confirmation with a message that says so. With `agent`, each order is delivered through the
 * member's agent (agent-delivery/create.ts), its fee taken in the same transaction. Once the orders have committed,
 * `tell` hears that their products dealt (the quotes room's tick, domain/quotes/ticker.ts).
 */
export async function confirmBasket(db: Db, clock: Clock, member: Member, request: BasketConfirm, tell: Tell = tellNobody): Promise<ConfirmResult> {
  const ids = request.basketConfirmInfos.map((i) => i.id);
  if (new Set(ids).size !== ids.length) throw badRequest('invalidRequest');

  let otherCharges = 0;
  if (request.anonymous) {
    const beans = (await userBalances(db, member.id)).bean;
    if (member.level < anonymousRule.minLevel) throw badRequest('anonymousNotAllowed');
    if (beans < anonymousRule.minBeans) throw badRequest('beansUnder1000');
    if (member.dealTimes < anonymousRule.minDeals) throw badRequest('dealsUnder20');
    otherCharges = await featurePrice(db, 'p_anonymous');
  }
  const settings = await tradeSettings(db);
  const now = clock();

  const dealt = new Set<number>();
  const result = await db.transaction(async (tx) => {
    // Delivery through one of the member's agents (docs/adr/0044): checked first, each order's made with it below.
    const agent = await agentChoiceOf(tx, member, request);
    if (request.tradeWay === 'offline') {
      // An offline order is unsecured: it holds the taker's trade line (design/lifecycles.md, Credit lines), checked
      // under the taker's credit lock in the transaction that inserts the orders (docs/adr/0018).
      const needed = request.basketConfirmInfos.reduce((sum, i) => sum + i.price * i.quantity, 0);
      await holdCredit(tx, member, settings, 'order', needed);
    }
    // Taking the rows out of the basket first makes a double-clicked or retried confirmation find nothing to take.
    const items = await tx
      .delete(basketItems)
      .where(and(eq(basketItems.userId, member.id), inArray(basketItems.id, ids)))
      .returning();
    if (items.length !== ids.length) throw badRequest('chooseItems');
    const baskets: TradeBasket[] = [];
    for (const info of request.basketConfirmInfos) {
      const item = items.find((i) => i.id === info.id)!;
      const [row] = await listingQuery(tx).where(eq(listings.id, item.listingId)).limit(1);
      const listing = row?.listing;
      if (!row || !listing || listing.state !== 'open') throw badRequest('listingUnavailable');
      if (listing.publisherId === member.id) throw badRequest('cannotTakeOwnListing');
      // Checked again here: the publisher may have blocked the taker since the row went into the basket.
      await assertNotBlocked(tx, listing.publisherId, member.id);
      if (listing.price !== info.price) throw badRequest('priceChanged');
      if (!listing.tradeWays.includes(request.tradeWay)) throw badRequest('choosePaymentWay');
      if (!listing.deliveryMethods.includes(request.deliveryMethod)) throw badRequest('chooseDeliveryMethod');
      if (info.quantity > listing.lastNum) throw badRequest('confirmQuantityInsufficient');

      const [taken] = await tx
        .update(listings)
        .set({
          lastNum: sql`${listings.lastNum} - ${info.quantity}`,
          state: sql`case when ${listings.lastNum} - ${info.quantity} = 0 then 'filled' else 'open' end`,
          updatedAt: now,
        })
        .where(and(eq(listings.id, listing.id), eq(listings.state, 'open'), sql`${listings.lastNum} >= ${info.quantity}`))
        .returning({ id: listings.id });
      if (!taken) throw badRequest('quantityChanged');

      // The publisher of a sell offer is the seller and whoever takes it the buyer; a buy offer the other way round.
      const publisherIsSeller = listing.publishType === 1;
      const amount = listing.price * info.quantity;
      const buyerId = publisherIsSeller ? member.id : listing.publisherId;
      const sellerId = publisherIsSeller ? listing.publisherId : member.id;
      const agentSide = agent ? deliverySideOf(agent, member, { buyerId, sellerId }) : null;
      const orderId = await insertOrder(tx, now, settings, {
        listingId: listing.id,
        buyerId,
        sellerId,
        actorId: member.id,
        publisherSide: publisherIsSeller ? 'seller' : 'buyer',
        tradeWay: request.tradeWay,
        deliveryMethod: request.deliveryMethod,
        quantity: info.quantity,
        price: listing.price,
        anonymous: request.anonymous,
        message: request.confirmMessage,
        // A buyer's agent receives the parcel: the seller ships to the agent's address.
        shipToId: agent && agentSide === 'buyer' ? agent.agentId : undefined,
      });
      if (agent && agentSide !== null) {
        await createAgentDelivery(tx, clock, member, agent, { id: orderId, buyerId, side: agentSide, quantity: info.quantity, grade: listing.grade }, now);
      }
      dealt.add(listing.productId);
      baskets.push({ orderId, productName: row.product.name, quantity: info.quantity, price: listing.price, amount, counterpart: row.publisher });
    }

    if (otherCharges > 0) {
      const orderId = baskets[0]!.orderId;
      await chargeFeature(tx, clock, member.id, 'p_anonymous', { idempotencyKey: `basket:anonymous:order:${orderId}`, orderId, memo: '匿名扫货服务费', price: otherCharges });
    }

    return {
      tradeBaskets: baskets,
      otherCharges,
      amount: baskets.reduce((sum, b) => sum + b.amount, 0),
      tradeWay: request.tradeWay,
      tradeMessage: `${messages.scanSucceeded}：${tradeWayNames[request.tradeWay]}，共${baskets.length}笔订单`,
    };
  });
  await tell([dealsMade([...dealt])]);
  return result;
}
