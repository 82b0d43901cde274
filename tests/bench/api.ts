import Fastify from 'fastify';
import type { AddressInfo } from 'node:net';
import { load } from './load';
import type { BenchServer } from './server';

export interface ApiFigures {
  bare: number;
  userInfo: number;
  /** How many times slower GET /api/user/info is than a bare Fastify route on this machine, in this run. */
  ratio: number;
}

/** GET /api/user/info (token lookup, member row, JSON envelope) against a Fastify route that returns a constant. */
export async function measureApi(server: BenchServer, seconds = 5): Promise<ApiFigures> {
  const bare = Fastify({ logger: false });
  bare.get('/bare', async () => ({ code: 200, msg: 'ok', data: null }));
  await bare.listen({ port: 0, host: '127.0.0.1' });
  try {
    const bareUrl = `http://127.0.0.1:${(bare.server.address() as AddressInfo).port}/bare`;
    const infoUrl = `${server.base}/api/user/info`;
    const auth = { token: server.token };
    await load(bareUrl, {}, 1); // warm-up: JIT and connections out of the measured window
    await load(infoUrl, auth, 1);
    const bareRun = await load(bareUrl, {}, seconds);
    const infoRun = await load(infoUrl, auth, seconds);
    return { bare: bareRun.perSecond, userInfo: infoRun.perSecond, ratio: bareRun.perSecond / infoRun.perSecond };
  } finally {
    await bare.close();
  }
}
