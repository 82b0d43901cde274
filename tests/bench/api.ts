import { call } from './api-call';
import { startChild } from './child-process';
import { load, type LoadOptions } from './load';
import type { BenchServer } from './server';
import type { TradeSetup } from './trade';

/**
 * The API under load. Throughput is a share of a bare Fastify route's, measured in the same run, at 16 connections;
 * latency is the p99 at 50 connections.
 *
 * Why child processes: this machine has 2 cores. With the server in the bench's own process, the load generator
 * and the server would share one event loop, and the cheaper the route the more of that loop the client would take:
 * the bare route would be undercounted and the ratio flattered. So the bare route and the app each run in a process
 * of their own (started the same way, one at a time) and the bench only generates load: one core serves, the other
 * asks (PostgreSQL's own processes share the two as well). At 16 connections the client uses about two thirds of
 * its core against the bare route, so the bare route, not the client, is what limits it.
 */
export type ApiCall = 'userInfo' | 'marketList' | 'orderDetail' | 'keywordSearch';

export interface ApiFigures {
  /** Requests per second of the bare route, 16 connections: the faster of `bareRuns`. */
  bare: number;
  /** The bare route measured before and after the app's throughput runs. */
  bareRuns: number[];
  /** Requests per second at 16 connections. */
  perSecond: Record<Exclude<ApiCall, 'keywordSearch'>, number>;
  /** p99 latency at 50 connections, ms. */
  p99Ms: Record<ApiCall, number>;
}

const throughputConnections = 16;
// As a browser asks: the app compresses answers above 1 KB (the market page) when told it may, and that is its cost.
const browserHeaders = { 'accept-encoding': 'gzip, deflate, br' };
const latencyConnections = 50;

/** What each figure asks, as the browser asks it. */
function requests(setup: TradeSetup, seller: string): Record<ApiCall, { path: string } & Pick<LoadOptions, 'headers' | 'body'>> {
  return {
    userInfo: { path: '/api/user/info', headers: { ...browserHeaders, token: seller } },
    // The market (/voster, /trade): every open offer, a page of 20, public.
    marketList: { path: '/api/trade/whole/list?pageNo=1&pageSize=20', headers: browserHeaders, body: {} },
    orderDetail: { path: `/api/user/order/info?orderId=${setup.orderId}`, headers: { ...browserHeaders, token: setup.buyer.token } },
    // /trade?keyword=… (the header's search) asks the same call with a keyword; T58 matches the 200 offers of the run.
    keywordSearch: { path: '/api/trade/whole/list?pageNo=1&pageSize=20', headers: browserHeaders, body: { keyword: 'T58' } },
  };
}

export async function measureApi(server: BenchServer, setup: TradeSetup, seconds: number): Promise<ApiFigures> {
  const bareChild = await startChild<{ port: number }>(new URL('./bare-process.ts', import.meta.url).pathname);
  try {
    const bareUrl = `http://127.0.0.1:${bareChild.ready.port}/bare`;
    const bareRun = async () => (await load(bareUrl, { headers: browserHeaders, connections: throughputConnections, seconds })).perSecond;
    await load(bareUrl, { headers: browserHeaders, connections: throughputConnections, seconds: 1 }); // JIT and connections out of the measured window
    const bareBefore = await bareRun();
    const perSecond = await throughputs(server, setup, seconds);
    // Before and after the app's runs: anything else busy on the machine can only slow the bare route down, so the
    // faster of the two is its speed, and the share is not flattered by one unlucky moment.
    const bareRuns = [bareBefore, await bareRun()];
    return { bare: Math.max(...bareRuns), bareRuns, perSecond, p99Ms: await latencies(server, setup, seconds) };
  } finally {
    await bareChild.stop();
  }
}

/** Runs one of the calls under load, after checking it succeeds and (when `warm`) a second of warm-up. */
function loader(server: BenchServer, setup: TradeSetup, seconds: number) {
  const asked = requests(setup, server.token);
  return async (name: ApiCall, connections: number, warm: boolean) => {
    const { path, ...options } = asked[name];
    if (warm) {
      // The envelope says whether the call succeeded (the load generator sees only HTTP 200), then a warm-up.
      await call(server.base, options.headers?.token ?? '', path, options.body);
      await load(`${server.base}${path}`, { ...options, seconds: 1, connections });
    }
    return load(`${server.base}${path}`, { ...options, seconds, connections });
  };
}

async function throughputs(server: BenchServer, setup: TradeSetup, seconds: number): Promise<ApiFigures['perSecond']> {
  const run = loader(server, setup, seconds);
  return {
    userInfo: (await run('userInfo', throughputConnections, true)).perSecond,
    marketList: (await run('marketList', throughputConnections, true)).perSecond,
    orderDetail: (await run('orderDetail', throughputConnections, true)).perSecond,
  };
}

async function latencies(server: BenchServer, setup: TradeSetup, seconds: number): Promise<ApiFigures['p99Ms']> {
  const run = loader(server, setup, seconds);
  return {
    userInfo: (await run('userInfo', latencyConnections, false)).p99Ms,
    marketList: (await run('marketList', latencyConnections, false)).p99Ms,
    orderDetail: (await run('orderDetail', latencyConnections, false)).p99Ms,
    keywordSearch: (await run('keywordSearch', latencyConnections, true)).p99Ms,
  };
}
