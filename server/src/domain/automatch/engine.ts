import { and, asc, count, desc, eq, gte, inArray, lte, ne, sql } from 'drizzle-orm';
import { openMatchStages, type MatchPlaceFields } from '../../../../src/api/contracts/automatch';
import { messageTypeIds } from '../../../../src/api/contracts/inbox';
import { matchOrderSnapshots } from '../../../../src/machines/match-order.machine';
import type { Db } from '../../db/database';
import { listings, matchFills, matchOrderEvents, matchOrders, products } from '../../db/schema';
import { ApiError, badRequest } from '../../http/api-error';
import { retryDeadlocks } from '../../db/pg-error';
import { addMs, chinaDayStart, type Clock } from '../clock';
import { sendEvent, sendWithin } from '../lifecycle/enforcer';
import { postTransfer } from '../ledger';
import { deliverNotice } from '../notices';
import type { Member } from '../sessions';
import { orderLifecycle } from '../trade/order-events';
import { insertOrder } from '../trade/new-order';
import { tradeSettings } from '../trade/settings';
import { chargeFeature, featurePrice } from '../wallet/feature-fees';
import { holdOf, lockBook, matchOrderLifecycle, type MatchOrderRow } from './match-orders';

/**
 * The matching engine (issue 28, docs/adr/0041): one variety's book changes one command at a time (`lockBook`, a
 * transaction-scoped advisory lock), so the fills are exactly those of a serial book. An order arriving (placed, or
 * repriced by an amend) takes the best resting orders of the other side that its price crosses, best price then the
 * lowest priority first, each at the resting order's price, until it is filled or nothing crosses; the rest rests.
 * Every fill is two system events on the match orders (their holds released) and an escrow order paid from the
 * buyer's released hold, all in the arriving command's transaction.
 */

/** Open orders a member may have at once. */
export const maxOpenMatchOrders = 50;
const dayMs = 24 * 3_600_000;
const onBook = inArray(matchOrders.stage, [...openMatchStages]);

/** What a command made: the fills, for the answer and the live push. */
export interface MadeFill {
  id: number;
  productId: number;
  price: number;
  quantity: number;
  takerSide: 'buy' | 'sell';
  buyOrderId: number;
  sellOrderId: number;
  tradeOrderId: number;
  at: Date;
}

/** Refuses an order of `member` at `price` that would meet one of their own on the other side (no self-trade). */
export async function refuseSelfCross(tx: Db, row: Pick<MatchOrderRow, 'id' | 'userId' | 'productId' | 'side' | 'price'>): Promise<void> {
  const crosses = row.side === 'buy' ? lte(matchOrders.price, row.price) : gte(matchOrders.price, row.price);
  const [own] = await tx
    .select({ id: matchOrders.id })
    .from(matchOrders)
    .where(and(eq(matchOrders.productId, row.productId), eq(matchOrders.userId, row.userId), eq(matchOrders.side, row.side === 'buy' ? 'sell' : 'buy'), onBook, crosses, ne(matchOrders.id, row.id)))
    .limit(1);
  if (own) throw badRequest('matchSelfCross');
}

/** The order a placement with this idempotency key already made for the member, if any. */
async function orderByKey(db: Db, userId: number, key: string): Promise<number | undefined> {
  const [row] = await db
    .select({ id: matchOrders.id })
    .from(matchOrders)
    .innerJoin(matchOrderEvents, eq(matchOrderEvents.matchOrderId, matchOrders.id))
    .where(and(eq(matchOrders.userId, userId), eq(matchOrderEvents.idempotencyKey, key), eq(matchOrderEvents.event, 'match.placed')))
    .limit(1);
  return row?.id;
}

/**
 * POST /api/automatic/pairing/order: the order goes on its variety's book and takes what it crosses. A buy holds price ×
 * quantity of the balance (insufficientBalance: nothing is placed); a sell puts its units on a listing of its own; the
 * fee (p_pap, gold beans) is charged with it. Answers the order's id and the fills it made; the same request again is
 * answered with the order it made (and no fills: they were told the first time).
 */
export async function placeOrder(db: Db, clock: Clock, member: Member, request: MatchPlaceFields, key: string | null): Promise<{ id: number; fills: MadeFill[] }> {
  if (key) {
    const made = await orderByKey(db, member.id, key);
    if (made) return { id: made, fills: [] };
  }
  const [product] = await db.select({ id: products.id }).from(products).where(eq(products.id, request.productId)).limit(1);
  if (!product) throw badRequest('matchVarietyNotFound');
  const fee = await featurePrice(db, 'p_pap');
  const now = clock();
  const expiresAt = addMs(chinaDayStart(now), request.days * dayMs);
  try {
    return await retryDeadlocks(() => placeIn(db, clock, member, request, key, fee, now, expiresAt));
  } catch (error) {
    // The same request sent at once: the one that placed it answers for both.
    if (key && error instanceof ApiError) {
      const made = await orderByKey(db, member.id, key);
      if (made) return { id: made, fills: [] };
    }
    throw error;
  }
}

/** The placement's transaction: under the book's lock, the order, its hold or units, its fee, and what it crosses. */
function placeIn(db: Db, clock: Clock, member: Member, request: MatchPlaceFields, key: string | null, fee: number, now: Date, expiresAt: Date) {
  return db.transaction(async (tx) => {
    await lockBook(tx, request.productId);
    // Under the book's lock: a burst of the same request finds the first one's order here.
    if (key) {
      const made = await orderByKey(tx, member.id, key);
      if (made) return { id: made, fills: [] };
    }
    const [open] = await tx.select({ n: count() }).from(matchOrders).where(and(eq(matchOrders.userId, member.id), onBook));
    if ((open?.n ?? 0) >= maxOpenMatchOrders) throw badRequest('matchTooManyOrders');
    await refuseSelfCross(tx, { id: 0, userId: member.id, productId: request.productId, side: request.side, price: request.price });

    let listingId: number | null = null;
    if (request.side === 'sell') {
      const [listing] = await tx
        .insert(listings)
        .values({
          publisherId: member.id,
          publishType: 1,
          productId: request.productId,
          price: request.price,
          quantity: request.quantity,
          lastNum: request.quantity,
          tradeWays: ['online'],
          deliveryMethods: ['express'],
          remark: '自动撮合卖出委托',
          state: 'matching',
          refreshedAt: now,
          createdAt: now,
          updatedAt: now,
        })
        .returning({ id: listings.id });
      listingId = listing!.id;
    }
    const start = matchOrderSnapshots.start({ quantity: request.quantity });
    const [order] = await tx
      .insert(matchOrders)
      .values({
        userId: member.id,
        productId: request.productId,
        side: request.side,
        price: request.price,
        quantity: request.quantity,
        listingId,
        feeBeans: fee,
        expiresAt,
        ...matchOrderSnapshots.stored(start),
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    await tx.insert(matchOrderEvents).values({
      matchOrderId: order!.id,
      actorId: member.id,
      role: 'member',
      event: 'match.placed',
      payload: { productId: request.productId, side: request.side, price: request.price, quantity: request.quantity },
      fromState: start.value as string,
      toState: start.value as string,
      idempotencyKey: key,
      createdAt: now,
    });
    // The fee first: every placement that pays one locks the platform's fee account before any member's money, so two
    // placements on different books cannot each hold what the other's fill needs (retryDeadlocks covers the rest).
    await chargeFeature(tx, clock, member.id, 'p_pap', { idempotencyKey: `automatch:${order!.id}:fee`, memo: `自动撮合服务费（委托${order!.id}）`, price: fee });
    const hold = holdOf(order!);
    if (hold > 0) {
      await postTransfer(tx, clock, {
        idempotencyKey: `automatch:${order!.id}:placed`,
        item: 'automatch',
        memo: `自动撮合委托${order!.id}（提交委托）`,
        postings: [
          { account: { userId: member.id, asset: 'cny' }, amount: -hold },
          { account: { userId: member.id, asset: 'cny', purse: 'match' }, amount: hold },
        ],
      });
    }
    return { id: order!.id, fills: await crossBook(tx, clock, now, order!.id) };
  });
}

/**
 * The order `takerId` (just placed, or repriced) takes the resting orders its price crosses. Runs under the book's
 * lock, inside the command's transaction. Answers the fills made.
 */
export async function crossBook(tx: Db, clock: Clock, now: Date, takerId: number): Promise<MadeFill[]> {
  const fills: MadeFill[] = [];
  const settings = await tradeSettings(tx);
  for (;;) {
    const [taker] = await tx.select().from(matchOrders).where(eq(matchOrders.id, takerId));
    if (!taker || !(openMatchStages as readonly string[]).includes(taker.stage)) return fills;
    const buying = taker.side === 'buy';
    const [maker] = await tx
      .select()
      .from(matchOrders)
      .where(
        and(
          eq(matchOrders.productId, taker.productId),
          eq(matchOrders.side, buying ? 'sell' : 'buy'),
          onBook,
          buying ? lte(matchOrders.price, taker.price) : gte(matchOrders.price, taker.price),
          ne(matchOrders.userId, taker.userId),
        ),
      )
      .orderBy(buying ? asc(matchOrders.price) : desc(matchOrders.price), asc(matchOrders.priority))
      .limit(1);
    if (!maker) return fills;
    fills.push(await fill(tx, clock, now, settings, taker, maker));
  }
}

/** Sends a match order its fill: `match.complete` when it takes all that is left, else `match.fill`. */
const fillEvent = (order: MatchOrderRow, quantity: number, price: number) => ({
  type: quantity === order.quantity - order.filled ? 'match.complete' : 'match.fill',
  quantity,
  price,
});

/**
 * One fill: `quantity` units at the maker's price. The two orders take their events (a buy's hold of the units
 * released to the balance), the escrow order is made on the sell's listing and paid from the buyer's balance at once
 * (`order.matched`), the fill is recorded and both members are told.
 */
async function fill(tx: Db, clock: Clock, now: Date, settings: Awaited<ReturnType<typeof tradeSettings>>, taker: MatchOrderRow, maker: MatchOrderRow): Promise<MadeFill> {
  const quantity = Math.min(taker.quantity - taker.filled, maker.quantity - maker.filled);
  const price = maker.price;
  await sendWithin(matchOrderLifecycle, tx, clock, maker.id, fillEvent(maker, quantity, price), now);
  await sendWithin(matchOrderLifecycle, tx, clock, taker.id, fillEvent(taker, quantity, price), now);
  const [buy, sell] = taker.side === 'buy' ? [taker, maker] : [maker, taker];
  await tx
    .update(listings)
    .set({ lastNum: sql`${listings.lastNum} - ${quantity}`, updatedAt: now })
    .where(eq(listings.id, sell.listingId!));
  const tradeOrderId = await insertOrder(tx, now, settings, {
    listingId: sell.listingId!,
    buyerId: buy.userId,
    sellerId: sell.userId,
    actorId: null,
    publisherSide: 'seller',
    tradeWay: 'online',
    deliveryMethod: 'express',
    quantity,
    price,
    anonymous: false,
    message: `自动撮合成交（买入委托${buy.id}，卖出委托${sell.id}）`,
  });
  await sendWithin(orderLifecycle, tx, clock, tradeOrderId, { type: 'order.matched' }, now);
  const [made] = await tx
    .insert(matchFills)
    .values({ productId: taker.productId, buyOrderId: buy.id, sellOrderId: sell.id, takerSide: taker.side, price, quantity, tradeOrderId, createdAt: now })
    .returning({ id: matchFills.id });
  const [names] = await tx.select({ name: products.name }).from(products).where(eq(products.id, taker.productId));
  const what = `${names?.name ?? ''} ${quantity}件，成交价${(price / 100).toFixed(2)}元`;
  await deliverNotice(tx, { userId: sell.userId, type: messageTypeIds.trade, title: '自动撮合卖出成交', content: `您的卖出委托${sell.id}成交：${what}。货款已由平台托管，请在订单${tradeOrderId}中尽快发货。` }, now);
  await deliverNotice(tx, { userId: buy.userId, type: messageTypeIds.trade, title: '自动撮合买入成交', content: `您的买入委托${buy.id}成交：${what}。货款已从冻结资金付入担保，请在订单${tradeOrderId}中等待卖家发货。` }, now);
  return { id: made!.id, productId: taker.productId, price, quantity, takerSide: taker.side, buyOrderId: buy.id, sellOrderId: sell.id, tradeOrderId, at: now };
}

/** The due job: open orders past their last day are sent `match.expire` (by system). Answers how many moved. */
export async function expireDueMatchOrders(db: Db, clock: Clock): Promise<number> {
  const due = await db
    .select({ id: matchOrders.id })
    .from(matchOrders)
    .where(and(onBook, sql`${matchOrders.expiresAt} <= ${clock()}`))
    .orderBy(matchOrders.id)
    .limit(500);
  let moved = 0;
  for (const { id } of due) {
    try {
      await sendEvent(matchOrderLifecycle, db, clock, id, { kind: 'system' }, { type: 'match.expire' });
      moved++;
    } catch (error) {
      // Filled or cancelled since it was read: nothing to expire.
      if (!(error instanceof ApiError)) throw error;
    }
  }
  return moved;
}

