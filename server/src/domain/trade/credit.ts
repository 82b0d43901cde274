import { and, eq, gt, or, sql, sum, type SQL } from 'drizzle-orm';
import type { CreditLine, CreditLineKind, CreditUsage, ListingState } from '../../../../src/api/contracts/trade';
import { creditBusinessCode, listingStateNames } from '../../../../src/api/contracts/trade';
export { creditBusinessCode } from '../../../../src/api/contracts/trade';
import { resolveSnapshot, stateLabel } from '../../../../src/machines/order-lifecycles';
import type { Db } from '../../db/database';
import { listings, orders, products } from '../../db/schema';
import { badRequest } from '../../http/api-error';
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
      .where(holdsTradeLine(member.id));
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
    .where(holdsOfferLine(member.id, kind));
  return rows.map(({ listing, productName }) => ({
    orderId: null,
    tradeId: listing.id,
    productNames: productName,
    amount: listing.price * listing.lastNum,
    createTime: formatChinaTime(listing.createdAt),
    // The query reads open offers only (never an auto-match sell's units, 'matching').
    stateName: listingStateNames[listing.state as ListingState],
    state: listing.state as ListingState,
  }));
}

/** What holds the trade line: the member's offline orders still open, on either side. */
const holdsTradeLine = (memberId: number) =>
  and(eq(orders.tradeWay, 'offline'), eq(orders.done, false), or(eq(orders.buyerId, memberId), eq(orders.sellerId, memberId)))!;
/** What holds an offer line: the member's open offers of that side with something left, at price × what is left. */
const holdsOfferLine = (memberId: number, kind: 'buy' | 'sell') =>
  and(eq(listings.publisherId, memberId), eq(listings.state, 'open'), eq(listings.publishType, kind === 'buy' ? 0 : 1), gt(listings.lastNum, 0))!;

/** The sum of what holds one of the member's lines (creditUsage's amounts), in one statement. */
async function creditUsed(db: Db, memberId: number, kind: CreditLineKind): Promise<number> {
  const [row] =
    kind === 'order'
      ? await db.select({ used: sum(orders.amount).mapWith(Number) }).from(orders).where(holdsTradeLine(memberId))
      : await db
          .select({ used: sum(sql`${listings.price} * ${listings.lastNum}` as SQL<number>).mapWith(Number) })
          .from(listings)
          .where(holdsOfferLine(memberId, kind));
  return row?.used ?? 0;
}

const linesOf = (member: Member, settings: TradeSettings) => settings.creditLines[String(member.level)] ?? { buy: 0, sell: 0, order: 0 };

/**
 * The transaction-scoped advisory lock of one member's credit (docs/adr/0018), keyed (creditLockSpace, member id):
 * it makes credit checks of the same member wait for each other, and nothing else.
 */
const creditLockSpace = 0x6372; // 'cr'; no other advisory lock in this database uses this first key

/**
 * Takes the member's credit lock until the transaction ends (taking it again in the same transaction is free). For a
 * caller that must read what it changes under the lock, before it knows how much line it needs (editing an offer).
 */
export async function lockCredit(tx: Db, memberId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${creditLockSpace}::integer, ${memberId}::integer)`);
}

/**
 * Refuses (creditInsufficient, with what is left) unless `needed` fits in what is left of the member's `kind` line,
 * and holds the member's credit lock until the caller's transaction ends. Call it inside the transaction that then
 * inserts what uses the line (the offer, the offline order): a parallel publish or take by the same member waits
 * for that transaction and then counts what it inserted, so two of them cannot both take the same room.
 */
export async function holdCredit(tx: Db, member: Member, settings: TradeSettings, kind: CreditLineKind, needed: number): Promise<void> {
  await lockCredit(tx, member.id);
  const remain = Math.max(0, linesOf(member, settings)[kind] - (await creditUsed(tx, member.id, kind)));
  if (remain < needed) throw badRequest('creditInsufficient', { businessCode: creditBusinessCode[kind], kind, remain, needed });
}

export async function creditLine(db: Db, member: Member, settings: TradeSettings): Promise<CreditLine> {
  const limits = linesOf(member, settings);
  const used = (kind: CreditLineKind) => creditUsed(db, member.id, kind);
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
