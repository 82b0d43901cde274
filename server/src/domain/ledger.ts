import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { MessageKey } from '../../../src/api/contracts/messages';
import { badRequest } from '../http/api-error';
import type { Db } from '../db/database';
import { accounts, journalEntries, postings, type Asset } from '../db/schema';
import type { Clock } from './clock';

/** System accounts: money enters through the gateway and leaves through it (design/architecture.md, Money). */
export const systemAccounts = { paymentGateway: 'payment_gateway', platformFees: 'platform_fees', escrow: 'escrow_pool' } as const;
export type SystemAccountCode = (typeof systemAccounts)[keyof typeof systemAccounts];

export interface PostingInput {
  accountId: number;
  /** Signed integer in the account's minor unit (fen or beans). */
  amount: number;
}
export interface EntryInput {
  idempotencyKey: string;
  memo?: string;
  postings: PostingInput[];
}
export interface PostedEntry {
  entryId: number;
  /** True when this key had already been posted: nothing moved this time. */
  replayed: boolean;
}

/** What a member is told when an entry would take them below zero: too little balance, or too few gold beans. */
const shortfallMessage = { cny: 'insufficientBalance', bean: 'beansInsufficient' } as const satisfies Record<Asset, MessageKey>;

export async function userAccountId(db: Db, clock: Clock, userId: number, asset: Asset): Promise<number> {
  await db.insert(accounts).values({ userId, asset, createdAt: clock() }).onConflictDoNothing();
  const [row] = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(and(eq(accounts.userId, userId), eq(accounts.asset, asset)));
  if (!row) throw new Error(`account for user ${userId} ${asset} missing after insert`);
  return row.id;
}

export async function systemAccountId(db: Db, clock: Clock, code: SystemAccountCode, asset: Asset): Promise<number> {
  await db.insert(accounts).values({ systemCode: code, asset, createdAt: clock() }).onConflictDoNothing();
  const [row] = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(and(eq(accounts.systemCode, code), eq(accounts.asset, asset), isNull(accounts.userId)));
  if (!row) throw new Error(`system account ${code} ${asset} missing after insert`);
  return row.id;
}

/** A member's cached balances; an asset with no account yet is 0. */
export async function userBalances(db: Db, userId: number): Promise<Record<Asset, number>> {
  const rows = await db.select({ asset: accounts.asset, balance: accounts.balance }).from(accounts).where(eq(accounts.userId, userId));
  const result: Record<Asset, number> = { cny: 0, bean: 0 };
  for (const row of rows) result[row.asset] = row.balance;
  return result;
}

/**
 * Posts one journal entry in its own transaction (a savepoint when `db` is already a transaction).
 * Invariants: integer amounts; postings of each asset sum to zero; no member account below zero; a key posts once —
 * a repeated key (even concurrently: the unique index makes the second insert wait for the first) is a no-op.
 * Accounts are locked in id order so two entries touching the same accounts cannot deadlock.
 */
export async function postEntry(db: Db, clock: Clock, entry: EntryInput): Promise<PostedEntry> {
  if (entry.postings.length < 2) throw new Error('a journal entry needs at least two postings');
  for (const p of entry.postings) {
    if (!Number.isSafeInteger(p.amount) || p.amount === 0) throw new Error(`posting amount must be a non-zero integer: ${p.amount}`);
  }
  return db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(journalEntries)
      .values({ idempotencyKey: entry.idempotencyKey, memo: entry.memo ?? '', createdAt: clock() })
      .onConflictDoNothing({ target: journalEntries.idempotencyKey })
      .returning({ id: journalEntries.id });
    if (!inserted) {
      const [existing] = await tx
        .select({ id: journalEntries.id })
        .from(journalEntries)
        .where(eq(journalEntries.idempotencyKey, entry.idempotencyKey));
      if (!existing) throw new Error(`journal entry ${entry.idempotencyKey} conflicted but is not visible`);
      return { entryId: existing.id, replayed: true };
    }

    const ids = [...new Set(entry.postings.map((p) => p.accountId))].sort((a, b) => a - b);
    const locked = await tx.select().from(accounts).where(inArray(accounts.id, ids)).orderBy(asc(accounts.id)).for('update');
    if (locked.length !== ids.length) throw new Error('posting to an unknown account');
    const byId = new Map(locked.map((a) => [a.id, a]));

    const sums = new Map<Asset, number>();
    const deltas = new Map<number, number>();
    for (const p of entry.postings) {
      const account = byId.get(p.accountId)!;
      sums.set(account.asset, (sums.get(account.asset) ?? 0) + p.amount);
      deltas.set(p.accountId, (deltas.get(p.accountId) ?? 0) + p.amount);
    }
    for (const [asset, sum] of sums) {
      if (sum !== 0) throw new Error(`postings of ${asset} sum to ${sum}, not zero`);
    }
    for (const [id, delta] of deltas) {
      const account = byId.get(id)!;
      if (account.userId !== null && account.balance + delta < 0) throw badRequest(shortfallMessage[account.asset]);
    }

    await tx.insert(postings).values(entry.postings.map((p) => ({ entryId: inserted.id, accountId: p.accountId, amount: p.amount })));
    for (const [id, delta] of deltas) {
      await tx.update(accounts).set({ balance: sql`${accounts.balance} + ${delta}` }).where(eq(accounts.id, id));
    }
    return { entryId: inserted.id, replayed: false };
  });
}
