import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { CashOutItem, CashOutPageQuery, CashOutQueueItem, CashOutReview, CashOutStage, CollectAccount } from '../../../../src/api/contracts/cash-out';
import type { Page } from '../../../../src/api/contracts/trade';
import { maxMoveFen, minMoveFen } from '../../../../src/api/contracts/money-rules';
import { cashOutSnapshots } from '../../../../src/machines/cash-out.machine';
import { stateLabel } from '../../../../src/machines/order-lifecycles';
import type { Db } from '../../db/database';
import { accounts, cashOutEvents, cashOuts, users } from '../../db/schema';
import { notFound } from '../../http/api-error';
import { replayedHistory } from '../audit-trail';
import { listCards, realNamesOf } from '../bank-cards/cards';
import { formatChinaTime } from '../clock';
import { isAuthenticated } from '../members';
import { offsetOf } from '../paging';
import type { Member } from '../sessions';
import { accountView, type CashOutRow } from './cash-outs';

const stateNameOf = (row: CashOutRow) => stateLabel(cashOutSnapshots.resolve(row.stateValue, row.context));
const rejectReasonOf = (row: CashOutRow) => (row.context.rejectReason as string | null | undefined) ?? null;

/** A cash-out's recorded events (numbered from 1: its first record is the apply event) and whether they replay to it. */
const historyOf = async (db: Db, row: CashOutRow) =>
  replayedHistory(db, await db.select().from(cashOutEvents).where(eq(cashOutEvents.cashOutId, row.id)).orderBy(asc(cashOutEvents.id)), cashOutSnapshots, row);

async function heldOf(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ balance: accounts.balance })
    .from(accounts)
    .where(and(eq(accounts.userId, userId), eq(accounts.asset, 'cny'), eq(accounts.purse, 'held')))
    .limit(1);
  return row?.balance ?? 0;
}

/** GET /api/user/cash/out/collect/account */
export async function collectAccount(db: Db, member: Member, balance: number): Promise<CollectAccount> {
  const cards = await listCards(db, member.id, 'collect');
  const names = await realNamesOf(db, member);
  const alipay = member.alipayAccount;
  return {
    cards,
    defaultCardId: cards.find((c) => c.defaultCard)?.id ?? null,
    alipayAccount: alipay ? accountView({ to: 'alipay', number: alipay, holderName: '' }, false).number : null,
    balance,
    held: await heldOf(db, member.id),
    minAmount: minMoveFen,
    maxAmount: maxMoveFen,
    fee: 0,
    authenticated: isAuthenticated(member),
    payPasswordSet: member.payPasswordHash !== null,
    realName: names[0] ?? null,
  };
}

export async function cashOutItem(db: Db, row: CashOutRow): Promise<CashOutItem> {
  return {
    id: row.id,
    amount: row.amount,
    account: accountView(row.account, false),
    stateValue: row.stateValue as CashOutStage,
    context: row.context,
    stage: row.stage as CashOutStage,
    stateName: stateNameOf(row),
    rejectReason: rejectReasonOf(row),
    createTime: formatChinaTime(row.createdAt),
    updateTime: formatChinaTime(row.updatedAt),
    ...(await historyOf(db, row)),
  };
}

/** GET /api/user/cash/out/page: the member's own cash-outs, newest first, with their histories. */
export async function myCashOuts(db: Db, userId: number, query: CashOutPageQuery): Promise<Page<CashOutItem>> {
  const where = and(eq(cashOuts.userId, userId), query.stage ? eq(cashOuts.stage, query.stage) : undefined);
  const [counted] = await db.select({ n: count() }).from(cashOuts).where(where);
  const rows = await db.select().from(cashOuts).where(where).orderBy(desc(cashOuts.id)).limit(query.pageSize).offset(offsetOf(query));
  const list = [];
  for (const row of rows) list.push(await cashOutItem(db, row));
  return { list, total: counted?.n ?? 0, pageNo: query.pageNo, pageSize: query.pageSize };
}

const queueItem = (row: CashOutRow, userName: string, whole: boolean): CashOutQueueItem => ({
  id: row.id,
  userId: row.userId,
  userName,
  amount: row.amount,
  account: accountView(row.account, whole),
  stage: row.stage as CashOutStage,
  stateName: stateNameOf(row),
  createTime: formatChinaTime(row.createdAt),
});

/** GET /api/operator/cash-out/page: those waiting to be paid first, the longest waiting first; then the rest, newest first. */
export async function cashOutQueue(db: Db, query: CashOutPageQuery): Promise<Page<CashOutQueueItem>> {
  const where = query.stage ? eq(cashOuts.stage, query.stage) : undefined;
  const [counted] = await db.select({ n: count() }).from(cashOuts).where(where);
  const rows = await db
    .select({ row: cashOuts, userName: users.userName })
    .from(cashOuts)
    .innerJoin(users, eq(users.id, cashOuts.userId))
    .where(where)
    .orderBy(desc(sql`${cashOuts.stage} = 'held'`), sql`case when ${cashOuts.stage} = 'held' then ${cashOuts.id} else -${cashOuts.id} end`)
    .limit(query.pageSize)
    .offset(offsetOf(query));
  return { list: rows.map((r) => queueItem(r.row, r.userName, false)), total: counted?.n ?? 0, pageNo: query.pageNo, pageSize: query.pageSize };
}

/** GET /api/operator/cash-out/{id}: the whole account number (staff pay it), the member and the history. */
export async function cashOutReview(db: Db, id: number): Promise<CashOutReview> {
  const [found] = await db.select({ row: cashOuts, member: users }).from(cashOuts).innerJoin(users, eq(users.id, cashOuts.userId)).where(eq(cashOuts.id, id)).limit(1);
  if (!found) throw notFound('cashOutNotFound');
  const { row, member } = found;
  const names = await realNamesOf(db, member);
  return {
    ...queueItem(row, member.userName, true),
    stateValue: row.stateValue as CashOutStage,
    context: row.context,
    phone: member.phone,
    level: member.level,
    realName: names[0] ?? null,
    rejectReason: rejectReasonOf(row),
    version: row.version,
    ...(await historyOf(db, row)),
  };
}
