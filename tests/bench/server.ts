import type { LiveEvent } from '../../server/src/realtime/bus';
import { createTempDatabase } from '../temp-postgres';
import type { AppReady, AppRequest, StatementsReply } from './app-process';
import { loginAs } from './api-call';
import { startChild, type Child } from './child-process';

export type DatabaseKind = 'pglite' | 'postgres';

export interface BenchServer {
  database: DatabaseKind;
  base: string;
  /** A logged-in demo member's token (金陵藏家, level 3 merchant: the seller of the trade figures). */
  token: string;
  /** The app process's memory, after a garbage collection. */
  memory(): Promise<NodeJS.MemoryUsage>;
  /** One POST through the app with the statements it sent to the database (counted in the app's process). */
  statements(request: Omit<Extract<AppRequest, { kind: 'statements' }>, 'kind'>): Promise<StatementsReply>;
  /** Publishes one event on the app's live bus (in its process, as a deal's quotes tick is). */
  publish(channel: string, event: LiveEvent): Promise<void>;
  close(): Promise<void>;
}

const appScript = new URL('./app-process.ts', import.meta.url).pathname;

/**
 * The app in its own process on 127.0.0.1: on an in-memory PGlite, or on a fresh PostgreSQL database made on the
 * server behind `adminUrl` for this run (as the server tests make theirs) and dropped on close.
 */
export async function startBenchServer(database: DatabaseKind, adminUrl?: string): Promise<BenchServer> {
  const temp = database === 'postgres' ? await createTempDatabase(adminUrl!, 'youshi_bench') : undefined;
  let child: Child<AppReady> | undefined;
  try {
    child = await startChild<AppReady>(appScript, temp ? { BENCH_DATABASE_URL: temp.url } : {});
    const app = child;
    const base = `http://127.0.0.1:${app.ready.port}`;
    return {
      database,
      base,
      token: await loginAs(base, '13800000003'),
      memory: () => app.ask({ kind: 'memory' }),
      statements: (request) => app.ask({ kind: 'statements', ...request }),
      publish: (channel, event) => app.ask({ kind: 'publish', channel, event }),
      close: async () => {
        await app.stop();
        await temp?.drop();
      },
    };
  } catch (error) {
    await child?.stop();
    await temp?.drop();
    throw error;
  }
}
