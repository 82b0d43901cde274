import { spawnSync } from 'node:child_process';
import { measureApi } from './api';
import { measureBundle } from './bundle';
import { measureRoutes } from './routes';
import { startBenchServer } from './server';

/**
 * `npm run bench`: figures to compare between runs on the same machine, never asserted in tests.
 * 1. The bundle: initial JS (gzip) and, per route, the JS Chromium actually loaded to show it.
 * 2. The API: GET /api/user/info throughput as a ratio to a bare Fastify route in the same process and run.
 */
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

async function main() {
  const build = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { stdio: 'inherit' });
  if (build.status !== 0) throw new Error('vite build failed');

  const bundle = measureBundle();
  console.log(`\n== bundle (gzip -9)\ninitial JS (entry and its static imports): ${kb(bundle.initialGzip)}`);
  console.log('largest lazy chunks:');
  for (const chunk of bundle.lazy.slice(0, 8)) console.log(`  ${kb(chunk.gzip).padStart(9)}  ${chunk.source}`);

  const server = await startBenchServer();
  try {
    const routes = await measureRoutes(server);
    const sorted = [...routes].sort((a, b) => b.gzip - a.gzip);
    console.log(`\n== JS loaded per route, logged in (${routes.length} routes; heaviest first)`);
    for (const r of sorted) console.log(`  ${kb(r.gzip).padStart(9)}  ${String(r.scripts).padStart(2)} files  ${r.url}`);
    const lightest = sorted.at(-1)!.gzip;
    console.log(`heaviest / lightest route: ${(sorted[0]!.gzip / lightest).toFixed(2)}`);

    const seconds = Number(process.env.BENCH_SECONDS ?? 5);
    const api = await measureApi(server, seconds);
    console.log(`\n== API (${seconds} s each, 16 keep-alive connections, loopback)`);
    console.log(`bare Fastify route:  ${api.bare.toFixed(0)} req/s`);
    console.log(`GET /api/user/info:  ${api.userInfo.toFixed(0)} req/s`);
    console.log(`ratio bare / user info: ${api.ratio.toFixed(2)} (how many times the real route costs the bare one)`);
  } finally {
    await server.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
