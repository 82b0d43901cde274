import { resolve } from 'node:path';
import type { AddressInfo } from 'node:net';
import { buildApp } from '../../server/src/app';
import { openPglite } from '../../server/src/db/database';
import { demoPassword, seed } from '../../server/src/db/seed';
import { providersFromEnv } from '../../server/src/providers/from-env';

export interface BenchServer {
  base: string;
  /** A logged-in demo member's token (金陵藏家, level 3). */
  token: string;
  close(): Promise<void>;
}

/** The real app on loopback, as `npm start` runs it (in-memory PGlite, seeded, serving ./dist), for one bench run. */
export async function startBenchServer(): Promise<BenchServer> {
  const database = await openPglite();
  await database.migrate();
  const clock = () => new Date();
  await seed(database.db, clock);
  const app = await buildApp({
    db: database.db,
    clock,
    ...providersFromEnv({}, database.db, clock, 'bench-secret'),
    staticDir: resolve('dist'),
    devTools: false,
    secret: 'bench-secret',
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  const reply = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: '13800000003', password: demoPassword, appCode: 'PC' }),
  });
  const token = ((await reply.json()) as { data: { token: string } }).data.token;
  return {
    base,
    token,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}
