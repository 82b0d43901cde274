import { and, count, desc, eq, inArray, like, sql } from 'drizzle-orm';
import type { BondMove, BondRecordPageQuery } from '../../../../src/api/contracts/bonds';
import type { Page } from '../../../../src/api/contracts/trade';
import type { Db } from '../../db/database';
import { accounts, bondOrders, journalEntries, postings } from '../../db/schema';
import { formatChinaTime } from '../clock';
import { offsetOf } from '../paging';
import type { Member } from '../sessions';

/*
 * Which offer or order an entry is for is read from its key, written only by margin trading (bond-orders.ts:
 * `bond-offer:{offerId}:{act}`, `bond-order:{orderId}:{event}`): journal_entries.order_id names escrow orders only
 * (its foreign key), and the key already says it, unique and never changed.
 */
const keyId = (prefix: string) =>
  sql<number | null>`case when ${journalEntries.idempotencyKey} like ${`${prefix}:%`} then split_part(${journalEntries.idempotencyKey}, ':', 2)::integer end`;
const orderIdOf = keyId('bond-order');
const offerIdOf = sql<number | null>`coalesce(${keyId('bond-offer')}, (select ${bondOrders.offerId} from ${bondOrders} where ${bondOrders.id} = ${orderIdOf}))`;

/**
 * GET /api/bond/record: the caller's money moved by margin trading (item bondTrade) on their bond funds and balance,
 * newest first; of one order with orderId (the caller's own postings only, so another's order shows nothing).
 */
export async function bondRecords(db: Db, member: Member, query: BondRecordPageQuery): Promise<Page<BondMove>> {
  const where = and(
    eq(accounts.userId, member.id),
    eq(accounts.asset, 'cny'),
    inArray(accounts.purse, ['bond', 'main']),
    eq(journalEntries.item, 'bondTrade'),
    query.orderId === undefined ? undefined : like(journalEntries.idempotencyKey, `bond-order:${query.orderId}:%`),
  );
  const from = () =>
    db
      .select({
        id: postings.id,
        orderId: orderIdOf,
        offerId: offerIdOf,
        purse: accounts.purse,
        change: postings.amount,
        memo: journalEntries.memo,
        createdAt: journalEntries.createdAt,
      })
      .from(postings)
      .innerJoin(accounts, eq(accounts.id, postings.accountId))
      .innerJoin(journalEntries, eq(journalEntries.id, postings.entryId));
  const [rows, [total]] = await Promise.all([
    from().where(where).orderBy(desc(postings.id)).limit(query.pageSize).offset(offsetOf(query)),
    db
      .select({ n: count() })
      .from(postings)
      .innerJoin(accounts, eq(accounts.id, postings.accountId))
      .innerJoin(journalEntries, eq(journalEntries.id, postings.entryId))
      .where(where),
  ]);
  return {
    list: rows.map((r) => ({
      id: r.id,
      orderId: r.orderId === null ? null : Number(r.orderId),
      offerId: r.offerId === null ? null : Number(r.offerId),
      purse: r.purse as 'bond' | 'main',
      change: r.change,
      memo: r.memo,
      createTime: formatChinaTime(r.createdAt),
    })),
    total: total?.n ?? 0,
    pageNo: query.pageNo,
    pageSize: query.pageSize,
  };
}
