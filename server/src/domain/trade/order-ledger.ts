import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { LedgerLine } from '../../../../src/api/contracts/trade';
import type { Db } from '../../db/database';
import { accounts, journalEntries, postings } from '../../db/schema';
import { formatChinaTime } from '../clock';
import { orderEntryKeys } from './settlement';

/** The member's postings on their balance (cny): only these are the member's money; escrow and fees are the platform's. */
const memberCny = (memberId: number) => and(eq(accounts.userId, memberId), eq(accounts.asset, 'cny'))!;
type OrderVersion = { id: number; version: number };
const ofOrders = (orders: OrderVersion[]) => inArray(journalEntries.idempotencyKey, orders.flatMap(orderEntryKeys));

/** OrderDetail.ledger: what the order meant for the member's balance, entry by entry, oldest first. */
export async function ledgerLines(db: Db, order: OrderVersion, memberId: number): Promise<LedgerLine[]> {
  if (order.version === 0) return [];
  const rows = await db
    .select({ time: journalEntries.createdAt, memo: journalEntries.memo, amount: postings.amount })
    .from(postings)
    .innerJoin(journalEntries, eq(journalEntries.id, postings.entryId))
    .innerJoin(accounts, eq(accounts.id, postings.accountId))
    .where(and(memberCny(memberId), ofOrders([order])))
    .orderBy(asc(journalEntries.id), asc(postings.id));
  return rows.map((r) => ({ time: formatChinaTime(r.time), memo: r.memo, amount: r.amount }));
}

/**
 * The sum of the member's ledger lines per order, for a page of orders in one grouped query (MyDeal.net); an order
 * that moved none of the member's money (offline) is absent, i.e. 0.
 */
export async function ledgerNets(db: Db, memberId: number, orders: OrderVersion[]): Promise<Map<number, number>> {
  if (!orders.some((o) => o.version > 0)) return new Map();
  // `order:<id>:v<n>`: the second part is the order id.
  const orderIdText = sql<string>`split_part(${journalEntries.idempotencyKey}, ':', 2)`;
  const rows = await db
    .select({ orderId: orderIdText, net: sql<number>`sum(${postings.amount})`.mapWith(Number) })
    .from(postings)
    .innerJoin(journalEntries, eq(journalEntries.id, postings.entryId))
    .innerJoin(accounts, eq(accounts.id, postings.accountId))
    .where(and(memberCny(memberId), ofOrders(orders)))
    .groupBy(orderIdText);
  return new Map(rows.map((r) => [Number(r.orderId), r.net]));
}
