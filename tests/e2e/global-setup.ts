import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createWriteStream, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTempDatabase } from '../temp-postgres';
import type { TestProject } from 'vitest/node';

/**
 * Builds the browser app and starts the real server on its own port and its own fresh database: PGlite in a temp
 * folder by default, or a new PostgreSQL database when E2E_DATABASE_URL is set (created here, dropped afterwards).
 */
const port = Number(process.env.E2E_PORT ?? 3197);
let server: ChildProcess | undefined;
let cleanup: (() => Promise<void>) | undefined;

async function waitForServer(base: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode}`);
    try {
      const res = await fetch(`${base}/api/sys/config`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error('the server did not start within 120 s');
}

export default async function setup(project: TestProject) {
  if (process.env.E2E_SKIP_BUILD !== '1') {
    // The build members get: Vitest sets NODE_ENV=test, which a child inherits, and React would then build its
    // development code (StrictMode's double effects, checks and warnings) into the app under test.
    const build = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } });
    if (build.status !== 0) throw new Error('vite build failed');
  }
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), HOST: '127.0.0.1', NODE_ENV: 'development' };
  delete env.DATABASE_URL;
  const dataDir = mkdtempSync(join(tmpdir(), 'youshi-e2e-'));
  let dropDb: (() => Promise<void>) | undefined;
  if (process.env.E2E_DATABASE_URL) {
    const db = await createTempDatabase(process.env.E2E_DATABASE_URL, 'youshi_e2e');
    env.DATABASE_URL = db.url;
    dropDb = db.drop;
  } else {
    env.PGLITE_DIR = join(dataDir, 'pglite');
  }
  env.LOG_LEVEL = 'info';
  // --demo: the demo members the journeys log in as, as `npm start` seeds them.
  const child = spawn('npx', ['tsx', 'server/src/main.ts', '--demo'], { env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  server = child;
  const log: string[] = [];
  // The server's own log, one file per database, for reading after a failure.
  mkdirSync('tests/e2e/.artifacts', { recursive: true });
  const logFile = createWriteStream(`tests/e2e/.artifacts/server-${process.env.E2E_DATABASE_URL ? 'postgres' : 'pglite'}.log`);
  for (const stream of [child.stdout, child.stderr]) {
    stream?.on('data', (d: Buffer) => {
      log.push(d.toString());
      logFile.write(d);
    });
  }
  const base = `http://127.0.0.1:${port}`;
  try {
    await waitForServer(base, child);
  } catch (error) {
    console.error(log.join(''));
    throw error;
  }
  project.provide('baseUrl', base);
  project.provide('database', process.env.E2E_DATABASE_URL ? 'postgres' : 'pglite');
  cleanup = async () => {
    if (server?.pid && server.exitCode === null) {
      // The server has closed its database before the folder and the PostgreSQL database go.
      // Bounded: a server that ignores SIGTERM for 10 s does not hold the run.
      const exited = Promise.race([new Promise((r) => server!.once('exit', r)), new Promise((r) => setTimeout(r, 10_000).unref())]);
      try {
        process.kill(-server.pid, 'SIGTERM');
        await exited;
      } catch {
        // already gone
      }
    }
    await dropDb?.();
    rmSync(dataDir, { recursive: true, force: true });
  };
  return async () => cleanup?.();
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    database: 'pglite' | 'postgres';
  }
}
