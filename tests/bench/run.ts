import { spawnSync } from 'node:child_process';
import { call } from './api-call';
import { entryGzip } from './bundle';
import { measureDatabase, type DatabaseFigures } from './database-figures';
import { columns } from './figure';
import { tableFigures, type Measurements } from './figures';
import { describeRun, readPrevious, writeRecord } from './history';
import { measureLighthouse } from './lighthouse';
import { measureLive } from './live';
import { measureRoutes } from './routes';
import { startBenchServer, type BenchServer } from './server';
import { renderTable } from './table';

/**
 * `npm run bench`: the figures, each with its target, in one table, on PGlite and (when DATABASE_URL is set)
 * on a fresh PostgreSQL database; kept in .bench/ to compare runs on the same machine. Never asserted in tests.
 * BENCH_SECONDS (default 5) is each load figure's length; BENCH_LIGHTHOUSE_RUNS (default 3) the runs per page;
 * BENCH_SOCKETS (default 5,000) the live sockets opened against one instance.
 * Everything runs on 127.0.0.1.
 */
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const lighthouseRuns = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
const adminUrl = process.env.DATABASE_URL;
const sockets = Number(process.env.BENCH_SOCKETS ?? 5_000);

const started = performance.now();
const progress = (step: string) => console.error(`bench ${((performance.now() - started) / 1000).toFixed(0).padStart(4)} s  ${step}`);

/** An offer of the demo data to open as /trade/{id}: the first sell offer of the market. */
async function demoListingPath(base: string): Promise<string> {
  const page = await call<{ list: Array<{ id: number; publishType: number }> }>(base, '', '/api/trade/whole/list?pageNo=1&pageSize=20', {});
  const listing = page.list.find((l) => l.publishType === 1) ?? page.list[0];
  if (!listing) throw new Error('the demo data has no open offer');
  return `/trade/${listing.id}`;
}

/** Runs `use` against a server, and closes the server whatever happens. */
async function onServer<T>(starting: Promise<BenchServer>, use: (server: BenchServer) => Promise<T>): Promise<T> {
  const server = await starting;
  try {
    return await use(server);
  } finally {
    await server.close();
  }
}

async function measure(): Promise<Measurements> {
  progress('vite build');
  const build = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { stdio: 'inherit' });
  if (build.status !== 0) throw new Error('vite build failed');
  const entry = entryGzip();

  progress('PGlite: starting the app');
  const onPglite = await onServer(startBenchServer('pglite'), async (server) => {
    progress('PGlite: JS per route in Chromium');
    const routes = await measureRoutes(server);
    // Before the bench adds its offers: Lighthouse sees the demo data as `npm start` serves it.
    const listingPath = await demoListingPath(server.base);
    progress(`PGlite: Lighthouse, ${lighthouseRuns} runs of /index, /poster, ${listingPath}, mobile and desktop`);
    const lighthouse = await measureLighthouse(server.base, ['/index', '/poster', listingPath], lighthouseRuns);
    const figures = await measureDatabase(server, seconds, (step) => progress(`PGlite: ${step}`));
    const live = await measureLive(server, sockets, (step) => progress(`PGlite: ${step}`));
    return { routes, listingPath, lighthouse, figures, live };
  });
  // One app at a time: two would share the machine's two cores.
  let onPostgres: DatabaseFigures | undefined;
  if (adminUrl) {
    progress('PostgreSQL: a fresh database, the app');
    onPostgres = await onServer(startBenchServer('postgres', adminUrl), (server) => measureDatabase(server, seconds, (step) => progress(`PostgreSQL: ${step}`)));
  }
  const { routes, listingPath, lighthouse, live } = onPglite;
  return { entryGzip: entry, routes, lighthouse, lighthouseRuns, listingPath, databases: { pglite: onPglite.figures, postgres: onPostgres }, live };
}

async function main() {
  const previous = readPrevious();
  const run = describeRun();
  const measurements = await measure();
  const figures = tableFigures(measurements);
  const { routes, lighthouse, databases, live } = measurements;
  const file = writeRecord({ ...run, benchSeconds: seconds, lighthouseRuns, figures, details: { routes, lighthouse, databases, live } });

  const measuredOn = columns.filter((c) => databases[c]).map((c) => (c === 'pglite' ? 'PGlite (in-memory)' : 'PostgreSQL (fresh database)')).join(' and ');
  console.log(`\n== npm run bench, ${run.time}, ${run.commit}${run.dirty ? ' + uncommitted changes' : ''}, ${run.cpus} cores, ${seconds} s per load figure, on ${measuredOn}`);
  if (previous) {
    console.log(`Δ: change since the previous run, ${previous.time} (${previous.commit}${previous.dirty ? ' + changes' : ''}, ${previous.benchSeconds} s per load figure)`);
  }
  console.log(renderTable(figures, previous?.figures));
  console.log(`· measured once, against the app on PGlite. Written to ${file} and .bench/latest.json.`);
  progress('done');
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
