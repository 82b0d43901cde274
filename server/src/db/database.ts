import { AsyncLocalStorage } from 'node:async_hooks';
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema';

/**
 * The database as the rest of the server sees it: Drizzle's pg-core, whichever driver is underneath, so repository
 * code is written once (docs/adr/0002). A transaction is also a `Db`, so helpers accept either.
 */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface OpenDatabase {
  db: Db;
  driver: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  close(): Promise<void>;
  /** Tells `listener` of every statement sent through Drizzle until the returned function is called (tests count them). */
  watchStatements(listener: (statement: string) => void): () => void;
  /**
   * Calls `listener` whenever data may have changed: when a statement that may write is sent, again when it has run
   * outside a transaction, and when a transaction ends, committed or not (the read cache forgets, read-cache.ts); with
   * whether the write may have touched the members' tables (users, sessions).
   */
  watchWrites(listener: (touchesMembers: boolean) => void): () => void;
  /** PGlite only: the whole database as a tarball, which `openPglite(undefined, dump)` opens as a copy. */
  dump?(): Promise<Blob>;
}

/**
 * Reads are SELECTs and read-only CTEs; a transaction's BEGIN, COMMIT or ROLLBACK is heard as its end instead (below).
 * Anything else may change data (a SELECT … FOR UPDATE counts, harmlessly).
 */
const mayWrite = (statement: string) =>
  !/^\s*(select|with|begin|commit|rollback|savepoint|release)\b/i.test(statement) || /\b(insert|update|delete)\b/i.test(statement);
/** A write that names the members' tables may change a member or a session (no trigger writes them: migrations). */
const touchesMembers = (statement: string) => /\b(users|sessions)\b/i.test(statement);

/**
 * A Drizzle logger that forwards each statement to whoever watches, and tells the write watchers of a statement that
 * may write before it is sent; with nobody watching it costs a set lookup.
 */
function statementLog() {
  const listeners = new Set<(statement: string) => void>();
  const writeListeners = new Set<(touchesMembers: boolean) => void>();
  const wrote = (members: boolean) => writeListeners.forEach((listener) => listener(members));
  // The transaction a statement is sent in (Drizzle runs its callback in the caller's async context), so that its end
  // can tell whether it wrote the members' tables.
  const transactions = new AsyncLocalStorage<{ touchedMembers: boolean }>();
  return {
    logger: {
      logQuery: (statement: string) => {
        listeners.forEach((listener) => listener(statement));
        if (!mayWrite(statement)) return;
        const members = touchesMembers(statement);
        const transaction = transactions.getStore();
        if (transaction && members) transaction.touchedMembers = true;
        wrote(members);
      },
    },
    /** After a write statement sent outside a transaction has run: `run` is the driver's own query call. */
    afterWrite<Q extends string | { text: string }, A extends unknown[], R>(run: (query: Q, ...rest: A) => Promise<R>) {
      return async (query: Q, ...rest: A): Promise<R> => {
        try {
          return await run(query, ...rest);
        } finally {
          const text = typeof query === 'string' ? query : query.text;
          if (mayWrite(text)) wrote(touchesMembers(text));
        }
      };
    },
    /** db.transaction, telling the write watchers when it has ended: its writes are visible (or undone) from now on. */
    watchTransactions(db: Db) {
      const transaction = db.transaction.bind(db);
      db.transaction = ((...args: Parameters<Db['transaction']>) => {
        const record = { touchedMembers: false };
        return transactions.run(record, async () => {
          try {
            return await transaction(...args);
          } finally {
            wrote(record.touchedMembers);
          }
        });
      }) as Db['transaction'];
    },
    watchStatements(listener: (statement: string) => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    watchWrites(listener: (touchesMembers: boolean) => void) {
      writeListeners.add(listener);
      return () => void writeListeners.delete(listener);
    },
  };
}

const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url));

/**
 * PGlite in a directory, or in memory when `dir` is undefined (tests). In memory it may start as a copy of another
 * database's `dump()`: the tests copy one migrated, seeded database in well under a second, where creating a new one
 * (initdb) takes several.
 */
export async function openPglite(dir?: string, fromDump?: Blob): Promise<OpenDatabase> {
  // A fresh clone has no ./data yet, and PGlite creates only the last folder of the path.
  if (dir) mkdirSync(dir, { recursive: true });
  // pg_trgm: the keyword search's trigram indexes (migration 0007).
  const client = new PGlite({ ...(dir ? { dataDir: dir } : {}), ...(fromDump ? { loadDataDir: fromDump } : {}), extensions: { pg_trgm } });
  await client.waitReady;
  const log = statementLog();
  // Drizzle sends statements outside a transaction through client.query, and a transaction's through its own handle.
  client.query = log.afterWrite(client.query.bind(client)) as typeof client.query;
  const db = drizzlePglite(client, { schema, logger: log.logger });
  log.watchTransactions(db);
  return {
    db,
    watchStatements: log.watchStatements,
    watchWrites: log.watchWrites,
    driver: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder }),
    close: () => client.close(),
    dump: async () => (await client.dumpDataDir('none')) as Blob,
  };
}

export async function openPostgres(url: string): Promise<OpenDatabase> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle connection the server drops (restart, failover, a test dropping its database) is discarded by the pool
  // and reopened on demand; without a listener its 'error' event would crash the process.
  pool.on('error', (error: Error & { code?: string }) => {
    if (error.code !== '57P01') console.error('PostgreSQL idle connection error:', error.message);
  });
  const log = statementLog();
  // Drizzle sends statements outside a transaction through pool.query, and a transaction's through a checked-out client.
  const poolQuery = pool.query.bind(pool) as (query: string | { text: string }, ...rest: unknown[]) => Promise<unknown>;
  pool.query = log.afterWrite(poolQuery) as typeof pool.query;
  const db = drizzlePg(pool, { schema, logger: log.logger });
  log.watchTransactions(db);
  return {
    db,
    watchStatements: log.watchStatements,
    watchWrites: log.watchWrites,
    driver: 'postgres',
    migrate: () => migratePg(db, { migrationsFolder }),
    close: () => pool.end(),
  };
}
