import { varietyOfCode } from '../catalogue/varieties';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { Subscription, SubscriptionDeal, SubscriptionOffer, subscriptionStateRequest } from '../../../../src/api/contracts/subscriptions';
import type { Page } from '../../../../src/api/contracts/trade';
import type { Db } from '../../db/database';
import { listings, orders, products, subscriptionOffers, subscriptions, users } from '../../db/schema';
import { badRequest, notFound } from '../../http/api-error';
import { formatChinaTime, type Clock } from '../clock';
import { favouriteFeeKeys } from '../favourites/settings';
import { offsetOf, type PageQuery } from '../paging';
import type { Member } from '../sessions';
import { isCompleted } from '../trade/order-lists';
import { chargeFeature } from '../wallet/feature-fees';

/** GET /api/subscription/list: my subscriptions, the latest first, a trader's with their name. */
export async function subscriptionList(db: Db, member: Member): Promise<Subscription[]> {
  const rows = await db
    .select({ s: subscriptions, userName: users.userName })
    .from(subscriptions)
    .leftJoin(users, eq(users.id, subscriptions.targetId))
    .where(eq(subscriptions.userId, member.id))
    .orderBy(desc(subscriptions.id));
  return rows.map(({ s, userName }) => ({
    id: s.id,
    kind: s.kind,
    productCode: s.productCode,
    productName: s.productName,
    targetId: s.targetId,
    userName: userName ?? null,
    enabled: s.enabled,
    beans: s.beans,
    createTime: formatChinaTime(s.createdAt),
  }));
}

/** The subject of a subscription request, checked: a catalogue number the catalogue holds, or another member who is not frozen. */
async function subjectOf(db: Db, member: Member, request: z.output<typeof subscriptionStateRequest>) {
  if (request.kind === 'variety') {
    const product = await varietyOfCode(db, request.productCode);
    return {
      kind: 'variety' as const,
      productCode: product.code,
      productName: product.name,
      targetId: null,
      memo: `${product.code} ${product.name}`,
    };
  }
  if (request.targetId === member.id) throw badRequest('cannotSubscribeSelf');
  const [target] = await db.select({ userName: users.userName, disabled: users.disabled }).from(users).where(eq(users.id, request.targetId)).limit(1);
  if (!target || target.disabled) throw badRequest('memberNotFound');
  return {
    kind: 'trader' as const,
    productCode: null,
    productName: null,
    targetId: request.targetId,
    memo: target.userName,
  };
}

const sameSubject = (
  member: Member,
  subject: {
    kind: 'variety' | 'trader';
    productCode: string | null;
    targetId: number | null;
  },
) =>
  and(
    eq(subscriptions.userId, member.id),
    eq(subscriptions.kind, subject.kind),
    subject.kind === 'variety' ? eq(subscriptions.productCode, subject.productCode!) : eq(subscriptions.targetId, subject.targetId!),
  )!;

/**
 * POST /api/subscription/state: subscribe to (state true) or unsubscribe from a variety or a trader. The first
 * subscription to something is paid once (the system config's fee, free when none; entry `subscription:<id>`), in the
 * transaction that inserts it: of a parallel burst one inserts and pays, the others find it (the partial unique index)
 * and turn it on; the fee's entry is keyed by the subscription, so no idempotency key is needed. Unsubscribing turns it off; subscribing again turns it on at no fee. Unsubscribing from what I never
 * subscribed to is not found.
 */
export async function setSubscriptionState(db: Db, clock: Clock, member: Member, request: z.output<typeof subscriptionStateRequest>): Promise<Subscription> {
  const subject = await subjectOf(db, member, request);
  const id = await db.transaction(async (tx) => {
    const now = clock();
    if (!request.state) {
      const [off] = await tx
        .update(subscriptions)
        .set({ enabled: false, updatedAt: now })
        .where(sameSubject(member, subject))
        .returning({ id: subscriptions.id });
      if (!off) throw notFound('subscriptionNotFound');
      return off.id;
    }
    const [created] = await tx
      .insert(subscriptions)
      .values({
        userId: member.id,
        kind: subject.kind,
        productCode: subject.productCode,
        productName: subject.productName,
        targetId: subject.targetId,
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing()
      .returning();
    if (created) {
      const beans = await chargeFeature(tx, clock, member.id, favouriteFeeKeys.subscription, {
        idempotencyKey: `subscription:${created.id}`,
        memo: `订阅（${subject.memo}）`,
      });
      if (beans > 0) await tx.update(subscriptions).set({ beans }).where(eq(subscriptions.id, created.id));
      return created.id;
    }
    const [on] = await tx.update(subscriptions).set({ enabled: true, updatedAt: now }).where(sameSubject(member, subject)).returning({ id: subscriptions.id });
    return on!.id;
  });
  return ownSubscription(db, member, id);
}

async function ownSubscription(db: Db, member: Member, id: number): Promise<Subscription> {
  const found = (await subscriptionList(db, member)).find((s) => s.id === id);
  if (!found) throw notFound('subscriptionNotFound');
  return found;
}

/** POST /api/subscription/state/id: turns one of my subscriptions on or off; another's is not found. */
export async function setSubscriptionStateById(db: Db, clock: Clock, member: Member, id: number, state: boolean): Promise<Subscription> {
  const [changed] = await db
    .update(subscriptions)
    .set({ enabled: state, updatedAt: clock() })
    .where(and(eq(subscriptions.id, id), eq(subscriptions.userId, member.id)))
    .returning({ id: subscriptions.id });
  if (!changed) throw notFound('subscriptionNotFound');
  return ownSubscription(db, member, changed.id);
}

/** GET /api/subscription/product/list: the new offers I was told of, newest first, each as it is now. */
export async function subscriptionOfferPage(db: Db, member: Member, page: PageQuery): Promise<Page<SubscriptionOffer>> {
  const mine = eq(subscriptionOffers.userId, member.id);
  const publisher = alias(users, 'publisher');
  const [counted] = await db.select({ n: count() }).from(subscriptionOffers).where(mine);
  const rows = await db
    .select({
      told: subscriptionOffers,
      listing: listings,
      product: products,
      publisher: publisher.userName,
    })
    .from(subscriptionOffers)
    .innerJoin(listings, eq(listings.id, subscriptionOffers.listingId))
    .innerJoin(products, eq(products.id, listings.productId))
    .innerJoin(publisher, eq(publisher.id, listings.publisherId))
    .where(mine)
    .orderBy(desc(subscriptionOffers.id))
    .limit(page.pageSize)
    .offset(offsetOf(page));
  return {
    list: rows.map(({ told, listing, product, publisher: publisherName }) => ({
      tradeId: listing.id,
      publishType: listing.publishType,
      productCode: product.code,
      productName: product.name,
      exteriorName: product.exterior,
      grade: listing.grade,
      price: listing.price,
      lastNum: listing.lastNum,
      publisher: publisherName,
      open: listing.state === 'open' && listing.lastNum > 0,
      createTime: formatChinaTime(told.createdAt),
    })),
    total: counted?.n ?? 0,
    ...page,
  };
}

/**
 * GET /api/subscription/trade/list: completed deals of the varieties and traders I follow (on), since I subscribed,
 * the latest first. A deal shows what changed hands, never who took it.
 */
export async function subscriptionDealPage(db: Db, member: Member, page: PageQuery): Promise<Page<SubscriptionDeal>> {
  const followed = sql`exists (select 1 from ${subscriptions} s where s.user_id = ${member.id} and s.enabled
    and s.created_at <= ${orders.updatedAt}
    and ((s.kind = 'variety' and s.product_code = ${products.code}) or (s.kind = 'trader' and s.target_id = ${listings.publisherId})))`;
  const where = and(isCompleted, followed)!;
  const base = () =>
    db.select({ n: count() }).from(orders).innerJoin(listings, eq(listings.id, orders.listingId)).innerJoin(products, eq(products.id, listings.productId));
  const [counted] = await base().where(where);
  const rows = await db
    .select({ order: orders, listing: listings, product: products })
    .from(orders)
    .innerJoin(listings, eq(listings.id, orders.listingId))
    .innerJoin(products, eq(products.id, listings.productId))
    .where(where)
    .orderBy(desc(orders.updatedAt), desc(orders.id))
    .limit(page.pageSize)
    .offset(offsetOf(page));
  return {
    list: rows.map(({ order, listing, product }) => ({
      publishType: listing.publishType,
      productCode: product.code,
      productName: product.name,
      exteriorName: product.exterior,
      grade: listing.grade,
      price: order.price,
      quantity: order.quantity,
      amount: order.amount,
      dealTime: formatChinaTime(order.updatedAt),
    })),
    total: counted?.n ?? 0,
    ...page,
  };
}
