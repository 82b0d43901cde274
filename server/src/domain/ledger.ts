import { AsyncLocalStorage } from 'node:async_hooks';
import { and, asc, eq, isNull, or, sql } from 'drizzle-orm';
import type { MessageKey } from '../../../src/api/contracts/messages';
import type { PaymentItem } from '../../../src/api/contracts/money-names';
import { badRequest } from '../http/api-error';
import type { Db } from '../db/database';
import { accounts, assets, journalEntries, postings, type Asset, type Purse } from '../db/schema';
import type { Clock } from './clock';

/** System accounts: money enters through the gateway and leaves through it (design/architecture.md, Money). */
export const systemAccounts = {
  paymentGateway: 'payment_gateway',
  platformFees: 'platform_fees',
  escrow: 'escrow_pool',
  /** The yuan paid for gold beans, from which beans paying an order are redeemed at the fixed bean value (docs/adr/0025). */
  beanReserve: 'bean_reserve',
  /** The margins frozen by margin trading (保证金交易, docs/adr/0043): offers' publishers' and orders' two sides'. */
  bondMargins: 'bond_margin_pool',
  /**
   * Delivery agents' fees (交割代理, docs/adr/0044): taken from the member's balance when the order is confirmed and
   * held here until the agent has inspected the parcel (then paid to the agent) or the member cancels (then refunded),
   * so the fee is neither the agent's before the work is done nor still the member's to spend.
   */
  agentFees: 'agent_fee_pool',
} as const;
export type SystemAccountCode = (typeof systemAccounts)[keyof typeof systemAccounts];

export interface PostingInput {
  accountId: number;
  /** Signed integer in the account's minor unit (fen or beans). */
  amount: number;
}
export interface EntryInput {
  idempotencyKey: string;
  memo?: string;
  item?: PaymentItem;
  /** The order the entry moves money for (journal_entries.order_id). */
  orderId?: number;
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
    .where(and(eq(accounts.userId, userId), eq(accounts.asset, asset), eq(accounts.purse, 'main')));
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

/** A new member's accounts, one per asset, opened with the member so that paying never has to create one. */
export async function openMemberAccounts(db: Db, clock: Clock, userIds: readonly number[]): Promise<void> {
  if (userIds.length === 0) return;
  await db
    .insert(accounts)
    .values(userIds.flatMap((userId) => assets.map((asset) => ({ userId, asset, createdAt: clock() }))))
    .onConflictDoNothing();
}

/** A member's cached spendable balances (the main purse); an asset with no account yet is 0. */
export async function userBalances(db: Db, userId: number): Promise<Record<Asset, number>> {
  const rows = await db
    .select({ asset: accounts.asset, balance: accounts.balance })
    .from(accounts)
    .where(and(eq(accounts.userId, userId), eq(accounts.purse, 'main')));
  const result: Record<Asset, number> = { cny: 0, bean: 0 };
  for (const row of rows) result[row.asset] = row.balance;
  return result;
}

/**
 * An account by id, or by its owner, asset and purse (main when not said: the balance a member spends), resolved and
 * locked in the same statement.
 */
export type AccountRef = { id: number } | { userId: number; asset: Asset; purse?: Purse } | { system: SystemAccountCode; asset: Asset };
export interface TransferInput {
  idempotencyKey: string;
  memo?: string;
  /** What the entry is for: the wallet log's filter and line name. */
  item: PaymentItem;
  /** The order the entry moves money for: every entry an order makes names it (journal_entries.order_id). */
  orderId?: number;
  postings: Array<{ account: AccountRef; amount: number }>;
}

const refKey = (ref: AccountRef) =>
  'id' in ref ? `id:${ref.id}` : 'userId' in ref ? `user:${ref.userId}:${ref.asset}:${ref.purse ?? 'main'}` : `system:${ref.system}:${ref.asset}`;
const keyOf = (a: typeof accounts.$inferSelect) => [`id:${a.id}`, a.userId !== null ? `user:${a.userId}:${a.asset}:${a.purse}` : `system:${a.systemCode}:${a.asset}`];

function lockAccounts(tx: Db, refs: AccountRef[]) {
  const conditions = refs.map((ref) =>
    'id' in ref
      ? eq(accounts.id, ref.id)
      : 'userId' in ref
        ? and(eq(accounts.userId, ref.userId), eq(accounts.asset, ref.asset), eq(accounts.purse, ref.purse ?? 'main'))!
        : and(eq(accounts.systemCode, ref.system), eq(accounts.asset, ref.asset), isNull(accounts.userId))!,
  );
  return tx.select().from(accounts).where(or(...conditions)).orderBy(asc(accounts.id)).for('update');
}

/**
 * Posts one journal entry inside the caller's transaction, in two statements (docs/adr/0014): lock the accounts
 * (resolved from their owners in the same statement, in id order so two entries on the same accounts cannot
 * deadlock), insert the entry with its postings; the postings' trigger moves the cached balances (migration 0006).
 * Invariants: integer amounts; postings of each asset sum to zero; no member account below zero; a key posts once —
 * a repeated key (even concurrently: the unique index makes the second insert wait for the first) is a no-op.
 * The database holds the same rules whatever calls it (docs/adr/0018); checking them here first is what turns a
 * member's shortfall into an answer they can read instead of a refused commit.
 */
/** A member's purse an entry posted to. */
export interface PostedPurse {
  userId: number;
  asset: Asset;
}
const watchers = new AsyncLocalStorage<PostedPurse[]>();

/**
 * Runs `work` and notes every member purse the ledger posts to meanwhile (an entry replayed by its key posts nothing):
 * a call's answer then says which of the caller's purses moved (the type header, spec section 7), from what was
 * posted rather than from what the call was expected to post.
 */
export async function watchPostings<T>(work: () => Promise<T>): Promise<{ result: T; posted: PostedPurse[] }> {
  const posted: PostedPurse[] = [];
  const result = await watchers.run(posted, work);
  return { result, posted };
}

export async function postTransfer(tx: Db, clock: Clock, entry: TransferInput): Promise<PostedEntry> {
  if (entry.postings.length < 2) throw new Error('a journal entry needs at least two postings');
  for (const p of entry.postings) {
    if (!Number.isSafeInteger(p.amount) || p.amount === 0) throw new Error(`posting amount must be a non-zero integer: ${p.amount}`);
  }
  const refs = entry.postings.map((p) => p.account);
  let locked = await lockAccounts(tx, refs);
  const byKey = () => new Map(locked.flatMap((a) => keyOf(a).map((k) => [k, a] as const)));
  if (refs.some((ref) => !byKey().has(refKey(ref)))) {
    // An owner's first posting (members get their accounts at registration; system accounts on first use).
    for (const ref of refs) {
      if ('userId' in ref) await tx.insert(accounts).values({ userId: ref.userId, asset: ref.asset, purse: ref.purse ?? 'main', createdAt: clock() }).onConflictDoNothing();
      if ('system' in ref) await tx.insert(accounts).values({ systemCode: ref.system, asset: ref.asset, createdAt: clock() }).onConflictDoNothing();
    }
    locked = await lockAccounts(tx, refs);
  }
  const found = byKey();
  const resolved = entry.postings.map((p) => {
    const account = found.get(refKey(p.account));
    if (!account) throw new Error('posting to an unknown account');
    return { account, amount: p.amount };
  });

  const sums = new Map<Asset, number>();
  const deltas = new Map<number, number>();
  for (const { account, amount } of resolved) {
    sums.set(account.asset, (sums.get(account.asset) ?? 0) + amount);
    deltas.set(account.id, (deltas.get(account.id) ?? 0) + amount);
  }
  for (const [asset, sum] of sums) {
    if (sum !== 0) throw new Error(`postings of ${asset} sum to ${sum}, not zero`);
  }
  const short = locked.find((account) => account.userId !== null && account.balance + (deltas.get(account.id) ?? 0) < 0);
  if (short) {
    // Posting would take the member below zero (the database would refuse it too): unless the key was posted
    // already, when nothing moves and that is the answer.
    const replayed = await postedEntry(tx, entry.idempotencyKey);
    if (replayed) return replayed;
    throw badRequest(shortfallMessage[short.asset]);
  }

  const values = sql.join(
    resolved.map((p) => sql`(${p.account.id}::integer, ${p.amount}::bigint)`),
    sql`, `,
  );
  const inserted = await tx.execute(sql`
    with entry as (
      insert into ${journalEntries} (idempotency_key, memo, item, order_id, created_at)
      values (${entry.idempotencyKey}, ${entry.memo ?? ''}, ${entry.item}, ${entry.orderId ?? null}, ${clock()})
      on conflict (idempotency_key) do nothing
      returning id
    )
    insert into ${postings} (entry_id, account_id, amount)
    select entry.id, v.account_id, v.amount from entry, (values ${values}) as v(account_id, amount)
    returning entry_id`);
  const [first] = rowsOf<{ entry_id: number }>(inserted);
  if (!first) {
    const existing = await postedEntry(tx, entry.idempotencyKey);
    if (!existing) throw new Error(`journal entry ${entry.idempotencyKey} conflicted but is not visible`);
    return existing;
  }
  watchers.getStore()?.push(...resolved.flatMap(({ account }) => (account.userId === null ? [] : [{ userId: account.userId, asset: account.asset }])));
  return { entryId: Number(first.entry_id), replayed: false };
}

/** The entry a key already posted, answered as a replay; undefined when the key is new. */
async function postedEntry(tx: Db, idempotencyKey: string): Promise<PostedEntry | undefined> {
  const [existing] = await tx.select({ id: journalEntries.id }).from(journalEntries).where(eq(journalEntries.idempotencyKey, idempotencyKey));
  return existing && { entryId: existing.id, replayed: true };
}

/** The rows of a raw statement: node-postgres and PGlite both answer `{ rows }`. */
const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/** Posts one journal entry by account ids in its own transaction (a savepoint when `db` is already a transaction). */
export async function postEntry(db: Db, clock: Clock, entry: EntryInput): Promise<PostedEntry> {
  return db.transaction((tx) =>
    postTransfer(tx, clock, {
      idempotencyKey: entry.idempotencyKey,
      memo: entry.memo,
      item: entry.item ?? 'other',
      orderId: entry.orderId,
      postings: entry.postings.map((p) => ({ account: { id: p.accountId }, amount: p.amount })),
    }),
  );
}
