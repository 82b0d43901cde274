import { measureApi, type ApiFigures } from './api';
import type { BenchServer } from './server';
import { measureCycles, measurePayStatements, prepareTrade, type CycleFigures } from './trade';

/** What the bench measures on each database, against the app on it. */
export interface DatabaseFigures {
  api: ApiFigures;
  cycles: CycleFigures;
  payStatements: number;
  /** The app process after the load (PGlite runs inside it, so with PGlite this is the database's too). */
  memory: NodeJS.MemoryUsage;
}

export async function measureDatabase(server: BenchServer, seconds: number, progress: (step: string) => void): Promise<DatabaseFigures> {
  progress('offers, buyers and a first order');
  const setup = await prepareTrade(server);
  progress('API throughput and latency');
  const api = await measureApi(server, setup, seconds);
  progress('take-pay-ship-receive cycles');
  const cycles = await measureCycles(server, setup, seconds);
  const payStatements = await measurePayStatements(server, setup);
  return { api, cycles, payStatements, memory: await server.memory() };
}
