import { and, count, desc, eq } from 'drizzle-orm';
import type { BondAccount, BondRecord } from '../../../../src/api/contracts/membership';
import type { Page } from '../../../../src/api/contracts/trade';
import type { Db } from '../../db/database';
import { accounts, journalEntries, postings } from '../../db/schema';
import { ApiError, badRequest } from '../../http/api-error';
import { formatChinaTime, type Clock } from '../clock';
import type { LimitStore } from '../limits/limit-store';
import { offsetOf, type PageQuery } from '../paging';
import type { Member } from '../sessions';
import { movePurse, requirePayPassword } from './money';

/**
 * 保证金账户 (bond funds; issue 14, docs/adr/0026): the margin account the bond trading issue will use. The member
 * moves yuan from the balance into it and back, with the payment password, each move one journal entry (item bond)
 * between two of the member's purses. Bond trading will freeze and release from this purse; nothing else spends it.
 */

/** One purse's cached balance (0 when the member never used it). */
export async function purseBalance(db: Db, userId: number, purse: 'main' | 'deposit' | 'bond'): Promise<number> {
  const [row] = await db
    .select({ balance: accounts.balance })
    .from(accounts)
    .where(and(eq(accounts.userId, userId), eq(accounts.asset, 'cny'), eq(accounts.purse, purse)));
  return row?.balance ?? 0;
}

export async function bondAccount(db: Db, member: Member): Promise<BondAccount> {
  const [bond, balance] = await Promise.all([purseBalance(db, member.id, 'bond'), purseBalance(db, member.id, 'main')]);
  return { bond, balance, payPasswordSet: member.payPasswordHash !== null };
}

/** POST /api/bond/recharge (balance → bond) and /api/bond/withdraw (bond → balance). */
export async function moveBond(
  db: Db,
  clock: Clock,
  limits: LimitStore,
  member: Member,
  direction: 'recharge' | 'withdraw',
  request: { amount: number; payPassword: string },
  key: string | null,
): Promise<void> {
  await requirePayPassword(limits, member, request.payPassword);
  const recharge = direction === 'recharge';
  try {
    await db.transaction((tx) =>
      movePurse(
        tx,
        clock,
        {
          userId: member.id,
          from: recharge ? 'main' : 'bond',
          to: recharge ? 'bond' : 'main',
          amount: request.amount,
          item: 'bond',
          memo: recharge ? '保证金账户充值（从余额转入）' : '保证金账户提现（转回余额）',
          kind: `bond:${direction}`,
        },
        key,
      ),
    );
  } catch (error) {
    // The ledger's shortfall names the balance; taken from the bond funds it is theirs that is short.
    if (!recharge && error instanceof ApiError && error.messageKey === 'insufficientBalance') throw badRequest('bondInsufficient');
    throw error;
  }
}

/** GET /api/bond/pay/record: the bond funds' postings, newest first. */
export async function bondRecords(db: Db, member: Member, page: PageQuery): Promise<Page<BondRecord>> {
  const mine = and(eq(accounts.userId, member.id), eq(accounts.asset, 'cny'), eq(accounts.purse, 'bond'));
  const [rows, [total]] = await Promise.all([
    db
      .select({ id: postings.id, change: postings.amount, memo: journalEntries.memo, createdAt: journalEntries.createdAt })
      .from(postings)
      .innerJoin(accounts, eq(accounts.id, postings.accountId))
      .innerJoin(journalEntries, eq(journalEntries.id, postings.entryId))
      .where(mine)
      .orderBy(desc(postings.id))
      .limit(page.pageSize)
      .offset(offsetOf(page)),
    db.select({ n: count() }).from(postings).innerJoin(accounts, eq(accounts.id, postings.accountId)).where(mine),
  ]);
  return {
    list: rows.map((r) => ({ id: r.id, change: r.change, memo: r.memo, createTime: formatChinaTime(r.createdAt) })),
    total: total?.n ?? 0,
    pageNo: page.pageNo,
    pageSize: page.pageSize,
  };
}
