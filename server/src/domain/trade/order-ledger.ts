import { and, asc, eq, inArray, or, sum } from 'drizzle-orm';
import type { LedgerLine } from '../../../../src/api/contracts/trade';
import type { Db } from '../../db/database';
import { accounts, journalEntries, postings } from '../../db/schema';
import { formatChinaTime } from '../clock';
import { systemAccounts } from '../ledger';

/** The member's postings on their balance (cny): only these are the member's money; escrow and fees are the platform's. */
const memberCny = (memberId: number) => and(eq(accounts.userId, memberId), eq(accounts.asset, 'cny'))!;
/** An order that has never moved (version 0) has no entry: it is not looked up. */
type OrderVersion = { id: number; version: number };

/**
 * The seller's two lines for an entry that paid them and took the platform fee (settlement.ts posts both in one
 * entry: escrow -> seller the share after the fee, escrow -> platform fees the fee): 货款 before the fee, then the fee
 * on its own line. They add up to the seller's one posting, so the lines still sum to what the balance moved.
 */
function sellerShareLines(orderId: number, time: string, received: number, fee: number): LedgerLine[] {
  return [
    { time, memo: `订单${orderId}：货款结算给卖家`, amount: received + fee },
    { time, memo: `订单${orderId}：平台服务费`, amount: -fee },
  ];
}

/**
 * OrderDetail.ledger: what the order meant for the member's money, entry by entry, oldest first: their yuan (the
 * balance, or the deposit that paid it) and, for an order paid with gold beans, the beans (a `bean` line, docs/adr/0028).
 * The seller's settlement shows 货款 and 平台服务费 as separate lines, read from the same journal entry.
 */
export async function ledgerLines(db: Db, order: OrderVersion & { sellerId: number }, memberId: number): Promise<LedgerLine[]> {
  if (order.version === 0) return [];
  const rows = await db
    .select({ entryId: journalEntries.id, time: journalEntries.createdAt, memo: journalEntries.memo, amount: postings.amount, asset: accounts.asset, userId: accounts.userId })
    .from(postings)
    .innerJoin(journalEntries, eq(journalEntries.id, postings.entryId))
    .innerJoin(accounts, eq(accounts.id, postings.accountId))
    .where(and(or(eq(accounts.userId, memberId), and(eq(accounts.systemCode, systemAccounts.platformFees), eq(accounts.asset, 'cny'))), eq(journalEntries.orderId, order.id)))
    .orderBy(asc(journalEntries.id), asc(postings.id));
  // The platform's fee per entry: a line of the seller's only, never one of the member's own postings.
  const fees = new Map(rows.filter((r) => r.userId === null).map((r) => [r.entryId, r.amount]));
  return rows
    .filter((r) => r.userId !== null)
    .flatMap((r): LedgerLine[] => {
      const time = formatChinaTime(r.time);
      const fee = fees.get(r.entryId) ?? 0;
      if (memberId === order.sellerId && r.asset === 'cny' && r.amount > 0 && fee > 0) return sellerShareLines(order.id, time, r.amount, fee);
      return [{ time, memo: r.memo, amount: r.amount, ...(r.asset === 'bean' ? { unit: 'bean' as const } : {}) }];
    });
}

/**
 * The sum of the member's ledger lines per order, for a page of orders in one grouped query (MyDeal.net); an order
 * that moved none of the member's money (offline) is absent, i.e. 0.
 */
export async function ledgerNets(db: Db, memberId: number, orders: OrderVersion[]): Promise<Map<number, number>> {
  const moved = orders.filter((o) => o.version > 0).map((o) => o.id);
  if (moved.length === 0) return new Map();
  const rows = await db
    .select({ orderId: journalEntries.orderId, net: sum(postings.amount).mapWith(Number) })
    .from(postings)
    .innerJoin(journalEntries, eq(journalEntries.id, postings.entryId))
    .innerJoin(accounts, eq(accounts.id, postings.accountId))
    .where(and(memberCny(memberId), inArray(journalEntries.orderId, moved)))
    .groupBy(journalEntries.orderId);
  return new Map(rows.map((r) => [r.orderId!, r.net]));
}
