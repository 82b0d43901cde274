import { and, asc, eq, inArray, sum } from 'drizzle-orm';
import type { LedgerLine } from '../../../../src/api/contracts/trade';
import type { Db } from '../../db/database';
import { accounts, journalEntries, postings } from '../../db/schema';
import { formatChinaTime } from '../clock';

/** The member's postings on their balance (cny): only these are the member's money; escrow and fees are the platform's. */
const memberCny = (memberId: number) => and(eq(accounts.userId, memberId), eq(accounts.asset, 'cny'))!;
/** An order that has never moved (version 0) has no entry: it is not looked up. */
type OrderVersion = { id: number; version: number };

/**
 * OrderDetail.ledger: what the order meant for the member's money, entry by entry, oldest first: their yuan (the
 * balance, or the deposit that paid it) and, for an order paid with gold beans, the beans (a `bean` line, docs/adr/0028).
 */
export async function ledgerLines(db: Db, order: OrderVersion, memberId: number): Promise<LedgerLine[]> {
  if (order.version === 0) return [];
  const rows = await db
    .select({ time: journalEntries.createdAt, memo: journalEntries.memo, amount: postings.amount, asset: accounts.asset })
    .from(postings)
    .innerJoin(journalEntries, eq(journalEntries.id, postings.entryId))
    .innerJoin(accounts, eq(accounts.id, postings.accountId))
    .where(and(eq(accounts.userId, memberId), eq(journalEntries.orderId, order.id)))
    .orderBy(asc(journalEntries.id), asc(postings.id));
  return rows.map((r) => ({ time: formatChinaTime(r.time), memo: r.memo, amount: r.amount, ...(r.asset === 'bean' ? { unit: 'bean' as const } : {}) }));
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
