import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { bankNameOf, maskCardNo, type CashOutAccount, type cashOutApplyRequest } from '../../../../src/api/contracts/cash-out';
import { maskPhone } from '../../../../src/api/contracts/display';
import { type CashOutEvent, type CashOutPlace, cashOutSnapshots } from '../../../../src/machines/cash-out.machine';
import type { Db } from '../../db/database';
import { bankCards, cashOutEvents, cashOuts } from '../../db/schema';
import { badRequest, notFound } from '../../http/api-error';
import type { Clock } from '../clock';
import { lockMoneyAccounts, realNamesOf } from '../bank-cards/cards';
import { systemAccounts, userBalances } from '../ledger';
import { commit, prepare, type Lifecycle, type Sender } from '../lifecycle/enforcer';
import { postMoves } from '../lifecycle/post-moves';
import { tableLifecycle } from '../lifecycle/table-lifecycle';
import { checkPayPasswordAttempt } from '../limits/pay-password-attempts';
import type { LimitStore } from '../limits/limit-store';
import { isAuthenticated } from '../members';
import { deliverNotice } from '../notices';
import type { Member } from '../sessions';
import { paidNotice, rejectedNotice } from './cash-out-notices';

export type CashOutRow = typeof cashOuts.$inferSelect;
interface Loaded {
  row: CashOutRow;
}

/**
 * Where the money goes, kept on the row as it was when applied (cash_outs.account): the card's bank, whole number
 * and holder, or the Alipay account. The member reads it masked; staff paying read it whole.
 */
export interface StoredAccount {
  to: 'card' | 'alipay';
  cardId: number | null;
  bankCode: string | null;
  number: string;
  holderName: string;
}

const maskAlipay = (account: string) => {
  if (/^1\d{10}$/.test(account)) return maskPhone(account);
  const at = account.indexOf('@');
  return at > 0 ? `${account.slice(0, 1)}***${account.slice(at)}` : `${account.slice(0, 2)}***`;
};

/** The stored account as a reader sees it: masked for the member, whole for staff. */
export function accountView(stored: Record<string, unknown>, whole: boolean): CashOutAccount {
  const a = stored as unknown as StoredAccount;
  if (a.to === 'alipay') return { to: 'alipay', name: '支付宝', number: whole ? a.number : maskAlipay(a.number), holderName: a.holderName, cardId: null };
  return { to: 'card', name: bankNameOf(a.bankCode ?? ''), number: whole ? a.number : maskCardNo(a.number), holderName: a.holderName, cardId: a.cardId };
}

/** What the member's statement says of each move. */
const cashOutMemos: Record<CashOutEvent['type'], string> = {
  'cashOut.apply': '提现申请，冻结待打款',
  'cashOut.pay': '提现打款',
  'cashOut.reject': '提现驳回，退回余额',
};

const heldPurse = (userId: number) => ({ userId, asset: 'cny' as const, purse: 'held' as const });
const balance = (userId: number) => ({ userId, asset: 'cny' as const });

/**
 * A cash-out's lifecycle for the enforcer (docs/adr/0014, 0027). The member is its owner; platform staff settle any
 * cash-out but their own. Every transition moves the money its machine names in the same transaction as the row.
 */
export const cashOutLifecycle: Lifecycle<CashOutRow, Loaded> = {
  ...tableLifecycle({ table: cashOuts, events: cashOutEvents, objectId: 'cashOutId', stage: cashOutSnapshots.stage }),
  refusals: { notAllowed: 'cashOutActionNotAllowed', changed: 'cashOutChanged', notParty: 'cashOutNotFound' },

  roleOf(row, sender) {
    if (sender.kind === 'system') return null;
    if (sender.kind === 'operator') return row.userId === sender.member.id ? null : 'operator';
    return row.userId === sender.member.id ? 'member' : null;
  },

  snapshot: (row) => cashOutSnapshots.resolve(row.stateValue, row.context),

  // The moves the machine names (balance → held, held → gateway, held → balance), of the amount applied for, keyed by
  // the row and its new version.
  money: postMoves({
    item: 'cashOut',
    account: (place: CashOutPlace, row: CashOutRow) =>
      place === 'balance' ? balance(row.userId) : place === 'held' ? heldPurse(row.userId) : { system: systemAccounts.paymentGateway, asset: 'cny' },
    amount: (_kind: 'amount', row: CashOutRow) => row.amount,
    key: (_step, row) => `cashout:${row.id}:v${row.version}`,
    memo: ({ event }, row) => `${cashOutMemos[event.type as CashOutEvent['type']]}（提现单 ${row.id}）`,
  }),

  async effects(tx, _clock, step, updated) {
    const event = step.event as unknown as CashOutEvent;
    if (event.type === 'cashOut.pay') await deliverNotice(tx, paidNotice(updated.userId, updated.amount, accountView(updated.account, false)), step.now);
    if (event.type === 'cashOut.reject') await deliverNotice(tx, rejectedNotice(updated.userId, updated.amount, event.reason.trim()), step.now);
  },
};

type ApplyBody = z.output<typeof cashOutApplyRequest>;

/** Where the member asked the money to go, as it is now: their own collect card, or their Alipay account. */
async function targetOf(db: Db, member: Member, body: ApplyBody): Promise<StoredAccount> {
  const names = await realNamesOf(db, member);
  if (body.to === 'alipay') {
    if (!member.alipayAccount) throw badRequest('noAlipayAccount');
    return { to: 'alipay', cardId: null, bankCode: null, number: member.alipayAccount, holderName: names[0] ?? member.userName };
  }
  const [card] = await db
    .select()
    .from(bankCards)
    .where(and(eq(bankCards.id, body.cardId), eq(bankCards.userId, member.id), eq(bankCards.kind, 'collect')))
    .limit(1);
  if (!card) throw notFound('cardNotFound');
  return { to: 'card', cardId: card.id, bankCode: card.bankCode, number: card.cardNo, holderName: card.holderName };
}

/** The member's cash-out an earlier call with this key created (a retry is answered with it, nothing moves again). */
async function appliedWithKey(db: Db, userId: number, idempotencyKey: string): Promise<CashOutRow | undefined> {
  const [found] = await db
    .select({ row: cashOuts })
    .from(cashOutEvents)
    .innerJoin(cashOuts, eq(cashOuts.id, cashOutEvents.cashOutId))
    .where(and(eq(cashOuts.userId, userId), eq(cashOutEvents.event, 'cashOut.apply'), eq(cashOutEvents.idempotencyKey, idempotencyKey)))
    .limit(1);
  return found?.row;
}

/**
 * POST /api/user/cash/out/apply: refused to a member who is not authenticated or has no payment password, for an
 * account that is not theirs, and for more than the balance (insufficientBalance: nothing is held). The payment
 * password is checked before anything is written (its tries counted, docs/adr/0016). Then, in one transaction holding
 * the member's money-account lock: the row is created in draft and sent cashOut.apply, which moves the amount from the
 * balance to the held purse. However many applications arrive at once, the balance is spent once: the ledger locks the
 * member's account, and the second finds too little left.
 */
export async function applyCashOut(
  db: Db,
  clock: Clock,
  limits: LimitStore,
  member: Member,
  body: ApplyBody,
  idempotencyKey: string | null,
): Promise<CashOutRow> {
  if (!isAuthenticated(member)) throw badRequest('cashOutNeedsAuthentication');
  if (!member.payPasswordHash) throw badRequest('payPasswordNotSet');
  if (idempotencyKey) {
    const earlier = await appliedWithKey(db, member.id, idempotencyKey);
    if (earlier) return earlier;
  }
  await targetOf(db, member, body);
  // Too little balance is said before a password try is spent on it; the ledger checks again under its lock.
  if ((await userBalances(db, member.id)).cny < body.amount) {
    // The same request sent at once may have held the balance since the look above: answer with what it made.
    const earlier = idempotencyKey ? await appliedWithKey(db, member.id, idempotencyKey) : undefined;
    if (earlier) return earlier;
    throw badRequest('insufficientBalance');
  }
  if (!(await checkPayPasswordAttempt(limits, member.id, member.payPasswordHash, body.payPassword))) throw badRequest('payPasswordWrong');
  const sender: Sender = { kind: 'member', member };
  return db.transaction(async (tx) => {
    await lockMoneyAccounts(tx, member.id);
    if (idempotencyKey) {
      const earlier = await appliedWithKey(tx, member.id, idempotencyKey);
      if (earlier) return earlier;
    }
    // Read again under the lock: a card deleted meanwhile is not applied to.
    const account = await targetOf(tx, member, body);
    const draft = cashOutSnapshots.start();
    const now = clock();
    const [row] = await tx
      .insert(cashOuts)
      .values({
        userId: member.id,
        amount: body.amount,
        account: account as unknown as Record<string, unknown>,
        ...cashOutSnapshots.stored(draft),
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    const step = prepare(cashOutLifecycle, { row: row! }, sender, { type: 'cashOut.apply', amount: body.amount, to: body.to }, now, ['member']);
    return commit(cashOutLifecycle, tx, clock, step, idempotencyKey);
  });
}
