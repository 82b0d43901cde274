import { and, eq, sql } from 'drizzle-orm';
import { formatYuan } from '../../../../src/api/contracts/display';
import { messageTypeIds } from '../../../../src/api/contracts/inbox-names';
import type { Db } from '../../db/database';
import { listings, messages as inbox, products, subscriptionOffers, users } from '../../db/schema';
import { memberChannel, type LivePush } from '../../realtime/bus';

const sideName: Record<number, string> = { 0: '求购', 1: '出售' };

/**
 * Subscribers of an offer's variety or publisher are told of it (offer-followers.ts calls this in the transaction
 * that publishes or edits the offer): once per member and offer, however often it is edited (subscription_offers'
 * unique pair decides), with an inbox notice in the same transaction and a live push (`subscription.offer`) told once
 * committed. Nobody is told of their own offer, of a publisher who blocked them, or while frozen; a closed offer
 * tells nobody.
 */
export async function tellSubscribers(tx: Db, now: Date, listingId: number): Promise<LivePush[]> {
  const [offer] = await tx
    .select({ listing: listings, product: products, publisher: users.userName })
    .from(listings)
    .innerJoin(products, eq(products.id, listings.productId))
    .innerJoin(users, eq(users.id, listings.publisherId))
    .where(and(eq(listings.id, listingId), eq(listings.state, 'open')));
  if (!offer) return [];
  const { listing, product } = offer;
  const told = await tx.execute(sql`
    insert into ${subscriptionOffers} (user_id, listing_id, created_at)
    select distinct s.user_id, ${listing.id}::integer, ${now.toISOString()}::timestamptz
    from subscriptions s join ${users} u on u.id = s.user_id
    where s.enabled and not u.disabled and s.user_id <> ${listing.publisherId}
      and ((s.kind = 'variety' and s.product_code = ${product.code}) or (s.kind = 'trader' and s.target_id = ${listing.publisherId}))
      and not exists (select 1 from blacklist b where b.user_id = ${listing.publisherId} and b.target_id = s.user_id)
    on conflict (user_id, listing_id) do nothing
    returning user_id`);
  const userIds = (told as unknown as { rows: Array<{ user_id: number }> }).rows.map((r) => Number(r.user_id));
  if (userIds.length === 0) return [];
  const side = sideName[listing.publishType] ?? '';
  const title = `订阅提醒：${product.code} ${product.name}有新的${side}挂单`;
  const content = `您订阅的品种或会员有新的${side}挂单：${product.code} ${product.name}（${product.exterior}，${listing.grade}），单价 ${formatYuan(listing.price)} 元，数量 ${listing.lastNum}${product.unit}，发布者 ${offer.publisher}。挂单编号 ${listing.id}。`;
  await tx.insert(inbox).values(
    userIds.map((userId) => ({
      userId,
      type: messageTypeIds.trade,
      title,
      content,
      createdAt: now,
    })),
  );
  const event = {
    type: 'subscription.offer',
    tradeId: listing.id,
    publishType: listing.publishType,
    productCode: product.code,
    productName: product.name,
    price: listing.price,
  };
  return userIds.map((userId) => ({ channel: memberChannel(userId), event }));
}
