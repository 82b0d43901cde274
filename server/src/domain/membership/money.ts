import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { PaymentItem } from '../../../../src/api/contracts/money-names';
import type { Db } from '../../db/database';
import { accounts, journalEntries, postings, type Purse } from '../../db/schema';
import { badRequest, conflict } from '../../http/api-error';
import type { Clock } from '../clock';
import { postTransfer } from '../ledger';
import { checkPayPasswordAttempt } from '../limits/pay-password-attempts';
import type { LimitStore } from '../limits/limit-store';
import type { Member } from '../sessions';

/**
 * What the deposit, the bond funds and VIP share (docs/adr/0026): the payment password every money call asks for, and
 * a member's move between two of their own purses that a retried call cannot make twice.
 */

/**
 * The payment password, checked as the enforcer checks it for a transition that asks for it (docs/adr/0016): not set,
 * missing or wrong refused; the try counted on the member's one count, which 5 wrong tries lock for 3 hours.
 */
export async function requirePayPassword(limits: LimitStore, member: Member, given: string | undefined): Promise<void> {
  if (!member.payPasswordHash) throw badRequest('payPasswordNotSet');
  if (!given) throw badRequest('payPasswordWrong');
  if (!(await checkPayPasswordAttempt(limits, member.id, member.payPasswordHash, given))) throw badRequest('payPasswordWrong');
}

export interface PurseMove {
  userId: number;
  from: Purse;
  to: Purse;
  /** Fen, positive. */
  amount: number;
  item: PaymentItem;
  memo: string;
  /** What the call is (deposit:pay, bond:recharge...): with the member and the request's key, the entry's key. */
  kind: string;
}

/**
 * Moves the member's yuan between two of their purses in one journal entry (inside `tx`). The entry's key is the
 * member's request key (the idempotency-key header) under `kind`, or a fresh one: the same request sent again moves
 * nothing more and is answered as done; the same key with another amount is refused (409). A shortfall is the
 * ledger's answer (insufficientBalance), or `short` when the caller names it.
 */
export async function movePurse(tx: Db, clock: Clock, move: PurseMove, requestKey: string | null): Promise<{ entryId: number; replayed: boolean }> {
  const key = `${move.kind}:${move.userId}:${requestKey ?? randomUUID()}`;
  const posted = await postTransfer(tx, clock, {
    idempotencyKey: key,
    item: move.item,
    memo: move.memo,
    postings: [
      { account: { userId: move.userId, asset: 'cny', purse: move.from }, amount: -move.amount },
      { account: { userId: move.userId, asset: 'cny', purse: move.to }, amount: move.amount },
    ],
  });
  if (posted.replayed) {
    const [line] = await tx
      .select({ amount: postings.amount })
      .from(postings)
      .innerJoin(accounts, eq(accounts.id, postings.accountId))
      .innerJoin(journalEntries, eq(journalEntries.id, postings.entryId))
      .where(and(eq(postings.entryId, posted.entryId), eq(accounts.userId, move.userId), eq(accounts.purse, move.to), eq(journalEntries.item, move.item)));
    if (line?.amount !== move.amount) throw conflict('requestKeyReused');
  }
  return posted;
}
