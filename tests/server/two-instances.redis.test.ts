import type { AddressInfo } from 'node:net';
import { inject } from 'vitest';
import { messages } from '../../src/api/contracts/messages';
import { openPostgres } from '../../server/src/db/database';
import type { LimitStore } from '../../server/src/domain/limits/limit-store';
import { MemoryLimitStore } from '../../server/src/domain/limits/memory-limit-store';
import { DevThirdPartyProvider } from '../../server/src/providers/third-party';
import { createTempDatabase } from '../temp-postgres';
import { buildTestApp, fakeClock, freshCode, type TestApp } from './helpers';
import { sharedRedisStores } from './redis-test-store';
import { newOrder, trader, type Trader } from './trade-helpers';
import { payPasswordLockedPattern, payPasswordWrongPattern } from './pay-password-messages';

/**
 * Two server instances on real 127.0.0.1 ports, each with its own PostgreSQL pool on ONE database and its own Redis
 * connection to ONE Redis (a key prefix of this file's own): a burst split across them still gets at most 5 tries in
 * all. The control runs the same bursts with each instance counting in its own memory, and 10 get through: the test
 * can tell a shared limit from two private ones.
 */

interface Pair {
  a: TestApp;
  b: TestApp;
  url: [string, string];
  close(): Promise<void>;
}

/** One seeded temp database, two apps listening on it, each with the limit store `limitsFor(i)` gives it. */
async function twoInstances(limitsFor: (i: number) => LimitStore, closeLimits: () => Promise<void>): Promise<Pair> {
  // A copy of the run's seeded template database (as freshDatabase makes one), opened by both instances.
  const temp = await createTempDatabase(process.env.TEST_DATABASE_URL!, 'youshi_two', inject('postgresTemplates').seeded);
  const [a, b] = await Promise.all([0, 1].map(async (i) => buildTestApp({ database: await openPostgres(temp.url), limits: limitsFor(i) })));
  const url = (await Promise.all([a!, b!].map(async (t) => {
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    return `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  }))) as [string, string];
  return {
    a: a!,
    b: b!,
    url,
    close: async () => {
      await Promise.all([a!.close(), b!.close()]);
      await closeLimits();
      await temp.drop();
    },
  };
}

/** A POST over the network to instance `i`: the answer's code and message. */
async function postTo(pair: Pair, i: number, path: string, body: unknown, token?: string): Promise<{ code: number; msg: string }> {
  const response = await fetch(pair.url[i]! + path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { token } : {}) },
    body: JSON.stringify(body),
  });
  return (await response.json()) as { code: number; msg: string };
}

async function getFrom<T>(pair: Pair, i: number, path: string): Promise<T> {
  return ((await (await fetch(pair.url[i]! + path)).json()) as { data: T }).data;
}

/** 30 guesses to each instance, all at once. */
const splitBurst = (pair: Pair, send: (instance: number, i: number) => Promise<{ code: number; msg: string }>) =>
  Promise.all(Array.from({ length: 60 }, (_, i) => send(i % 2, i)));

const count = (answers: { msg: string }[], msg: string) => answers.filter((r) => r.msg === msg).length;

/** The bursts, run once on shared Redis and once on two private memories; `expected` is what gets through. */
function bursts(label: string, open: () => Promise<Pair>, expected: { tries: (n: number) => void; sharedTokens: boolean }) {
  describe(label, () => {
    let pair: Pair;
    let buyer: Trader;
    let orderId: number;
    beforeAll(async () => {
      pair = await open();
      const seller = await trader(pair.a, '金陵藏家');
      buyer = await trader(pair.a, '老周邮票');
      orderId = await newOrder(pair.a, seller, buyer, 5_000);
    });
    afterAll(() => pair.close());

    it('wrong login passwords split over both instances', async () => {
      const answers = await splitBurst(pair, (at, i) => postTo(pair, at, '/api/login', { username: '华夏邮社', password: `wrong-${i}` }));
      expected.tries(count(answers, messages.wrongCredentials));
      expect(count(answers, messages.wrongCredentials) + count(answers, messages.loginLocked)).toBe(60);
    });

    it('wrong payment passwords split over both instances', async () => {
      const answers = await splitBurst(pair, (at, i) =>
        postTo(pair, at, '/api/trade/online/buyer/pay', { orderId, payPassword: String(100_000 + i) }, buyer.token),
      );
      // A checked wrong try is a 400: the tries left, or the lock at the fifth; the unchecked ones are 429s.
      const refusedAs = (a: { msg: string }) => payPasswordWrongPattern.test(a.msg) || payPasswordLockedPattern.test(a.msg);
      expected.tries(answers.filter((a) => a.code === 400 && refusedAs(a)).length);
      expect(answers.filter(refusedAs).length).toBe(60);
    });

    it('wrong SMS codes split over both instances: the shared database holds this one either way', async () => {
      const phone = '13800000002';
      const code = await freshCode(pair.a, phone, 'forget');
      const answers = await splitBurst(pair, (at, i) =>
        postTo(pair, at, '/api/user/checkOldUser', { phone, code: String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0'), type: 'forget' }),
      );
      expect(answers.filter((r) => r.msg !== messages.codeTooManyTries).length).toBeLessThanOrEqual(5);
    });

    it('a captcha challenge issued by one instance is good once, on the other', async () => {
      const challenge = await getFrom<{ sessionId: string; token: string }>(pair, 0, '/api/captcha/slider');
      const proof = { sessionId: challenge.sessionId, token: challenge.token, sig: '300:500' };
      const onB = await postTo(pair, 1, '/api/login/sendCode', { phone: '13900007701', type: 'register', ...proof });
      expect(onB.code === 200).toBe(expected.sharedTokens);
      const again = await postTo(pair, 0, '/api/login/sendCode', { phone: '13900007702', type: 'register', ...proof });
      expect(again.code === 200).toBe(!expected.sharedTokens);
    });
  });
}

const redisPair = async () => {
  const shared = await sharedRedisStores(2);
  return twoInstances((i) => shared.stores[i]!, shared.cleanUp);
};
const memoryPair = () => twoInstances(() => new MemoryLimitStore(fakeClock().now), async () => {});

bursts('two instances sharing Redis', redisPair, { tries: (n) => expect(n).toBeLessThanOrEqual(5), sharedTokens: true });
// The control: the same bursts against two private in-process stores let each instance's 5 through.
bursts('control: two instances counting in their own memory', memoryPair, { tries: (n) => expect(n).toBe(10), sharedTokens: false });

describe('a third-party login code used on one instance is used on all', () => {
  it('is exchanged once across two providers sharing Redis, and twice across two private memories', async () => {
    const shared = await sharedRedisStores(2);
    try {
      const clock = fakeClock();
      const viaRedis = shared.stores.map((s) => new DevThirdPartyProvider(clock.now, 'test-secret', s));
      const private_ = [0, 1].map(() => new DevThirdPartyProvider(clock.now, 'test-secret', new MemoryLimitStore(clock.now)));
      for (const [providers, uses] of [[viaRedis, 1], [private_, 2]] as const) {
        const page = providers[0]!.authorizePage('alipay', 1);
        const code = decodeURIComponent(/thirdAuthCode=([^"&]+)/.exec(page)![1]!);
        const results = await Promise.all([providers[1]!.exchangeCode('alipay', code), providers[0]!.exchangeCode('alipay', code)]);
        expect(results.filter((r) => r !== null).length).toBe(uses);
      }
    } finally {
      await shared.cleanUp();
    }
  });
});
