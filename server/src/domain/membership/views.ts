import { and, asc, count, desc, eq, gt, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  applyFormListQuery,
  DepositAccount,
  DepositPaymentView,
  MembershipAudit,
  SurrenderView,
  VipLevelOffer,
  VipList,
  VipPaymentResult,
  VipPaymentView,
  VipPurchaseView,
  VipSeat,
  vipPaymentListQuery,
  vipSeatQuery,
} from '../../../../src/api/contracts/membership';
import { finishedSurrenderStages, surrenderStageNames, vipPaymentTypeNames, vipPurchaseKindNames, vipPurchaseStageNames, type SurrenderStage, type VipLevelSetting, type VipPurchaseKind, type VipPurchaseStage } from '../../../../src/api/contracts/membership-names';
import { vipDaysLeft } from '../../../../src/api/contracts/membership-rules';
import { formatYuan } from '../../../../src/api/contracts/display';
import type { Page } from '../../../../src/api/contracts/trade';
import type { RecordedEvent, Walk } from '../../../../src/machines/machine-graph';
import { depositSurrenderSnapshots } from '../../../../src/machines/deposit-surrender.machine';
import { vipPurchaseSnapshots } from '../../../../src/machines/vip-purchase.machine';
import type { Db } from '../../db/database';
import { accounts, depositSurrenderEvents, depositSurrenders, journalEntries, paymentOrders, postings, users, vipPurchaseEvents, vipPurchases } from '../../db/schema';
import { ApiError, notFound } from '../../http/api-error';
import { auditEventsOf, sameJson, type EventRow } from '../audit-trail';
import { formatChinaDate, formatChinaTime } from '../clock';
import { levelName, namesOf } from '../members';
import { offsetOf, type PageQuery } from '../paging';
import type { Member } from '../sessions';
import { tradeSettings } from '../trade/settings';
import { purseBalance } from './bond';
import { depositStanding } from './deposit';
import { depositSettings, vipLevels } from './settings';
import { quoteVip, type VipPurchaseRow } from './vip';

/** What the member's VIP and deposit pages read (docs/adr/0026): lists of their own, and the public VIP directory. */

const pageOf = <T>(list: T[], total: number, page: PageQuery): Page<T> => ({ list, total, pageNo: page.pageNo, pageSize: page.pageSize });
const timeOrNull = (d: Date | null) => (d ? formatChinaTime(d) : null);

/** A level's benefits as the platform states them, and the credit lines the `trade` setting gives the level. */
function benefitsOf(level: VipLevelSetting, lines: { buy: number; sell: number; order: number } | undefined): string[] {
  const credit = lines && lines.buy + lines.sell + lines.order > 0 ? [`信用额度：求购¥${formatYuan(lines.buy)}、出售¥${formatYuan(lines.sell)}、交易¥${formatYuan(lines.order)}`] : [];
  return [...level.benefits, ...credit];
}

/** GET /api/user/annual/vipList: each level with its price, benefits and what buying it means now; where the member stands. */
export async function vipList(db: Db, member: Member, now: Date): Promise<VipList> {
  const [levels, trade, balance] = await Promise.all([vipLevels(db), tradeSettings(db), purseBalance(db, member.id, 'main')]);
  const offers: VipLevelOffer[] = levels.map((level) => {
    let kind: VipPurchaseKind | null = null;
    let upgrade: number | null = null;
    try {
      const quote = quoteVip(levels, member, level.levelId, 1, now);
      kind = quote.kind;
      upgrade = quote.kind === 'upgrade' ? quote.amount : null;
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
    }
    return { levelId: level.levelId, name: level.name, yearFen: level.yearFen, benefits: benefitsOf(level, trade.creditLines[String(level.levelId)]), kind, upgradeFen: upgrade };
  });
  const active = member.vipLevel >= 3 && member.vipExpiresAt !== null && member.vipExpiresAt > now;
  return {
    levels: offers,
    levelId: member.level,
    levelName: levelName(member.level),
    vipLevel: active ? member.vipLevel : 0,
    expiresAt: active ? formatChinaTime(member.vipExpiresAt!) : null,
    daysLeft: active ? vipDaysLeft(member.vipExpiresAt!, now) : 0,
    mayBuy: member.level >= 2,
    payPasswordSet: member.payPasswordHash !== null,
    balance,
  };
}

export function purchaseView(row: VipPurchaseRow): VipPurchaseView {
  const kind = row.kind as VipPurchaseKind;
  const stage = row.stage as VipPurchaseStage;
  return {
    id: row.id,
    levelId: row.levelId,
    levelName: levelName(row.levelId),
    kind,
    kindName: vipPurchaseKindNames[kind],
    years: row.years,
    amount: row.amount,
    paymentType: row.paymentType,
    paymentTypeName: vipPaymentTypeNames[row.paymentType],
    stage,
    stageName: vipPurchaseStageNames[stage],
    startTime: stage === 'closed' ? null : timeOrNull(row.startsAt),
    expireTime: stage === 'closed' ? null : timeOrNull(row.expiresAt),
    createTime: formatChinaTime(row.createdAt),
    closeReason: (row.context as { closeReason?: string | null }).closeReason ?? null,
  };
}

/** What a payment answers: the purchase, and the member's level and expiry as they now are (the header shows them). */
export async function vipPaymentResult(db: Db, purchase: VipPurchaseRow): Promise<VipPaymentResult> {
  const [standing] = await db.select({ level: users.level, vipExpiresAt: users.vipExpiresAt }).from(users).where(eq(users.id, purchase.userId));
  return {
    purchase: purchaseView(purchase),
    levelId: standing!.level,
    levelName: levelName(standing!.level),
    expiresAt: standing!.vipExpiresAt ? formatChinaTime(standing!.vipExpiresAt) : '',
  };
}

/** GET /api/user/annual/applyFormList: my purchases, newest first, by level and state. */
export async function applyFormList(db: Db, member: Member, query: z.output<typeof applyFormListQuery>): Promise<Page<VipPurchaseView>> {
  const where = and(
    eq(vipPurchases.userId, member.id),
    query.levelId !== undefined ? eq(vipPurchases.levelId, query.levelId) : undefined,
    query.state !== undefined ? eq(vipPurchases.stage, query.state) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db.select().from(vipPurchases).where(where).orderBy(desc(vipPurchases.id)).limit(query.pageSize).offset(offsetOf(query)),
    db.select({ n: count() }).from(vipPurchases).where(where),
  ]);
  return pageOf(rows.map(purchaseView), total?.n ?? 0, query);
}

/** The stages of a paid purchase: what paymentList lists. */
const paidStages: VipPurchaseStage[] = ['active', 'expired', 'superseded'];

/** GET /api/user/annual/paymentList: my paid purchases (what I paid, how, when), newest first, by level and payment type. */
export async function vipPaymentList(db: Db, member: Member, query: z.output<typeof vipPaymentListQuery>): Promise<Page<VipPaymentView>> {
  const where = and(
    eq(vipPurchases.userId, member.id),
    inArray(vipPurchases.stage, paidStages),
    query.levelId !== undefined ? eq(vipPurchases.levelId, query.levelId) : undefined,
    query.paymentType !== undefined ? eq(vipPurchases.paymentType, query.paymentType) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({ row: vipPurchases, outTradeNo: paymentOrders.outTradeNo })
      .from(vipPurchases)
      .leftJoin(paymentOrders, eq(paymentOrders.id, vipPurchases.paymentOrderId))
      .where(where)
      .orderBy(desc(vipPurchases.id))
      .limit(query.pageSize)
      .offset(offsetOf(query)),
    db.select({ n: count() }).from(vipPurchases).where(where),
  ]);
  const list = rows.map(({ row, outTradeNo }) => ({
    id: row.id,
    levelId: row.levelId,
    levelName: levelName(row.levelId),
    kindName: vipPurchaseKindNames[row.kind as VipPurchaseKind],
    amount: row.amount,
    paymentType: row.paymentType,
    paymentTypeName: vipPaymentTypeNames[row.paymentType],
    outTradeNo: outTradeNo ?? null,
    payTime: formatChinaTime(row.startsAt ?? row.createdAt),
  }));
  return pageOf(list, total?.n ?? 0, query);
}

/**
 * GET /api/anon/user/vip/seat?type: the VIP directory (/vip), public: the members whose VIP is active, of one level
 * or all, the latest to join first. Only their names and levels: nothing else about them.
 */
export async function vipSeats(db: Db, query: z.output<typeof vipSeatQuery>, now: Date): Promise<Page<VipSeat>> {
  const where = and(
    eq(vipPurchases.stage, 'active'),
    gt(vipPurchases.expiresAt, now),
    query.type !== undefined ? eq(vipPurchases.levelId, query.type) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({ userName: users.userName, levelId: vipPurchases.levelId, since: vipPurchases.startsAt })
      .from(vipPurchases)
      .innerJoin(users, eq(users.id, vipPurchases.userId))
      .where(where)
      .orderBy(desc(vipPurchases.startsAt), desc(vipPurchases.id))
      .limit(query.pageSize)
      .offset(offsetOf(query)),
    db.select({ n: count() }).from(vipPurchases).where(where),
  ]);
  return pageOf(
    rows.map((r) => ({ userName: r.userName, levelId: r.levelId, levelName: levelName(r.levelId), since: r.since ? formatChinaDate(r.since) : '' })),
    total?.n ?? 0,
    query,
  );
}

/** GET /api/deposit/account: my deposit with what waiting surrenders reserve, my balance and the holding period. */
export async function depositAccount(db: Db, member: Member): Promise<DepositAccount> {
  const [standing, balance, settings] = await Promise.all([depositStanding(db, member.id), purseBalance(db, member.id, 'main'), depositSettings(db)]);
  return { ...standing, balance, holdDays: settings.surrenderHoldDays, payPasswordSet: member.payPasswordHash !== null };
}

/** GET /api/deposit/order/list: my deposit payments (what went into my deposit: from the balance or a top-up), newest first. */
export async function depositPayments(db: Db, member: Member, page: PageQuery): Promise<Page<DepositPaymentView>> {
  const where = and(eq(accounts.userId, member.id), eq(accounts.asset, 'cny'), eq(accounts.purse, 'deposit'), gt(postings.amount, 0));
  const [rows, [total]] = await Promise.all([
    db
      .select({ id: postings.id, amount: postings.amount, memo: journalEntries.memo, createdAt: journalEntries.createdAt })
      .from(postings)
      .innerJoin(accounts, eq(accounts.id, postings.accountId))
      .innerJoin(journalEntries, eq(journalEntries.id, postings.entryId))
      .where(where)
      .orderBy(desc(postings.id))
      .limit(page.pageSize)
      .offset(offsetOf(page)),
    db.select({ n: count() }).from(postings).innerJoin(accounts, eq(accounts.id, postings.accountId)).where(where),
  ]);
  return pageOf(
    rows.map((r) => ({ id: r.id, amount: r.amount, memo: r.memo, createTime: formatChinaTime(r.createdAt) })),
    total?.n ?? 0,
    page,
  );
}

export function surrenderView(row: typeof depositSurrenders.$inferSelect): SurrenderView {
  const stage = row.stage as SurrenderStage;
  return {
    id: row.id,
    amount: row.amount,
    stage,
    stageName: surrenderStageNames[stage],
    dueTime: formatChinaTime(row.dueAt),
    createTime: formatChinaTime(row.createdAt),
    refuseReason: (row.context as { refuseReason?: string | null }).refuseReason ?? null,
    cancellable: stage === 'waiting',
    removable: finishedSurrenderStages.includes(stage),
  };
}

/** GET /api/deposit/surrender/list: my surrenders but those I removed, newest first. */
export async function surrenderList(db: Db, member: Member, page: PageQuery): Promise<Page<SurrenderView>> {
  const where = and(eq(depositSurrenders.userId, member.id), eq(depositSurrenders.hidden, false));
  const [rows, [total]] = await Promise.all([
    db.select().from(depositSurrenders).where(where).orderBy(desc(depositSurrenders.id)).limit(page.pageSize).offset(offsetOf(page)),
    db.select({ n: count() }).from(depositSurrenders).where(where),
  ]);
  return pageOf(rows.map(surrenderView), total?.n ?? 0, page);
}

/** A history replayed through its machine: its events numbered for the diagram, and whether the replay is the row. */
async function audit<R extends string>(
  db: Db,
  row: { id: number; stateValue: unknown; context: unknown },
  events: EventRow[],
  replay: (records: RecordedEvent<R>[]) => Walk,
): Promise<MembershipAudit<R>> {
  const names = await namesOf(
    db,
    events.flatMap((e) => (e.actorId === null ? [] : [e.actorId])),
  );
  // Every record is a machine event (the object starts in its machine's initial state): none is a creation record.
  const audited = auditEventsOf<R>(events, names, '');
  const replayed = replay(audited as unknown as RecordedEvent<R>[]).snapshots.at(-1)!;
  return {
    id: row.id,
    stateValue: row.stateValue as string,
    replayedStateValue: replayed.value as string,
    replayMatches: sameJson(replayed.value, row.stateValue) && sameJson(replayed.context, row.context),
    events: audited,
  };
}

/** GET /api/user/annual/events?id: my purchase's history (another member's answers as one that does not exist). */
export async function vipPurchaseAudit(db: Db, member: Member, id: number) {
  const [row] = await db.select().from(vipPurchases).where(and(eq(vipPurchases.id, id), eq(vipPurchases.userId, member.id)));
  if (!row) throw notFound('vipPurchaseNotFound');
  const events = await db.select().from(vipPurchaseEvents).where(eq(vipPurchaseEvents.purchaseId, id)).orderBy(asc(vipPurchaseEvents.id));
  return audit(db, row, events as EventRow[], vipPurchaseSnapshots.replay);
}

/** GET /api/deposit/surrender/events?id: my surrender's history (another member's answers as one that does not exist). */
export async function surrenderAudit(db: Db, member: Member, id: number) {
  const [row] = await db.select().from(depositSurrenders).where(and(eq(depositSurrenders.id, id), eq(depositSurrenders.userId, member.id)));
  if (!row) throw notFound('surrenderNotFound');
  const events = await db.select().from(depositSurrenderEvents).where(eq(depositSurrenderEvents.surrenderId, id)).orderBy(asc(depositSurrenderEvents.id));
  return audit(db, row, events as EventRow[], depositSurrenderSnapshots.replay);
}
