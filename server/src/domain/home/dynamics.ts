import { desc, eq, ne } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { dynamicsSize, type TradeDynamic } from '../../../../src/api/contracts/home-names';
import type { PublishType } from '../../../../src/api/contracts/trade-names';
import type { Db } from '../../db/database';
import { listings, orders, products, users } from '../../db/schema';
import { formatChinaTime } from '../clock';
import { maskName } from '../complaints/views';
import { isCompleted } from '../trade/order-lists';
import { anonymousName } from '../trade/order-view';

const buyers = alias(users, 'buyer');
const sellers = alias(users, 'seller');
const variety = { productId: products.id, productCode: products.code, productName: products.name, exteriorName: products.exterior, unitsName: products.unit };

/**
 * GET /api/anon/trade/dynamics: the trade ticker, newest first: the latest completed deals and newly published offers
 * (withdrawn ones are left out), 30 in all. Members are masked; the taker of an anonymous scan stays anonymous.
 */
export async function tradeDynamics(db: Db): Promise<TradeDynamic[]> {
  const [deals, offers] = await Promise.all([
    db
      .select({
        ...variety,
        time: orders.updatedAt,
        grade: listings.grade,
        quantity: orders.quantity,
        price: orders.price,
        anonymous: orders.anonymous,
        publishType: listings.publishType,
        buyer: buyers.userName,
        seller: sellers.userName,
      })
      .from(orders)
      .innerJoin(listings, eq(listings.id, orders.listingId))
      .innerJoin(products, eq(products.id, listings.productId))
      .innerJoin(buyers, eq(buyers.id, orders.buyerId))
      .innerJoin(sellers, eq(sellers.id, orders.sellerId))
      .where(isCompleted)
      .orderBy(desc(orders.updatedAt), desc(orders.id))
      .limit(dynamicsSize),
    db
      .select({ ...variety, time: listings.createdAt, grade: listings.grade, quantity: listings.quantity, price: listings.price, publishType: listings.publishType, publisher: users.userName })
      .from(listings)
      .innerJoin(products, eq(products.id, listings.productId))
      .innerJoin(users, eq(users.id, listings.publisherId))
      .where(ne(listings.state, 'withdrawn'))
      .orderBy(desc(listings.createdAt), desc(listings.id))
      .limit(dynamicsSize),
  ]);
  const events: Array<TradeDynamic & { at: number }> = [
    ...deals.map(({ time, anonymous, publishType, buyer, seller, ...deal }) => ({
      ...deal,
      kind: 'deal' as const,
      at: time.getTime(),
      time: formatChinaTime(time),
      // The taker of a sell offer is its buyer, of a buy offer its seller: hidden when they scanned anonymously.
      buyer: anonymous && publishType === 1 ? anonymousName : maskName(buyer),
      seller: anonymous && publishType === 0 ? anonymousName : maskName(seller),
    })),
    ...offers.map(({ time, publishType, publisher, ...offer }) => ({
      ...offer,
      kind: 'offer' as const,
      at: time.getTime(),
      time: formatChinaTime(time),
      publishType: publishType as PublishType,
      publisher: maskName(publisher),
    })),
  ];
  return events
    .sort((a, b) => b.at - a.at)
    .slice(0, dynamicsSize)
    .map(({ at: _at, ...event }) => event);
}
