import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { AddressInfo } from 'node:net';
import { buildApp } from '../../server/src/app';
import { openPglite, openPostgres } from '../../server/src/db/database';
import { readCacheOf } from '../../server/src/db/read-cache';
import { seed } from '../../server/src/db/seed';
import { MemoryLimitStore } from '../../server/src/domain/limits/memory-limit-store';
import { providersFromEnv } from '../../server/src/providers/from-env';
import { LocalFolderStorage } from '../../server/src/storage/local-folder-storage';
import { MemoryBus, type LiveEvent } from '../../server/src/realtime/bus';
import { headers } from '../../src/api/contracts/envelope';
import { statementsOf } from '../server/statements';
import { addBenchBuyers } from './bench-members';
import { serveParent } from './child-process';

/**
 * The app for one bench run, in a process of its own, built as `npm start` builds it (server/src/main.ts: keep the
 * two alike, or the bench measures another app), with the development tools off as in production: PostgreSQL at
 * BENCH_DATABASE_URL (a fresh database the bench made) or else an in-memory PGlite, migrated and seeded with the demo
 * data (and the bench's buyers), serving ./dist and the API on 127.0.0.1. Besides HTTP it answers the bench over
 * IPC: its memory, and the statements one call costs (counted here, where the database is).
 */
export interface AppReady {
  port: number;
}
export type AppRequest =
  | { kind: 'memory' }
  | { kind: 'statements'; path: string; body: unknown; token: string; idempotencyKey: string }
  | { kind: 'publish'; channel: string; event: LiveEvent };
export interface StatementsReply {
  status: number;
  body: string;
  statements: string[];
}

const url = process.env.BENCH_DATABASE_URL;
const database = url ? await openPostgres(url) : await openPglite();
await database.migrate();
const clock = () => new Date();
await seed(database.db, clock);
await addBenchBuyers(database.db, clock);
const limits = new MemoryLimitStore(clock);
// The live bus as main.ts makes it for one instance; the bench publishes on it (a quotes tick) over IPC.
const bus = new MemoryBus();
const app = await buildApp({
  db: database.db,
  clock,
  ...providersFromEnv({}, database.db, clock, 'bench-secret', limits),
  staticDir: resolve('dist'),
  devTools: false,
  secret: 'bench-secret',
  limits,
  readCache: readCacheOf(database, clock), // as main.ts runs one instance (no REDIS_URL)
  storage: new LocalFolderStorage(mkdtempSync(join(tmpdir(), 'youshi-bench-uploads-'))), // as main.ts: files in a folder
  bus,
});
await app.listen({ port: 0, host: '127.0.0.1' });

async function handle(request: AppRequest): Promise<unknown> {
  if (request.kind === 'memory') {
    globalThis.gc?.();
    return process.memoryUsage();
  }
  if (request.kind === 'publish') return bus.publish(request.channel, request.event);
  // Through inject, as tests/server/pay-statements.test.ts calls it: the statements of this one call and nothing else.
  let reply: { statusCode: number; body: string } | undefined;
  const statements = await statementsOf(database.watchStatements, async () => {
    reply = await app.inject({
      method: 'POST',
      url: request.path,
      payload: request.body as object,
      headers: { token: request.token, [headers.idempotencyKey]: request.idempotencyKey },
    });
  });
  return { status: reply!.statusCode, body: reply!.body, statements } satisfies StatementsReply;
}

serveParent<AppReady>({ port: (app.server.address() as AddressInfo).port }, (request) => handle(request as AppRequest), async () => {
  await app.close();
  await database.close();
});
