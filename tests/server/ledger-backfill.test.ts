import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPglite, openPostgres, type OpenDatabase } from '../../server/src/db/database';
import { createTempDatabase } from '../temp-postgres';

/**
 * Migration 0006 on a database that already holds a ledger (a demo or production database made before it): the
 * entries whose key names an existing order get its id, every other entry stays unlinked, and the rules hold from
 * then on. The database is migrated to 0005 from a copy of the migrations cut there, filled by hand, then migrated on.
 */
const migrations = fileURLToPath(new URL('../../server/drizzle', import.meta.url));
let dir: string;
let database: OpenDatabase;
let drop = async () => {};

/** The migrations folder as it was before `tag`. */
function migrationsBefore(tag: string): string {
  const folder = join(dir, 'drizzle');
  mkdirSync(join(folder, 'meta'), { recursive: true });
  const journal = JSON.parse(readFileSync(join(migrations, 'meta/_journal.json'), 'utf8')) as { entries: Array<{ tag: string }> };
  const cut = journal.entries.findIndex((e) => e.tag === tag);
  expect(cut).toBeGreaterThan(0);
  journal.entries = journal.entries.slice(0, cut);
  writeFileSync(join(folder, 'meta/_journal.json'), JSON.stringify(journal));
  for (const file of readdirSync(migrations).filter((f) => f.endsWith('.sql'))) copyFileSync(join(migrations, file), join(folder, file));
  return folder;
}

const migrateTo = (folder: string) =>
  database.driver === 'pglite' ? migratePglite(database.db as never, { migrationsFolder: folder }) : migratePg(database.db as never, { migrationsFolder: folder });

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
const one = async <T>(statement: ReturnType<typeof sql>) => rowsOf<T>(await database.db.execute(statement))[0]!;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'youshi-ledger-backfill-'));
  if (process.env.TEST_DB === 'postgres') {
    const temp = await createTempDatabase(process.env.TEST_DATABASE_URL!, 'youshi_test');
    database = await openPostgres(temp.url);
    drop = temp.drop;
  } else {
    database = await openPglite();
  }
  await migrateTo(migrationsBefore('0006_ledger_rules'));
});
afterAll(async () => {
  await database?.close();
  await drop();
  rmSync(dir, { recursive: true, force: true });
});

describe('migration 0006 on an existing ledger', () => {
  it('links the entries of existing orders by their keys, leaves the others, and the rules hold afterwards', async () => {
    const db = database.db;
    const user = async (name: string, phone: string) =>
      (await one<{ id: number }>(sql`insert into users (user_name, phone, password_hash, created_at) values (${name}, ${phone}, 'x', now()) returning id`)).id;
    const [buyer, seller] = [await user('买家', '13800009001'), await user('卖家', '13800009002')];
    const category = (await one<{ id: number }>(sql`insert into categories (name) values ('测试') returning id`)).id;
    const product = (await one<{ id: number }>(sql`insert into products (category_id, code, name, year, exterior, unit) values (${category}, 'T1', '测试票', 1980, '单枚', '枚') returning id`)).id;
    const listing = (
      await one<{ id: number }>(
        sql`insert into listings (publisher_id, publish_type, product_id, price, quantity, last_num, trade_ways, delivery_methods, refreshed_at, created_at, updated_at)
            values (${seller}, 1, ${product}, 1000, 5, 3, '["online"]', '["express"]', now(), now(), now()) returning id`,
      )
    ).id;
    const order = async () =>
      (
        await one<{ id: number }>(
          sql`insert into orders (listing_id, buyer_id, seller_id, machine, trade_way, delivery_method, quantity, price, amount, state_value, context, stage, created_at, updated_at)
              values (${listing}, ${buyer}, ${seller}, 'order', 'online', 'express', 1, 1000, 1000, '"completed"', '{}', 'ended', now(), now()) returning id`,
        )
      ).id;
    const [paid, anonymous] = [await order(), await order()];
    await db.execute(sql`insert into accounts (user_id, asset, created_at) select u, a, now() from unnest(array[${buyer}::int, ${seller}::int]) u cross join (values ('cny'), ('bean')) x(a)`);
    const account = async (where: ReturnType<typeof sql>) => (await one<{ id: number }>(sql`select id from accounts where ${where}`)).id;
    const ids = {
      gateway: await account(sql`system_code = 'payment_gateway' and asset = 'cny'`),
      gatewayBeans: await account(sql`system_code = 'payment_gateway' and asset = 'bean'`),
      escrow: await account(sql`system_code = 'escrow_pool' and asset = 'cny'`),
      fees: await account(sql`system_code = 'platform_fees' and asset = 'bean'`),
      buyer: await account(sql`user_id = ${buyer} and asset = 'cny'`),
      buyerBeans: await account(sql`user_id = ${buyer} and asset = 'bean'`),
      seller: await account(sql`user_id = ${seller} and asset = 'cny'`),
    };
    // Before 0006: entries, postings and the cached balances written the way postTransfer wrote them.
    const entries: Array<[key: string, postings: Array<[number, number]>]> = [
      ['seed:opening:1:cny', [[ids.gateway, -5_000], [ids.buyer, 5_000]]],
      ['seed:opening:1:bean', [[ids.gatewayBeans, -2_000], [ids.buyerBeans, 2_000]]],
      [`order:${paid}:v1`, [[ids.buyer, -1_000], [ids.escrow, 1_000]]],
      [`order:${paid}:v3`, [[ids.escrow, -1_000], [ids.seller, 1_000]]],
      [`basket:anonymous:order:${anonymous}`, [[ids.buyerBeans, -5], [ids.fees, 5]]],
      ['order:999999:v1', [[ids.buyer, -10], [ids.seller, 10]]],
      ['prop:1:abc', [[ids.buyerBeans, -20], [ids.fees, 20]]],
    ];
    for (const [key, postings] of entries) {
      const entry = (await one<{ id: number }>(sql`insert into journal_entries (idempotency_key, memo, created_at) values (${key}, '', now()) returning id`)).id;
      for (const [accountId, amount] of postings) {
        await db.execute(sql`insert into postings (entry_id, account_id, amount) values (${entry}, ${accountId}, ${amount})`);
        await db.execute(sql`update accounts set balance = balance + ${amount} where id = ${accountId}`);
      }
    }

    await migrateTo(migrations);

    const linked = rowsOf<{ idempotency_key: string; order_id: number | null }>(await db.execute(sql`select idempotency_key, order_id from journal_entries order by id`));
    expect(linked).toEqual([
      { idempotency_key: 'seed:opening:1:cny', order_id: null },
      { idempotency_key: 'seed:opening:1:bean', order_id: null },
      { idempotency_key: `order:${paid}:v1`, order_id: paid },
      { idempotency_key: `order:${paid}:v3`, order_id: paid },
      { idempotency_key: `basket:anonymous:order:${anonymous}`, order_id: anonymous },
      { idempotency_key: 'order:999999:v1', order_id: null },
      { idempotency_key: 'prop:1:abc', order_id: null },
    ]);
    await expect(db.execute(sql`update journal_entries set order_id = ${paid} where idempotency_key = 'prop:1:abc'`)).rejects.toThrow();
    await expect(db.execute(sql`update accounts set balance = balance + 1 where id = ${ids.buyer}`)).rejects.toThrow();
    const balance = await one<{ balance: string }>(sql`select balance::text from accounts where id = ${ids.buyer}`);
    expect(Number(balance.balance)).toBe(5_000 - 1_000 - 10);
  });
});
