import { and, asc, eq, lte, ne, sql } from 'drizzle-orm';
import { vipPurchaseKinds, type VipLevelSetting, type VipPaymentType, type VipPurchaseKind } from '../../../../src/api/contracts/membership-names';
import { addYears, upgradeFen, vipDaysLeft } from '../../../../src/api/contracts/membership-rules';
import type { UnifiedOrderBody } from '../../../../src/api/contracts/payments';
import { type VipPlace, type VipPurchaseEvent, vipPurchaseSnapshots } from '../../../../src/machines/vip-purchase.machine';
import type { Db } from '../../db/database';
import { accounts, users, vipPurchaseEvents, vipPurchases } from '../../db/schema';
import { ApiError, badRequest, conflict } from '../../http/api-error';
import type { Clock } from '../clock';
import { commit, prepare, sendEvent, type Lifecycle, type Sender } from '../lifecycle/enforcer';
import { postMoves } from '../lifecycle/post-moves';
import { tableLifecycle } from '../lifecycle/table-lifecycle';
import { systemAccounts } from '../ledger';
import type { LimitStore } from '../limits/limit-store';
import { deliverNotice } from '../notices';
import type { CreditedPayment, PricedPurpose, PurposeHandler } from '../payments/purpose-effects';
import type { Member } from '../sessions';
import { vipActiveNotice, vipClosedNotice, vipExpiredNotice } from './membership-notices';
import { requirePayPassword } from './money';
import { vipLevels } from './settings';

/**
 * 会员年费 (VIP; issue 14, docs/adr/0026) on the server: what a level costs the member now, buying it from the balance
 * or by a top-up, and the deadline that ends it. Every change of a purchase is an event of the VIP purchase machine
 * through the one enforcer; the member's users row (level, vipLevel, vipExpiresAt) follows the active purchase in the
 * same transaction. A member's VIP changes one at a time (an advisory lock), and at most one purchase is active (a
 * unique index): a renewal or an upgrade supersedes the active purchase before it becomes active itself.
 */
export type VipPurchaseRow = typeof vipPurchases.$inferSelect;
interface Loaded {
  row: VipPurchaseRow;
}

/** The advisory lock of one member's VIP (first key 'vi'; no other lock uses it): their purchases, one at a time. */
const vipLockSpace = 0x7669;
const lockVip = (tx: Db, userId: number) => tx.execute(sql`select pg_advisory_xact_lock(${vipLockSpace}::integer, ${userId}::integer)`);

/** Where a member's VIP stands, as the users row holds it. */
export interface VipStanding {
  level: number;
  vipLevel: number;
  vipExpiresAt: Date | null;
}

/** The active VIP: a level 3-5 whose expiry has not passed (the expiry job may not have run yet). */
const activeVip = (m: VipStanding, now: Date) => (m.vipLevel >= 3 && m.vipExpiresAt !== null && m.vipExpiresAt > now ? { level: m.vipLevel, expiresAt: m.vipExpiresAt } : null);

/** A level the member may buy now, what kind of purchase it is, its price and the time it gives. */
export interface VipQuote {
  level: VipLevelSetting;
  kind: VipPurchaseKind;
  /** Whole years bought; 0 for an upgrade. */
  years: number;
  amount: number;
  expiresAt: Date;
  /** The active VIP it was worked out from (0 / null: none): a top-up applies only while this is still so. */
  fromLevel: number;
  fromExpiresAt: Date | null;
}

/**
 * What buying `levelId` for `years` means for the member now (design/lifecycles.md, VIP purchase): without an active
 * VIP a first purchase (years × the price, from now); the active level again a renewal (its expiry moves by whole
 * years); a higher level an upgrade (the yearly difference for the days left, rounded up to the fen; the expiry kept);
 * a lower level is refused.
 */
export function quoteVip(levels: readonly VipLevelSetting[], member: VipStanding, levelId: number, years: number, now: Date): VipQuote {
  const level = levels.find((l) => l.levelId === levelId);
  if (!level) throw badRequest('vipLevelUnknown');
  const active = activeVip(member, now);
  const from = { fromLevel: active?.level ?? 0, fromExpiresAt: active?.expiresAt ?? null };
  if (!active) return { level, kind: 'new', years, amount: level.yearFen * years, expiresAt: addYears(now, years), ...from };
  if (levelId < active.level) throw badRequest('vipLevelBelowActive');
  if (levelId === active.level) return { level, kind: 'renew', years, amount: level.yearFen * years, expiresAt: addYears(active.expiresAt, years), ...from };
  const current = levels.find((l) => l.levelId === active.level)!;
  return { level, kind: 'upgrade', years: 0, amount: upgradeFen(current.yearFen, level.yearFen, vipDaysLeft(active.expiresAt, now)), expiresAt: active.expiresAt, ...from };
}

const standingOf = async (db: Db, userId: number): Promise<VipStanding & { authenticated: boolean }> => {
  const [row] = await db
    .select({ level: users.level, vipLevel: users.vipLevel, vipExpiresAt: users.vipExpiresAt, authType: users.authType })
    .from(users)
    .where(eq(users.id, userId));
  if (!row) throw badRequest('memberNotFound');
  return { ...row, authenticated: row.authType !== 'none' };
};

/** Buying needs real-name authentication: level 2 and above (a level-1 member is sent to authentication). */
const assertMayBuy = (level: number) => {
  if (level < 2) throw badRequest('vipNeedsAuthentication');
};

const titleOf = (quote: Pick<VipQuote, 'level' | 'kind' | 'years'>) =>
  quote.kind === 'upgrade' ? `升级${quote.level.name}（补差价）` : `${quote.level.name}${quote.years}年`;

/** The VIP purchase's lifecycle for the enforcer (docs/adr/0014): the member's own purchases, and the server's events. */
export const vipLifecycle: Lifecycle<VipPurchaseRow, Loaded> = {
  ...tableLifecycle({ table: vipPurchases, events: vipPurchaseEvents, objectId: 'purchaseId', stage: vipPurchaseSnapshots.stage }),
  refusals: { notAllowed: 'vipActionNotAllowed', changed: 'vipChanged', notParty: 'vipPurchaseNotFound' },

  roleOf(row, sender) {
    if (sender.kind === 'system') return 'system';
    if (sender.kind === 'operator') return null;
    return row.userId === sender.member.id ? 'member' : null;
  },

  snapshot: (row) => vipPurchaseSnapshots.resolve(row.stateValue as string, row.context),

  /**
   * One VIP change of a member at a time; and a purchase about to become active first ends the one that is (its time
   * carried on by a renewal or an upgrade, or run out when the expiry job has not reached it yet).
   */
  async before(tx, clock, step) {
    await lockVip(tx, step.row.userId);
    if (step.event.type !== 'vip.pay' && step.event.type !== 'vip.payByTopUp') return;
    const [old] = await tx
      .select()
      .from(vipPurchases)
      .where(and(eq(vipPurchases.userId, step.row.userId), eq(vipPurchases.stage, 'active'), ne(vipPurchases.id, step.row.id)));
    if (!old) return;
    const ended = old.expiresAt !== null && old.expiresAt <= step.now ? 'vip.expire' : 'vip.supersede';
    await commit(vipLifecycle, tx, clock, prepare(vipLifecycle, { row: old }, { kind: 'system' }, { type: ended }, step.now), null);
  },

  // The machine's move: the price from the member's balance to the platform's fee income, once per purchase.
  money: postMoves({
    item: 'vip',
    account: (place: VipPlace, row: VipPurchaseRow) =>
      place === 'balance' ? { userId: row.userId, asset: 'cny' } : { system: systemAccounts.platformFees, asset: 'cny' },
    amount: (_kind: 'amount', row: VipPurchaseRow) => row.amount,
    key: (_step, row) => `vip:${row.id}:pay`,
    memo: async (_step, row, tx) => {
      const level = (await vipLevels(tx)).find((l) => l.levelId === row.levelId)!;
      return `会员年费：${titleOf({ level, kind: row.kind as VipPurchaseKind, years: row.years })}`;
    },
  }),

  async effects(tx, _clock, step, updated) {
    const event = step.event as unknown as VipPurchaseEvent;
    const level = (await vipLevels(tx)).find((l) => l.levelId === updated.levelId)!;
    switch (event.type) {
      case 'vip.pay':
      case 'vip.payByTopUp': {
        // The effective level follows the purchase: at least the level bought.
        await tx
          .update(users)
          .set({ level: sql`greatest(${users.level}, ${updated.levelId})`, vipLevel: updated.levelId, vipExpiresAt: updated.expiresAt })
          .where(eq(users.id, updated.userId));
        await deliverNotice(tx, vipActiveNotice(updated.userId, level.name, updated.kind as VipPurchaseKind, updated.amount, updated.expiresAt!), step.now);
        return;
      }
      case 'vip.close':
        await deliverNotice(tx, vipClosedNotice(updated.userId, level.name, updated.amount, event.reason.trim()), step.now);
        return;
      case 'vip.expire':
        // Back to what authentication gives: 2 when authenticated, else 1.
        await tx
          .update(users)
          .set({
            level: sql`case when ${users.authType} <> 'none' and ${users.authState} = 2 then 2 else 1 end`,
            vipLevel: 0,
            vipExpiresAt: null,
          })
          .where(eq(users.id, updated.userId));
        await deliverNotice(tx, vipExpiredNotice(updated.userId, level.name), step.now);
        return;
      case 'vip.supersede':
        return;
    }
  },
};

/** A new purchase in `applied`, as quoted (a closed top-up's purchase has no time: `quote` null). */
async function insertApplied(
  tx: Db,
  userId: number,
  fields: { levelId: number; kind: VipPurchaseKind; years: number; amount: number; expiresAt: Date | null },
  paymentType: VipPaymentType,
  paymentOrderId: number | null,
  now: Date,
): Promise<VipPurchaseRow> {
  const start = vipPurchaseSnapshots.start();
  const [row] = await tx
    .insert(vipPurchases)
    .values({
      userId,
      levelId: fields.levelId,
      years: fields.years,
      kind: fields.kind,
      amount: fields.amount,
      paymentType,
      paymentOrderId,
      startsAt: fields.expiresAt && now,
      expiresAt: fields.expiresAt,
      ...vipPurchaseSnapshots.stored(start),
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  return row!;
}

/** The member's purchase a request with this idempotency key already paid, if any. */
async function purchaseByKey(db: Db, userId: number, key: string): Promise<VipPurchaseRow | undefined> {
  const [row] = await db
    .select({ purchase: vipPurchases })
    .from(vipPurchases)
    .innerJoin(vipPurchaseEvents, eq(vipPurchaseEvents.purchaseId, vipPurchases.id))
    .where(and(eq(vipPurchases.userId, userId), eq(vipPurchaseEvents.idempotencyKey, key), eq(vipPurchaseEvents.event, 'vip.pay')))
    .limit(1);
  return row?.purchase;
}

/**
 * POST /api/user/annual/payment: buy or upgrade a level from the balance. Refused before anything moves: a member not
 * authenticated, a level below the active one, the payment password. Then, under the member's VIP lock, the quote is
 * worked out again from the member as they are, the purchase created in `applied` and paid (`vip.pay`) in the same
 * transaction, so a refused payment (too little balance) leaves nothing behind. The same request again (its
 * idempotency key) is answered with the purchase it paid.
 */
export async function payVipFromBalance(
  db: Db,
  clock: Clock,
  limits: LimitStore,
  member: Member,
  request: { levelId: number; years: number; payPassword: string },
  idempotencyKey: string | null,
): Promise<VipPurchaseRow> {
  assertMayBuy(member.level);
  const levels = await vipLevels(db);
  quoteVip(levels, member, request.levelId, request.years, clock());
  await requirePayPassword(limits, member, request.payPassword);
  return db.transaction(async (tx) => {
    // The balance first, then the VIP lock: the order a top-up's crediting takes them in (its effect runs after the
    // credit locked the balance), so the two cannot wait for each other.
    await tx
      .select({ id: accounts.id })
      .from(accounts)
      .where(and(eq(accounts.userId, member.id), eq(accounts.asset, 'cny'), eq(accounts.purse, 'main')))
      .for('update');
    await lockVip(tx, member.id);
    if (idempotencyKey) {
      const paid = await purchaseByKey(tx, member.id, idempotencyKey);
      if (paid) {
        if (paid.levelId !== request.levelId || (paid.kind !== 'upgrade' && paid.years !== request.years)) throw conflict('requestKeyReused');
        return paid;
      }
    }
    const now = clock();
    const standing = await standingOf(tx, member.id);
    assertMayBuy(standing.level);
    const quote = quoteVip(levels, standing, request.levelId, request.years, now);
    const row = await insertApplied(tx, member.id, { ...quote, levelId: quote.level.levelId }, 'balance', null, now);
    const step = prepare(vipLifecycle, { row }, { kind: 'member', member }, { type: 'vip.pay' }, now, ['member']);
    return commit(vipLifecycle, tx, clock, step, idempotencyKey);
  });
}

/** The top-up's details kept on its payment order: what was quoted, from which active VIP. */
interface VipOrderDetail {
  levelId: number;
  years: number;
  kind: VipPurchaseKind;
  fromLevel: number;
  fromExpiresAt: string | null;
}
const isKind = (k: unknown): k is VipPurchaseKind => (vipPurchaseKinds as readonly unknown[]).includes(k);

/**
 * Why a top-up's purchase no longer applies when its money arrives, in the words of the member's notice; null when it
 * still does (the member's active VIP is what it was when the price was worked out).
 */
function noLongerApplies(detail: VipOrderDetail, standing: VipStanding, now: Date, levels: readonly VipLevelSetting[]): string | null {
  const active = activeVip(standing, now);
  const same = (active?.level ?? 0) === detail.fromLevel && (active?.expiresAt.toISOString() ?? null) === detail.fromExpiresAt;
  if (same) return null;
  const name = levels.find((l) => l.levelId === detail.levelId)?.name ?? 'VIP';
  if (active && active.level > detail.levelId) return `您已是更高等级的会员，无需再购买${name}`;
  if (!active && detail.fromLevel > 0) return '支付期间您原有的会员已到期，升级或续费的价格已变化，请重新购买';
  return '支付期间您的会员等级或有效期已变化，原价格已不适用，请重新购买';
}

/**
 * The VIP purpose of a payment order (POST /api/coin/unifiedOrder {purpose: 'vip', levelId, years}; docs/adr/0025):
 * `price` quotes it as the balance payment would; `effect`, in the crediting transaction once the provider's money
 * reached the balance, pays the purchase from it (`vip.payByTopUp`) if the member's VIP is still what it was quoted
 * from, else closes it (`vip.close`) with the reason, leaving the money in the balance and telling the member.
 */
export const vipPurpose: PurposeHandler<Extract<UnifiedOrderBody, { purpose: 'vip' }>> = {
  async price(db, userId, body, clock): Promise<PricedPurpose> {
    const standing = await standingOf(db, userId);
    assertMayBuy(standing.level);
    const quote = quoteVip(await vipLevels(db), standing, body.levelId, body.years, clock ? clock() : new Date());
    const detail: VipOrderDetail = {
      levelId: quote.level.levelId,
      years: quote.years,
      kind: quote.kind,
      fromLevel: quote.fromLevel,
      fromExpiresAt: quote.fromExpiresAt?.toISOString() ?? null,
    };
    return { amount: quote.amount, coinNumbers: 0, detail: detail as unknown as Record<string, unknown>, subject: titleOf(quote) };
  },

  async effect(tx, clock, payment: CreditedPayment) {
    const detail = payment.detail as unknown as VipOrderDetail;
    if (!isKind(detail.kind)) throw new Error(`payment order ${payment.outTradeNo}: no VIP purchase in its detail`);
    await lockVip(tx, payment.userId);
    const [done] = await tx.select({ id: vipPurchases.id }).from(vipPurchases).where(eq(vipPurchases.paymentOrderId, payment.id));
    if (done) return;
    const now = clock();
    const levels = await vipLevels(tx);
    const standing = await standingOf(tx, payment.userId);
    const reason = noLongerApplies(detail, standing, now, levels);
    const sender: Sender = { kind: 'system' };
    if (reason === null) {
      const quote = quoteVip(levels, standing, detail.levelId, detail.years || 1, now);
      // Paid what it was quoted (an upgrade's days left only shrink while the member pays).
      const row = await insertApplied(tx, payment.userId, { ...quote, levelId: quote.level.levelId, amount: payment.amount }, 'topup', payment.id, now);
      try {
        // A savepoint: should paying fail after all, the purchase is closed instead and the money stays in the balance.
        await tx.transaction((sp) => commit(vipLifecycle, sp, clock, prepare(vipLifecycle, { row }, sender, { type: 'vip.payByTopUp' }, now), null));
        return;
      } catch (error) {
        if (!(error instanceof ApiError)) throw error;
      }
      const closed = (await vipLifecycle.load(tx, row.id))!.row;
      await commit(vipLifecycle, tx, clock, prepare(vipLifecycle, { row: closed }, sender, { type: 'vip.close', reason: '开通时余额扣款未成功' }, now), null);
      return;
    }
    const row = await insertApplied(
      tx,
      payment.userId,
      { levelId: detail.levelId, kind: detail.kind, years: detail.years, amount: payment.amount, expiresAt: null },
      'topup',
      payment.id,
      now,
    );
    await commit(vipLifecycle, tx, clock, prepare(vipLifecycle, { row }, sender, { type: 'vip.close', reason }, now), null);
  },
};

/**
 * The VIP deadline (a DueJob): every active purchase whose expiry has passed gets `vip.expire` from the system, which
 * returns the member's level to what authentication gives. A purchase a renewal took over meanwhile refuses it.
 */
export async function runDueVipExpiries(db: Db, clock: Clock, batch = 100): Promise<number> {
  const due = await db
    .select({ id: vipPurchases.id })
    .from(vipPurchases)
    .where(and(eq(vipPurchases.stage, 'active'), lte(vipPurchases.expiresAt, clock())))
    .orderBy(asc(vipPurchases.expiresAt))
    .limit(batch);
  let moved = 0;
  for (const { id } of due) {
    try {
      await sendEvent(vipLifecycle, db, clock, id, { kind: 'system' }, { type: 'vip.expire' });
      moved += 1;
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
    }
  }
  return moved;
}

/** Sends a server event to a purchase through the enforcer (the expiry job's way; tests use it for the refused ones). */
export const sendVipSystemEvent = (db: Db, clock: Clock, id: number, event: { type: 'vip.expire' | 'vip.supersede' | 'vip.payByTopUp' } | { type: 'vip.close'; reason: string }) =>
  sendEvent(vipLifecycle, db, clock, id, { kind: 'system' }, event);
