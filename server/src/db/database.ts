import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
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
  /** PGlite only: the whole database as a tarball, which `openPglite(undefined, dump)` opens as a copy. */
  dump?(): Promise<Blob>;
}

/** A Drizzle logger that forwards each statement to whoever watches; with nobody watching it costs a set lookup. */
function statementLog() {
  const listeners = new Set<(statement: string) => void>();
  return {
    logger: { logQuery: (statement: string) => listeners.forEach((listener) => listener(statement)) },
    watchStatements(listener: (statement: string) => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
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
  const client = dir ? new PGlite(dir) : new PGlite(fromDump ? { loadDataDir: fromDump } : {});
  await client.waitReady;
  const log = statementLog();
  const db = drizzlePglite(client, { schema, logger: log.logger });
  return {
    db,
    watchStatements: log.watchStatements,
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
  const db = drizzlePg(pool, { schema, logger: log.logger });
  return {
    db,
    watchStatements: log.watchStatements,
    driver: 'postgres',
    migrate: () => migratePg(db, { migrationsFolder }),
    close: () => pool.end(),
  };
}
