import { and, eq, gt, or } from 'drizzle-orm';
import type { CreditLine, CreditLineKind, CreditUsage } from '../../../../src/api/contracts/trade';
import { listingStateNames } from '../../../../src/api/contracts/trade';
export { creditBusinessCode } from '../../../../src/api/contracts/trade';
import { resolveSnapshot, stateLabel } from '../../../../src/machines/order-lifecycles';
import type { Db } from '../../db/database';
import { listings, orders, products } from '../../db/schema';
import { formatChinaTime } from '../clock';
import type { Member } from '../sessions';
import type { TradeSettings } from './settings';

/**
 * Credit lines (design/lifecycles.md): a buy offer holds the buy-offer line, a sell offer the sell-offer line, an
 * offline order the trade line (online orders are paid into escrow, so they need no credit). What is used is
 * computed from the open offers and orders themselves, never kept as a running total, so it cannot drift: a line
 * is "released" simply by the offer closing or the order ending.
 */
export async function creditUsage(db: Db, member: Member, kind: CreditLineKind): Promise<CreditUsage[]> {
  if (kind === 'order') {
    const rows = await db
      .select({ order: orders, productName: products.name })
      .from(orders)
      .innerJoin(listings, eq(listings.id, orders.listingId))
      .innerJoin(products, eq(products.id, listings.productId))
      .where(and(eq(orders.tradeWay, 'offline'), eq(orders.done, false), or(eq(orders.buyerId, member.id), eq(orders.sellerId, member.id))));
    return rows.map(({ order, productName }) => {
      const snapshot = resolveSnapshot(order.machine, order.stateValue, order.context);
      return {
        orderId: order.id,
        tradeId: order.listingId,
        productNames: productName,
        amount: order.amount,
        createTime: formatChinaTime(order.createdAt),
        stateName: stateLabel(snapshot),
        state: JSON.stringify(order.stateValue),
      };
    });
  }
  const rows = await db
    .select({ listing: listings, productName: products.name })
    .from(listings)
    .innerJoin(products, eq(products.id, listings.productId))
    .where(and(eq(listings.publisherId, member.id), eq(listings.state, 'open'), eq(listings.publishType, kind === 'buy' ? 0 : 1), gt(listings.lastNum, 0)));
  return rows.map(({ listing, productName }) => ({
    orderId: null,
    tradeId: listing.id,
    productNames: productName,
    amount: listing.price * listing.lastNum,
    createTime: formatChinaTime(listing.createdAt),
    stateName: listingStateNames[listing.state],
    state: listing.state,
  }));
}

export async function creditLine(db: Db, member: Member, settings: TradeSettings): Promise<CreditLine> {
  const limits = settings.creditLines[String(member.level)] ?? { buy: 0, sell: 0, order: 0 };
  const used = async (kind: CreditLineKind) => (await creditUsage(db, member, kind)).reduce((sum, u) => sum + u.amount, 0);
  const [buy, sell, order] = await Promise.all([used('buy'), used('sell'), used('order')]);
  return {
    buyCreditLine: limits.buy,
    buyCreditLineRemain: Math.max(0, limits.buy - buy),
    sellCreditLine: limits.sell,
    sellCreditLineRemain: Math.max(0, limits.sell - sell),
    orderCreditLine: limits.order,
    orderCreditLineRemain: Math.max(0, limits.order - order),
  };
}
