import { measureApi, type ApiFigures } from './api';
import { measureAutomatch, type AutomatchFigures } from './automatch';
import type { BenchServer } from './server';
import { measureCycles, measurePayStatements, prepareTrade, type CycleFigures } from './trade';

/** What the bench measures on each database, against the app on it. */
export interface DatabaseFigures {
  api: ApiFigures;
  cycles: CycleFigures;
  payStatements: number;
  /** Auto-match (issue 28): orders matched per second and the place-order call's latency. */
  automatch: AutomatchFigures;
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
  const automatch = await measureAutomatch(server, seconds, progress);
  return { api, cycles, payStatements, automatch, memory: await server.memory() };
}
