import { and, asc, eq, lte, or, sql } from 'drizzle-orm';
import { finishedSurrenderStages, type SurrenderStage } from '../../../../src/api/contracts/membership-names';
import type { UnifiedOrderBody } from '../../../../src/api/contracts/payments';
import { formatYuan } from '../../../../src/api/contracts/display';
import { type DepositSurrenderEvent, type SurrenderPlace, depositSurrenderSnapshots } from '../../../../src/machines/deposit-surrender.machine';
import type { Db } from '../../db/database';
import { accounts, depositSurrenderEvents, depositSurrenders, orders } from '../../db/schema';
import { ApiError, badRequest, conflict, notFound } from '../../http/api-error';
import { addMs, type Clock } from '../clock';
import { commit, prepare, sendEvent, type Lifecycle } from '../lifecycle/enforcer';
import { postMoves } from '../lifecycle/post-moves';
import { tableLifecycle } from '../lifecycle/table-lifecycle';
import { postTransfer } from '../ledger';
import type { LimitStore } from '../limits/limit-store';
import { deliverNotice } from '../notices';
import type { PurposeHandler } from '../payments/purpose-effects';
import type { Member } from '../sessions';
import { surrenderRefundedNotice, surrenderRefusedNotice } from './membership-notices';
import { movePurse, requirePayPassword } from './money';
import { depositSettings } from './settings';

/**
 * 押金 (the deposit; issue 14, docs/adr/0026) on the server: paying into it from the balance or by a top-up, and
 * getting it back through a surrender (押金退还), a lifecycle of the deposit surrender machine run by the one
 * enforcer. A waiting surrender keeps its amount in the deposit, reserved: the waiting surrenders of a member never
 * add up to more than their deposit, checked under a lock of the deposit's account row in the transaction that
 * creates one, so parallel requests for the whole deposit let exactly one through. Its holding period ends by a
 * deadline event (a DueJob), which moves the amount deposit → balance.
 */
export type SurrenderRow = typeof depositSurrenders.$inferSelect;
interface Loaded {
  row: SurrenderRow;
}

const dayMs = 24 * 3_600_000;

/** A member's deposit as it stands: what it holds, what waiting surrenders reserve, what is left to ask for or spend. */
export interface DepositStanding {
  deposit: number;
  reserved: number;
  available: number;
}

/**
 * The member's deposit with its reservations. `lock`: inside a transaction, the deposit's account row is locked first
 * (FOR UPDATE), so whatever the caller then does with the deposit (a surrender, a payment from it) waits for, and then
 * sees, any other such change of the same member. The deposit's account row is the one lock: a member who never paid
 * a deposit has none, and holds nothing to reserve.
 */
export async function depositStanding(db: Db, userId: number, lock = false): Promise<DepositStanding> {
  const account = db
    .select({ balance: accounts.balance })
    .from(accounts)
    .where(and(eq(accounts.userId, userId), eq(accounts.asset, 'cny'), eq(accounts.purse, 'deposit')));
  const [row] = lock ? await account.for('update') : await account;
  const [waiting] = await db
    .select({ sum: sql<string>`coalesce(sum(${depositSurrenders.amount}), 0)` })
    .from(depositSurrenders)
    .where(and(eq(depositSurrenders.userId, userId), eq(depositSurrenders.stage, 'waiting')));
  const deposit = row?.balance ?? 0;
  const reserved = Number(waiting?.sum ?? 0);
  return { deposit, reserved, available: Math.max(0, deposit - reserved) };
}

/** Whether the member is a party to an order that has not ended: what lets staff refuse a surrender. */
async function hasOpenOrder(db: Db, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(or(eq(orders.buyerId, userId), eq(orders.sellerId, userId)), eq(orders.done, false)))
    .limit(1);
  return row !== undefined;
}

/** The deposit surrender's lifecycle for the enforcer (docs/adr/0014). */
export const surrenderLifecycle: Lifecycle<SurrenderRow, Loaded> = {
  ...tableLifecycle({ table: depositSurrenders, events: depositSurrenderEvents, objectId: 'surrenderId', stage: depositSurrenderSnapshots.stage }),
  refusals: { notAllowed: 'surrenderActionNotAllowed', changed: 'surrenderChanged', notParty: 'surrenderNotFound' },

  roleOf(row, sender) {
    if (sender.kind === 'system') return 'system';
    // Staff decide on any member's surrender but their own.
    if (sender.kind === 'operator') return row.userId === sender.member.id ? null : 'operator';
    return row.userId === sender.member.id ? 'member' : null;
  },

  snapshot: (row) => depositSurrenderSnapshots.resolve(row.stateValue as string, row.context),

  /** The rules the machine cannot see: the deposit covers every waiting surrender; staff refuse only while an order is open. */
  async before(tx, _clock, step) {
    if (step.event.type === 'surrender.request') {
      const standing = await depositStanding(tx, step.row.userId, true);
      if (step.row.amount > standing.available) throw badRequest('depositInsufficient');
    }
    if (step.event.type === 'surrender.refuse' && !(await hasOpenOrder(tx, step.row.userId))) throw badRequest('surrenderRefuseNeedsOpenOrder');
  },

  // The machine's move: the amount from the deposit purse back to the balance, once per surrender.
  money: postMoves({
    item: 'deposit',
    account: (place: SurrenderPlace, row: SurrenderRow) => ({ userId: row.userId, asset: 'cny', ...(place === 'deposit' && { purse: 'deposit' }) }),
    amount: (_kind: 'amount', row: SurrenderRow) => row.amount,
    key: (_step, row) => `surrender:${row.id}:refund`,
    memo: () => '押金退还：退回余额',
  }),

  async effects(tx, _clock, step, updated) {
    const event = step.event as unknown as DepositSurrenderEvent;
    switch (event.type) {
      case 'surrender.holdingEnded':
        await deliverNotice(tx, surrenderRefundedNotice(updated.userId, updated.amount), step.now);
        return;
      case 'surrender.refuse':
        await deliverNotice(tx, surrenderRefusedNotice(updated.userId, updated.amount, event.reason.trim()), step.now);
        return;
      case 'surrender.request':
      case 'surrender.cancel':
        return;
    }
  },
};

/**
 * POST /api/deposit/payment: balance → deposit, with the payment password. The same request again (its idempotency
 * key) moves nothing more.
 */
export async function payDeposit(db: Db, clock: Clock, limits: LimitStore, member: Member, request: { amount: number; payPassword: string }, key: string | null): Promise<void> {
  await requirePayPassword(limits, member, request.payPassword);
  await db.transaction((tx) =>
    movePurse(tx, clock, { userId: member.id, from: 'main', to: 'deposit', amount: request.amount, item: 'deposit', memo: '缴纳押金（余额支付）', kind: 'deposit:pay' }, key),
  );
}

/** The member's surrender a request with this idempotency key already made, if any. */
async function surrenderByKey(db: Db, userId: number, key: string): Promise<SurrenderRow | undefined> {
  const [row] = await db
    .select({ surrender: depositSurrenders })
    .from(depositSurrenders)
    .innerJoin(depositSurrenderEvents, eq(depositSurrenderEvents.surrenderId, depositSurrenders.id))
    .where(and(eq(depositSurrenders.userId, userId), eq(depositSurrenderEvents.idempotencyKey, key), eq(depositSurrenderEvents.event, 'surrender.request')))
    .limit(1);
  return row?.surrender;
}

/**
 * POST /api/deposit/withdraw: a surrender of `amount`, with the payment password. Refused before anything is written
 * when the deposit not yet reserved is too small; then created and requested (`surrender.request`) in one transaction,
 * whose `before` checks the reservation again under the deposit's row lock. The holding period is the `deposit`
 * setting's. The same request again (its idempotency key) is answered with the surrender it made.
 */
export async function requestSurrender(
  db: Db,
  clock: Clock,
  limits: LimitStore,
  member: Member,
  request: { amount: number; payPassword: string },
  key: string | null,
): Promise<SurrenderRow> {
  if (key) {
    const made = await surrenderByKey(db, member.id, key);
    if (made) return sameRequest(made, request.amount);
  }
  if (request.amount > (await depositStanding(db, member.id)).available) {
    // The same request sent at once may have made its surrender since the look above, reserving what this one wants.
    const made = key ? await surrenderByKey(db, member.id, key) : undefined;
    if (made) return sameRequest(made, request.amount);
    throw badRequest('depositInsufficient');
  }
  await requirePayPassword(limits, member, request.payPassword);
  const { surrenderHoldDays } = await depositSettings(db);
  try {
    return await db.transaction(async (tx) => {
      const now = clock();
      const start = depositSurrenderSnapshots.start();
      const [row] = await tx
        .insert(depositSurrenders)
        .values({
          userId: member.id,
          amount: request.amount,
          dueAt: addMs(now, surrenderHoldDays * dayMs),
          ...depositSurrenderSnapshots.stored(start),
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      const step = prepare(surrenderLifecycle, { row: row! }, { kind: 'member', member }, { type: 'surrender.request' }, now, ['member']);
      return commit(surrenderLifecycle, tx, clock, step, key);
    });
  } catch (error) {
    // The same request sent twice at once: the second waited for the first's lock, then found nothing left.
    const made = key && error instanceof ApiError ? await surrenderByKey(db, member.id, key) : undefined;
    if (made) return sameRequest(made, request.amount);
    throw error;
  }
}

const sameRequest = (made: SurrenderRow, amount: number) => {
  if (made.amount !== amount) throw conflict('requestKeyReused');
  return made;
};

/**
 * POST /api/deposit/surrender/del/{id}: a finished surrender leaves the member's list (kept for the books). Another
 * member's, or one that does not exist, is answered alike (404); one not finished is refused.
 */
export async function hideSurrender(db: Db, member: Member, id: number): Promise<void> {
  const loaded = await surrenderLifecycle.load(db, id);
  if (!loaded || loaded.row.userId !== member.id) throw notFound('surrenderNotFound');
  if (!finishedSurrenderStages.includes(loaded.row.stage as SurrenderStage)) throw badRequest('surrenderNotFinished');
  await db.update(depositSurrenders).set({ hidden: true }).where(and(eq(depositSurrenders.id, id), eq(depositSurrenders.userId, member.id)));
}

/**
 * The holding period's end (a DueJob): every waiting surrender whose period has passed is refunded by the system's
 * `surrender.holdingEnded`. One the member cancelled or staff refused meanwhile refuses it; one whose deposit was
 * spent meanwhile (the ledger refuses to take the deposit below zero) stays waiting and is tried again next run.
 */
export async function runDueSurrenders(db: Db, clock: Clock, batch = 100): Promise<number> {
  const due = await db
    .select({ id: depositSurrenders.id })
    .from(depositSurrenders)
    .where(and(eq(depositSurrenders.stage, 'waiting'), lte(depositSurrenders.dueAt, clock())))
    .orderBy(asc(depositSurrenders.dueAt))
    .limit(batch);
  let moved = 0;
  for (const { id } of due) {
    try {
      await sendEvent(surrenderLifecycle, db, clock, id, { kind: 'system' }, { type: 'surrender.holdingEnded' });
      moved += 1;
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
    }
  }
  return moved;
}

/**
 * The deposit purpose of a payment order (POST /api/coin/unifiedOrder {purpose: 'deposit', amount}; docs/adr/0025):
 * the amount as asked; once the provider's money reached the balance, it moves on into the deposit in the crediting
 * transaction.
 */
export const depositPurpose: PurposeHandler<Extract<UnifiedOrderBody, { purpose: 'deposit' }>> = {
  price: async (_db, _userId, body) => ({ amount: body.amount, coinNumbers: 0, detail: {}, subject: `缴纳押金${formatYuan(body.amount)}元` }),
  async effect(tx, clock, payment) {
    await postTransfer(tx, clock, {
      idempotencyKey: `deposit:topup:${payment.outTradeNo}`,
      item: 'deposit',
      memo: '缴纳押金（在线支付）',
      postings: [
        { account: { userId: payment.userId, asset: 'cny' }, amount: -payment.amount },
        { account: { userId: payment.userId, asset: 'cny', purse: 'deposit' }, amount: payment.amount },
      ],
    });
  },
};
