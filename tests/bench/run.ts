import { spawnSync } from 'node:child_process';
import { measureApi } from './api';
import { measureBundle } from './bundle';
import { measureRoutes } from './routes';
import { startBenchServer } from './server';
import { measureTrade } from './trade';

/**
 * `npm run bench`: figures to compare between runs on the same machine, never asserted in tests.
 * 1. The bundle: initial JS (gzip) and, per route, the JS Chromium actually loaded to show it.
 * 2. The API: GET /api/user/info throughput as a ratio to a bare Fastify route in the same process and run.
 * 3. Trading: the market list, an order's detail and whole take-pay-ship-receive cycles, as ratios to the same route.
 */
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

async function main() {
  const build = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { stdio: 'inherit' });
  if (build.status !== 0) throw new Error('vite build failed');

  const bundle = measureBundle();
  console.log(`\n== bundle (gzip -9)\ninitial JS (entry and its static imports): ${kb(bundle.initialGzip)}`);
  console.log('largest lazy pages and panels:');
  for (const chunk of bundle.lazy.slice(0, 8)) console.log(`  ${kb(chunk.gzip).padStart(9)}  ${chunk.source}`);
  console.log(`opening an order's 流程 view (the view, Mermaid, its state-diagram layout): ${kb(bundle.processViewGzip)}`);

  const server = await startBenchServer();
  try {
    const routes = await measureRoutes(server);
    // Routes that load the same JS are listed once, heaviest first.
    const groups = new Map<number, string[]>();
    for (const r of routes) groups.set(r.gzip, [...(groups.get(r.gzip) ?? []), r.url]);
    const sizes = [...groups.keys()].sort((a, b) => b - a);
    console.log(`\n== JS loaded per route, logged in (${routes.length} routes)`);
    for (const size of sizes) {
      const urls = groups.get(size)!;
      console.log(`  ${kb(size).padStart(9)}  ${urls.length} routes: ${urls.slice(0, 6).join(' ')}${urls.length > 6 ? ' …' : ''}`);
    }
    console.log(`heaviest / lightest route: ${(sizes[0]! / sizes.at(-1)!).toFixed(2)}`);

    const seconds = Number(process.env.BENCH_SECONDS ?? 5);
    const api = await measureApi(server, seconds);
    console.log(`\n== API (${seconds} s each, 16 keep-alive connections, loopback)`);
    console.log(`bare Fastify route:  ${api.bare.toFixed(0)} req/s`);
    console.log(`GET /api/user/info:  ${api.userInfo.toFixed(0)} req/s`);
    console.log(`ratio bare / user info: ${api.ratio.toFixed(2)} (how many times the real route costs the bare one)`);

    const trade = await measureTrade(server, seconds);
    console.log(`\n== trading (same run; ratios to the bare route's ${api.bare.toFixed(0)} req/s)`);
    console.log(`POST /api/trade/whole/list (200+ offers, page of 20): ${trade.marketList.toFixed(0)} req/s, ratio ${(api.bare / trade.marketList).toFixed(2)}`);
    console.log(`GET /api/user/order/info:                           ${trade.orderDetail.toFixed(0)} req/s, ratio ${(api.bare / trade.orderDetail).toFixed(2)}`);
    console.log(`take + pay + ship + receive, one after another:      ${trade.cycles.toFixed(2)} cycles/s, ratio ${(api.bare / trade.cycles).toFixed(0)}`);
  } finally {
    await server.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
