import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../server/src/db/database';
import { pgError } from '../../server/src/db/pg-error';
import { accounts, journalEntries } from '../../server/src/db/schema';
import { postTransfer, systemAccountId, systemAccounts, userAccountId } from '../../server/src/domain/ledger';
import type { TestApp } from './helpers';
import { closeChecked, newOrder, tradingApp, type Trader } from './trade-helpers';

/**
 * The ledger's rules held by the database itself (docs/adr/0018), tried with raw SQL that goes around postTransfer:
 * whatever a bug, a script or a hand at the console sends, an entry balances per asset with two postings or more (at
 * commit), no posting is zero, postings and entries are never changed or removed, the platform's holding accounts
 * never go below zero, an entry's order exists, and a cached balance moves only with its postings.
 */
let t: TestApp;
let s: Trader;
let b: Trader;
let gateway: number;
let gatewayBeans: number;
let escrow: number;
let fees: number;
let alice: number;
let bob: number;
beforeAll(async () => {
  ({ t, s, b } = await tradingApp());
  const clock = t.clock.now;
  gateway = await systemAccountId(t.db, clock, systemAccounts.paymentGateway, 'cny');
  gatewayBeans = await systemAccountId(t.db, clock, systemAccounts.paymentGateway, 'bean');
  escrow = await systemAccountId(t.db, clock, systemAccounts.escrow, 'cny');
  fees = await systemAccountId(t.db, clock, systemAccounts.platformFees, 'cny');
  alice = await userAccountId(t.db, clock, s.id, 'cny');
  bob = await userAccountId(t.db, clock, b.id, 'cny');
});
afterAll(() => closeChecked(t));

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
let keys = 0;
const nextKey = (what: string) => `rule-test:${what}:${++keys}`;

/** A journal entry written by hand, one statement per posting: what postTransfer's checks never see. */
async function rawEntry(tx: Db, postings: Array<[accountId: number, amount: number]>, options: { orderId?: number; key?: string } = {}): Promise<number> {
  const [entry] = rowsOf<{ id: number }>(
    options.orderId === undefined
      ? await tx.execute(sql`insert into journal_entries (idempotency_key, memo, created_at) values (${options.key ?? nextKey('raw')}, '规则测试', now()) returning id`)
      : await tx.execute(
          sql`insert into journal_entries (idempotency_key, memo, created_at, order_id) values (${options.key ?? nextKey('raw')}, '规则测试', now(), ${options.orderId}) returning id`,
        ),
  );
  for (const [accountId, amount] of postings) await tx.execute(sql`insert into postings (entry_id, account_id, amount) values (${entry!.id}, ${accountId}, ${amount})`);
  return entry!.id;
}

/** Thrown at the end of `rolledBack`: the database accepted everything it was given. */
class Accepted extends Error {}

/** Runs `work` in a transaction that never commits, so what the database wrongly accepts leaves no trace. */
const rolledBack = (work: (tx: Db) => Promise<unknown>) =>
  t.db.transaction(async (tx) => {
    await work(tx);
    throw new Accepted('the database accepted it');
  });

/** The database's refusal of `attempt`: the Postgres error under Drizzle's wrapper. Fails when there is none. */
async function refusal(attempt: Promise<unknown>): Promise<{ code?: string; message: string }> {
  try {
    await attempt;
  } catch (error) {
    if (error instanceof Accepted) throw error;
    const pg = pgError(error) as { code?: string; message?: string } | undefined;
    return { code: pg?.code, message: String(pg?.message ?? (error as Error).message) };
  }
  throw new Error('the database accepted it (and committed)');
}

const balance = async (id: number) => (await t.db.select({ balance: accounts.balance }).from(accounts).where(eq(accounts.id, id)))[0]!.balance;
const entryCount = async () => (await t.db.select({ id: journalEntries.id }).from(journalEntries)).length;

describe('every entry balances, checked at commit', () => {
  it('refuses an unbalanced entry when the transaction commits, not before, and keeps none of it', async () => {
    const before = await entryCount();
    let insertedWithoutError = false;
    const refused = await refusal(
      t.db.transaction(async (tx) => {
        await rawEntry(tx, [
          [gateway, -100],
          [alice, 99],
        ]);
        insertedWithoutError = true;
      }),
    );
    expect(insertedWithoutError, 'each statement passes: the check is deferred to commit').toBe(true);
    expect(refused).toMatchObject({ code: '23514', message: expect.stringMatching(/unbalanced.*cny.*-1/) });
    expect(await entryCount()).toBe(before);
  });

  it('refuses an entry that balances in total but not per asset', async () => {
    const refused = await refusal(
      t.db.transaction((tx) =>
        rawEntry(tx, [
          [gatewayBeans, -100],
          [alice, 100],
        ]),
      ),
    );
    expect(refused).toMatchObject({ code: '23514', message: expect.stringMatching(/unbalanced/) });
  });

  it('refuses an entry with a single posting, and one with none', async () => {
    const single = await refusal(t.db.transaction((tx) => rawEntry(tx, [[alice, 100]])));
    expect(single).toMatchObject({ code: '23514', message: expect.stringMatching(/at least two postings/) });
    const none = await refusal(t.db.transaction((tx) => rawEntry(tx, [])));
    expect(none).toMatchObject({ code: '23514', message: expect.stringMatching(/at least two postings/) });
  });

  it('refuses a posting added later to an entry that was balanced', async () => {
    const id = await t.db.transaction((tx) =>
      rawEntry(tx, [
        [gateway, -300],
        [bob, 300],
      ]),
    );
    const refused = await refusal(t.db.transaction((tx) => tx.execute(sql`insert into postings (entry_id, account_id, amount) values (${id}, ${bob}, 1)`)));
    expect(refused).toMatchObject({ code: '23514', message: expect.stringMatching(/unbalanced/) });
  });

  it('accepts a balanced entry written posting by posting, and its postings move the cached balances', async () => {
    const [gatewayBefore, bobBefore] = [await balance(gateway), await balance(bob)];
    await t.db.transaction((tx) =>
      rawEntry(tx, [
        [gateway, -250],
        [bob, 200],
        [bob, 50],
      ]),
    );
    expect(await balance(bob)).toBe(bobBefore + 250);
    expect(await balance(gateway)).toBe(gatewayBefore - 250);
  });
});

describe('no posting is zero', () => {
  it('refuses a zero posting in an otherwise balanced entry, at once', async () => {
    const refused = await refusal(
      rolledBack((tx) =>
        rawEntry(tx, [
          [gateway, -100],
          [alice, 100],
          [bob, 0],
        ]),
      ),
    );
    expect(refused).toMatchObject({ code: '23514', message: expect.stringMatching(/postings_amount_not_zero/) });
  });
});

describe('postings and entries are append-only', () => {
  let entryId: number;
  beforeAll(async () => {
    entryId = await t.db.transaction((tx) =>
      rawEntry(tx, [
        [gateway, -400],
        [alice, 400],
      ]),
    );
  });

  it.each([
    ['update a posting', () => sql`update postings set amount = amount * 2 where entry_id = ${entryId}`, /postings are append-only/],
    ['delete a posting', () => sql`delete from postings where entry_id = ${entryId}`, /postings are append-only/],
    ['truncate the postings', () => sql`truncate postings cascade`, /postings are append-only/],
    ['update an entry', () => sql`update journal_entries set memo = '改过' where id = ${entryId}`, /journal_entries are append-only/],
    ['delete an entry', () => sql`delete from journal_entries where id = ${entryId}`, /append-only/],
    ['truncate the entries', () => sql`truncate journal_entries cascade`, /append-only/],
  ])('refuses to %s', async (_what, statement, message) => {
    const refused = await refusal(rolledBack((tx) => tx.execute(statement())));
    expect(refused).toMatchObject({ code: '23001', message: expect.stringMatching(message) });
  });
});

describe('the holding accounts never go below zero; the payment gateway may', () => {
  it('refuses to take the escrow pool below zero, through postTransfer and by hand', async () => {
    expect(await balance(escrow)).toBe(0);
    const posted = await refusal(
      rolledBack((tx) =>
        postTransfer(tx, t.clock.now, {
          idempotencyKey: nextKey('escrow-below-zero'),
          item: 'other',
          postings: [
            { account: { system: systemAccounts.escrow, asset: 'cny' }, amount: -100 },
            { account: { system: systemAccounts.paymentGateway, asset: 'cny' }, amount: 100 },
          ],
        }),
      ),
    );
    expect(posted).toMatchObject({ code: '23514', message: expect.stringMatching(/accounts_holding_not_negative/) });
    const byHand = await refusal(
      rolledBack((tx) =>
        rawEntry(tx, [
          [escrow, -100],
          [gateway, 100],
        ]),
      ),
    );
    expect(byHand).toMatchObject({ code: '23514', message: expect.stringMatching(/accounts_holding_not_negative/) });
  });

  it('refuses to take the platform fees below zero, and lets the gateway go as far below as money came in', async () => {
    // The demo's VIP years have paid fees already: one fen more than they hold.
    const more = (await balance(fees)) + 1;
    const refused = await refusal(
      rolledBack((tx) =>
        rawEntry(tx, [
          [fees, -more],
          [alice, more],
        ]),
      ),
    );
    expect(refused).toMatchObject({ code: '23514', message: expect.stringMatching(/accounts_holding_not_negative/) });
    const gatewayBefore = await balance(gateway);
    expect(gatewayBefore).toBeLessThan(0);
    await t.db.transaction((tx) =>
      rawEntry(tx, [
        [gateway, -1_000],
        [fees, 1_000],
      ]),
    );
    expect(await balance(gateway)).toBe(gatewayBefore - 1_000);
  });
});

describe('a cached balance moves only with its postings', () => {
  it('refuses to set a balance by hand', async () => {
    const refused = await refusal(rolledBack((tx) => tx.execute(sql`update accounts set balance = balance + 100 where id = ${bob}`)));
    expect(refused).toMatchObject({ code: '23514', message: expect.stringMatching(/balance moves only with its postings/) });
  });

  it('refuses to open an account with a balance', async () => {
    const refused = await refusal(
      rolledBack((tx) => tx.execute(sql`insert into accounts (system_code, asset, balance, created_at) values ('rule_test', 'cny', 500, now())`)),
    );
    expect(refused).toMatchObject({ code: '23514', message: expect.stringMatching(/balance moves only with its postings/) });
  });
});

describe('an entry names its order', () => {
  it('refuses an entry pointing at a missing order', async () => {
    const refused = await refusal(rolledBack((tx) => rawEntry(tx, [[gateway, -100], [alice, 100]], { orderId: 999_999 })));
    expect(refused).toMatchObject({ code: '23503', message: expect.stringMatching(/journal_entries_order_id/) });
  });

  it('posts a balanced entry through postTransfer with its order, and it passes every rule', async () => {
    const orderId = await newOrder(t, s, b, 1_500);
    const [bobBefore, aliceBefore] = [await balance(bob), await balance(alice)];
    const key = nextKey('through-post-transfer');
    const posted = await t.db.transaction((tx) =>
      postTransfer(tx, t.clock.now, {
        idempotencyKey: key,
        item: 'order',
        orderId,
        memo: '规则测试：经 postTransfer',
        postings: [
          { account: { userId: b.id, asset: 'cny' }, amount: -1_500 },
          { account: { userId: s.id, asset: 'cny' }, amount: 1_500 },
        ],
      }),
    );
    expect(posted.replayed).toBe(false);
    const [row] = rowsOf<{ order_id: number | null }>(await t.db.execute(sql`select order_id from journal_entries where id = ${posted.entryId}`));
    expect(row).toEqual({ order_id: orderId });
    expect(await balance(bob)).toBe(bobBefore - 1_500);
    expect(await balance(alice)).toBe(aliceBefore + 1_500);
  });
});
