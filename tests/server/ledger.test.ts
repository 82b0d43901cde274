import { eq, sql } from 'drizzle-orm';
import { messages } from '../../src/api/contracts/messages';
import { accounts, ApiError, buildTestApp, postEntry, postings, systemAccountId, systemAccounts, userAccountId, type TestApp } from './helpers';

let t: TestApp;
let gateway: number;
let gatewayBeans: number;
let alice: number;
let bob: number;
beforeAll(async () => {
  t = await buildTestApp();
  const clock = t.clock.now;
  gateway = await systemAccountId(t.db, clock, systemAccounts.paymentGateway, 'cny');
  gatewayBeans = await systemAccountId(t.db, clock, systemAccounts.paymentGateway, 'bean');
  alice = await userAccountId(t.db, clock, 1, 'cny');
  bob = await userAccountId(t.db, clock, 2, 'cny');
});
afterAll(() => t.close());

const balance = async (id: number) => (await t.db.select().from(accounts).where(eq(accounts.id, id)))[0]!.balance;

/** The ledger's invariant: every asset's postings sum to zero, and every cached balance equals its postings. */
async function assertLedgerConsistent() {
  const total = sql<string>`coalesce(sum(${postings.amount}), 0)::text`;
  const perAsset = await t.db
    .select({ asset: accounts.asset, total })
    .from(accounts)
    .leftJoin(postings, eq(postings.accountId, accounts.id))
    .groupBy(accounts.asset);
  expect(perAsset.length).toBeGreaterThan(0);
  for (const row of perAsset) expect(Number(row.total)).toBe(0);
  const perAccount = await t.db
    .select({ id: accounts.id, balance: accounts.balance, total })
    .from(accounts)
    .leftJoin(postings, eq(postings.accountId, accounts.id))
    .groupBy(accounts.id, accounts.balance);
  expect(perAccount.filter((a) => a.balance !== Number(a.total))).toEqual([]);
}

describe('postEntry', () => {
  it('moves money between accounts and keeps the seed consistent', async () => {
    await assertLedgerConsistent();
    const before = await balance(alice);
    const posted = await postEntry(t.db, t.clock.now, {
      idempotencyKey: 'topup-1',
      postings: [
        { accountId: gateway, amount: -10_000 },
        { accountId: alice, amount: 10_000 },
      ],
    });
    expect(posted.replayed).toBe(false);
    expect(await balance(alice)).toBe(before + 10_000);
    await assertLedgerConsistent();
  });

  it('refuses postings that do not sum to zero per asset', async () => {
    await expect(
      postEntry(t.db, t.clock.now, { idempotencyKey: 'bad-sum', postings: [{ accountId: gateway, amount: -100 }, { accountId: alice, amount: 99 }] }),
    ).rejects.toThrow(/sum/);
    // Same total but across two assets: still unbalanced per asset.
    await expect(
      postEntry(t.db, t.clock.now, { idempotencyKey: 'bad-assets', postings: [{ accountId: gatewayBeans, amount: -100 }, { accountId: alice, amount: 100 }] }),
    ).rejects.toThrow(/sum/);
    await expect(postEntry(t.db, t.clock.now, { idempotencyKey: 'bad-float', postings: [{ accountId: gateway, amount: -1.5 }, { accountId: alice, amount: 1.5 }] })).rejects.toThrow(/integer/);
    await assertLedgerConsistent();
  });

  it('refuses to take a member below zero and leaves nothing behind', async () => {
    const bobBefore = await balance(bob);
    const attempt = postEntry(t.db, t.clock.now, {
      idempotencyKey: 'overdraw',
      postings: [
        { accountId: bob, amount: -(bobBefore + 1) },
        { accountId: alice, amount: bobBefore + 1 },
      ],
    });
    await expect(attempt).rejects.toBeInstanceOf(ApiError);
    await expect(attempt).rejects.toThrow(messages.insufficientBalance);
    expect(await balance(bob)).toBe(bobBefore);
    // The key was not used up by the failed attempt.
    const retry = await postEntry(t.db, t.clock.now, { idempotencyKey: 'overdraw', postings: [{ accountId: gateway, amount: -5 }, { accountId: bob, amount: 5 }] });
    expect(retry.replayed).toBe(false);
    await assertLedgerConsistent();
  });

  it('posts a key once under 20 concurrent calls', async () => {
    const before = await balance(alice);
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        postEntry(t.db, t.clock.now, { idempotencyKey: 'concurrent-1', postings: [{ accountId: gateway, amount: -700 }, { accountId: alice, amount: 700 }] }),
      ),
    );
    expect(results.filter((r) => !r.replayed)).toHaveLength(1);
    expect(new Set(results.map((r) => r.entryId)).size).toBe(1);
    expect(await balance(alice)).toBe(before + 700);
    const rows = await t.db.select().from(postings).where(eq(postings.entryId, results[0]!.entryId));
    expect(rows).toHaveLength(2);
    await assertLedgerConsistent();
  });

  it('never overdraws under concurrent spending', async () => {
    const start = await balance(bob);
    const spend = Math.floor(start / 3) + 1;
    const outcomes = await Promise.allSettled(
      Array.from({ length: 6 }, (_, i) =>
        postEntry(t.db, t.clock.now, { idempotencyKey: `spend-${i}`, postings: [{ accountId: bob, amount: -spend }, { accountId: gateway, amount: spend }] }),
      ),
    );
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(2);
    expect(await balance(bob)).toBe(start - 2 * spend);
    await assertLedgerConsistent();
  });
});
