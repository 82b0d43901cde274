import { and, count, desc, eq, gte, lte, sql, type SQL } from 'drizzle-orm';
import { balanceItems, beanItems, paymentItemNames, type PaymentItem } from '../../../../src/api/contracts/money-names';
import type { Page } from '../../../../src/api/contracts/trade';
import { logLineName, type AccountPurses, type LogAccount, type PaymentItemOption, type WalletLogLine } from '../../../../src/api/contracts/wallet-names';
import type { Db } from '../../db/database';
import { accounts, journalEntries, orders, postings, type Asset, type Purse } from '../../db/schema';
import { formatChinaTime } from '../clock';
import { offsetOf, type PageQuery } from '../paging';

/**
 * The member's wallet logs (spec section 7, User and account: log/page, goldCoin/log/page; docs/adr/0028): the
 * postings of one of the member's own accounts joined to their journal entries, newest first, each with the account's
 * balance after it. Only the caller's own accounts are ever read: the member is the session's, never a parameter.
 */

/** GET paymentItemList (yuan) and goldCoin/paymentItemList (beans): the items each log filters by, with their names. */
export const paymentItemOptions = (kind: 'cny' | 'bean'): PaymentItemOption[] =>
  (kind === 'cny' ? balanceItems : beanItems).map((code) => ({ code, name: paymentItemNames[code] }));

export interface LogFilter extends PageQuery {
  /** Epoch ms, both ends included; absent: unbounded on that side. */
  startTime?: number;
  endTime?: number;
  paymentItem?: PaymentItem;
}

/** Which of the member's accounts a log reads: a yuan purse, or the gold beans (main only). */
export type LogSource = { asset: 'cny'; purse: Purse } | { asset: 'bean' };

async function accountIdOf(db: Db, memberId: number, source: LogSource): Promise<number | null> {
  const purse = source.asset === 'cny' ? source.purse : 'main';
  const [row] = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(and(eq(accounts.userId, memberId), eq(accounts.asset, source.asset), eq(accounts.purse, purse)));
  return row?.id ?? null;
}

/**
 * A page of the log. The balance after each line is the running sum of the account's postings in posting order
 * (a window over all of them, before the filters: a filtered line still shows the real balance after it). Postings of
 * one account are inserted while `postTransfer` holds its row lock, so their id order is the order they moved it in.
 */
export async function walletLogPage(db: Db, memberId: number, source: LogSource, filter: LogFilter): Promise<Page<WalletLogLine>> {
  const empty = { list: [], total: 0, pageNo: filter.pageNo, pageSize: filter.pageSize };
  const accountId = await accountIdOf(db, memberId, source);
  if (accountId === null) return empty;

  const conditions: SQL[] = [];
  if (filter.startTime !== undefined) conditions.push(gte(journalEntries.createdAt, new Date(filter.startTime)));
  if (filter.endTime !== undefined) conditions.push(lte(journalEntries.createdAt, new Date(filter.endTime)));
  if (filter.paymentItem) conditions.push(eq(journalEntries.item, filter.paymentItem));

  const running = db
    .select({
      id: postings.id,
      entryId: postings.entryId,
      amount: postings.amount,
      balance: sql<string>`sum(${postings.amount}) over (order by ${postings.id})`.as('balance'),
    })
    .from(postings)
    .where(eq(postings.accountId, accountId))
    .as('running');

  const [rows, [counted]] = await Promise.all([
    db
      .select({
        id: running.id,
        amount: running.amount,
        balance: running.balance,
        item: journalEntries.item,
        memo: journalEntries.memo,
        createdAt: journalEntries.createdAt,
        orderId: journalEntries.orderId,
        buyerId: orders.buyerId,
        sellerId: orders.sellerId,
      })
      .from(running)
      .innerJoin(journalEntries, eq(journalEntries.id, running.entryId))
      .leftJoin(orders, eq(orders.id, journalEntries.orderId))
      .where(and(...conditions))
      .orderBy(desc(running.id))
      .limit(filter.pageSize)
      .offset(offsetOf(filter)),
    db
      .select({ n: count() })
      .from(postings)
      .innerJoin(journalEntries, eq(journalEntries.id, postings.entryId))
      .where(and(eq(postings.accountId, accountId), ...conditions)),
  ]);

  const account: LogAccount = source.asset === 'bean' ? 'bean' : source.purse;
  return {
    ...empty,
    total: counted?.n ?? 0,
    list: rows.map((r) => {
      const side = r.buyerId === memberId ? 'buyer' : r.sellerId === memberId ? 'seller' : null;
      return {
        id: r.id,
        createTime: formatChinaTime(r.createdAt),
        paymentItem: r.item,
        itemName: logLineName(r.item, r.amount, { account, side }),
        memo: r.memo,
        amount: r.amount,
        balance: Number(r.balance),
        orderId: r.orderId,
      };
    }),
  };
}

/** GET /api/user/account/purses: every purse's cached balance (0 for a purse never used) and the gold beans. */
export async function accountPurses(db: Db, memberId: number): Promise<AccountPurses> {
  const rows = await db
    .select({ asset: accounts.asset, purse: accounts.purse, balance: accounts.balance })
    .from(accounts)
    .where(eq(accounts.userId, memberId));
  const of = (asset: Asset, purse: Purse) => rows.find((r) => r.asset === asset && r.purse === purse)?.balance ?? 0;
  return { balance: of('cny', 'main'), deposit: of('cny', 'deposit'), bond: of('cny', 'bond'), held: of('cny', 'held'), matchHeld: of('cny', 'match'), goldCoin: of('bean', 'main') };
}
