import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/src/app';
import { trustProxyFromEnv } from '../../server/src/http/trust-proxy';
import { providersFromEnv } from '../../server/src/providers/from-env';
import { messages } from '../../src/api/contracts/messages';
import { buildTestApp, type TestApp } from './helpers';

/**
 * TRUST_PROXY as a hop count: behind one proxy (which appends the address it saw), a client that writes its own
 * X-Forwarded-For and rotates it is still one address, for request.ip and for the SMS per-IP limit.
 */
describe('TRUST_PROXY', () => {
  it('is off by default, a hop count or the proxies\' addresses; `true` and nonsense are refused', () => {
    expect(trustProxyFromEnv(undefined)).toBe(false);
    expect(trustProxyFromEnv('0')).toBe(false);
    expect(typeof trustProxyFromEnv('1')).toBe('function');
    expect(trustProxyFromEnv('10.0.0.0/8, 127.0.0.1,loopback')).toEqual(['10.0.0.0/8', '127.0.0.1', 'loopback']);
    expect(() => trustProxyFromEnv('true')).toThrow(/TRUST_PROXY=true would believe every X-Forwarded-For address/);
    expect(() => trustProxyFromEnv('yes please')).toThrow(/TRUST_PROXY must be the number of reverse proxies/);
  });
});

describe('behind one proxy (TRUST_PROXY=1)', () => {
  let t: TestApp;
  let app: FastifyInstance;
  const proxy = '10.0.0.2';
  beforeAll(async () => {
    t = await buildTestApp();
    app = await buildApp({ db: t.db, clock: t.clock.now, ...providersFromEnv({}, t.db, t.clock.now, 's'), devTools: true, trustProxy: trustProxyFromEnv('1') });
    app.get('/api/test/ip', async (request) => ({ ip: request.ip }));
  });
  afterAll(async () => {
    await app.close();
    await t.close();
  });

  const ipSeen = async (forwarded: string) =>
    ((await app.inject({ method: 'GET', url: '/api/test/ip', remoteAddress: proxy, headers: { 'x-forwarded-for': forwarded } })).json() as { ip: string }).ip;

  it('sees the address the proxy appended, whatever the client wrote to its left', async () => {
    expect(await ipSeen('203.0.113.7')).toBe('203.0.113.7');
    expect(await ipSeen('1.1.1.1, 203.0.113.7')).toBe('203.0.113.7');
    expect(await ipSeen('9.9.9.9, 8.8.8.8, 203.0.113.7')).toBe('203.0.113.7');
  });

  it('applies the SMS per-IP limit to the visitor, however the header is rotated', async () => {
    const sendFrom = async (visitor: string, fake: string, n: number) => {
      const challenge = ((await app.inject({ method: 'GET', url: '/api/captcha/slider' })).json() as { data: { sessionId: string; token: string } }).data;
      const res = await app.inject({
        method: 'POST',
        url: '/api/login/sendCode',
        remoteAddress: proxy,
        headers: { 'x-forwarded-for': `${fake}, ${visitor}` },
        payload: { phone: `1370000${String(n).padStart(4, '0')}`, type: 'register', sessionId: challenge.sessionId, token: challenge.token, sig: '300:500' },
      });
      return res.json() as { code: number; msg: string };
    };
    const answers = [];
    for (let n = 0; n < 25; n += 1) answers.push(await sendFrom('203.0.113.7', `198.51.100.${n}`, n));
    const refusedAt = answers.findIndex((a) => a.code !== 200);
    expect(refusedAt).toBeGreaterThan(0);
    expect(answers.slice(refusedAt).every((a) => a.msg === messages.smsHourlyLimit)).toBe(true);
    // Another visitor behind the same proxy is not counted with the first.
    expect((await sendFrom('203.0.113.99', '198.51.100.1', 99)).code).toBe(200);
  });
});
