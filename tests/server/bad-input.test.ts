import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { maxFen } from '../../src/api/contracts/trade';
import { users } from '../../server/src/db/schema';
import { openSession } from '../../server/src/domain/sessions';
import {
  badNumbers,
  badUrlNumbers,
  fields,
  int32Overflow,
  isIdField,
  isMoneyField,
  loneSurrogate,
  nul,
  sample,
  variants,
  withField,
  type Field,
} from '../contract-walk';
import { buildTestApp, type TestApp } from './helpers';
import { registeredRoutes } from './registered-routes';

/**
 * Every route of the app, called with bad input in each field it reads, one field at a time (docs/adr/0017): ids of
 * 2147483648, `true` and 1.5, NUL and a lone surrogate in every text, and numbers out of range, in the path, the query
 * string and the body, anonymously and as a member. Each answers 4xx, never 5xx. Which contract each route reads is
 * what the route declares (`schema`, server/src/http/route-schemas.ts), or for a route that declares none yet, the
 * table below; a route the app registers with neither fails the sweep, so a new route is swept too.
 */

interface RouteInputs {
  params?: z.ZodObject;
  query?: z.ZodObject;
  body?: z.ZodType;
  /** Why the route answers a bad value of this part with 200 (by the spec), when it does: then only "not 5xx" holds. */
  lenient?: { part: Part; why: string };
}
type Part = 'params' | 'query' | 'body';

/** Routes that answer a bad value of a part with 200 by the spec: then only "not 5xx" holds for that part. */
const lenient: Record<string, RouteInputs['lenient']> = {
  'GET /api/anon/platform/rules/:type': { part: 'params', why: 'spec section 4: a type without a protocol is data null, and the viewer closes' },
};

/** The routes that do not declare their schemas yet, and what they read. */
const undeclared: Record<string, RouteInputs> = {
  // The API's own document and its readable page (http/openapi.ts): they read nothing.
  'GET /api/openapi.json': {},
  'GET /api/docs': {},
  'GET /api/docs/': {},
  'GET /api/docs/static/index.html': {},
  'GET /api/docs/static/swagger-initializer.js': {},
  'GET /api/docs/*': {},
  'GET /api/docs/json': {},
  'GET /api/docs/yaml': {},
  // The live socket (issue 27, server/src/realtime/socket.ts): its upgrade reads `sig`, checked before the upgrade (a
  // bad ticket is 401); a plain GET without an upgrade is refused by the WebSocket plugin.
  'GET /api/live': {},
};

/** A URL's text for a value: percent-encoded; a lone surrogate as the UTF-8 bytes a careless client would send. */
const urlText = (value: unknown): string =>
  [...String(value)].map((ch) => (/^[\ud800-\udfff]$/.test(ch) ? '%ED%A0%80' : encodeURIComponent(ch))).join('');

interface Attempt {
  route: string;
  part: Part | 'none';
  field: string;
  value: unknown;
  /** 'client': the answer must be 4xx; 'notServer': only never 5xx. */
  expect: 'client' | 'notServer';
  url: string;
  payload?: string;
}

function attemptsFor(route: string, inputs: RouteInputs): Attempt[] {
  const [method, path] = route.split(' ') as ['GET' | 'POST', string];
  const valid = {
    params: inputs.params ? (sample(inputs.params) as Record<string, unknown>) : {},
    query: inputs.query ? (sample(inputs.query) as Record<string, unknown>) : {},
    body: inputs.body ? sample(variants(inputs.body)[0]!) : {},
  };
  const request = (over: Partial<typeof valid>) => {
    const v = { ...valid, ...over };
    const url = path.replace(/:(\w+)/g, (_, name: string) => urlText(v.params[name]));
    const query = Object.entries(v.query)
      .filter(([, value]) => value !== undefined)
      .map(([key, value]) => `${key}=${urlText(value)}`)
      .join('&');
    return { url: query ? `${url}?${query}` : url, payload: method === 'POST' ? JSON.stringify(v.body) : undefined };
  };

  const attempts: Attempt[] = [{ route, part: 'none', field: '(valid)', value: null, expect: 'notServer', ...request({}) }];
  // A route that reads nothing still meets junk: a NUL in the query string is refused for every route.
  attempts.push({ route, part: 'query', field: 'x', value: nul, expect: 'client', ...request({ query: { ...valid.query, x: nul } }) });
  if (method === 'POST' && !inputs.body) {
    const junk = { id: int32Overflow, orderId: true, ids: [int32Overflow], text: nul, remark: loneSurrogate };
    attempts.push({ route, part: 'body', field: '(junk)', value: junk, expect: 'notServer', ...request({ body: junk }) });
  }

  for (const part of ['params', 'query', 'body'] as const) {
    const schema = inputs[part];
    if (!schema) continue;
    const fromUrl = part !== 'body';
    for (const [i, variant] of variants(schema).entries()) {
      const base = i === 0 ? valid[part] : sample(variant);
      for (const field of fields(variant)) {
        for (const value of badValues(field, fromUrl)) {
          // A lone surrogate cannot be percent-encoded as UTF-8: the server decodes what it gets as it can.
          const surrogateInUrl = fromUrl && value === loneSurrogate;
          const lenient = inputs.lenient?.part === part;
          attempts.push({
            route,
            part,
            field: field.path.join('.'),
            value,
            expect: lenient || surrogateInUrl ? 'notServer' : 'client',
            ...request({ [part]: withField(base, field.path, value) }),
          });
        }
      }
    }
  }
  return attempts;
}

/**
 * URL numbers wider than 32 bits by nature (issue 27): the quotes' `currentTimestamp` (epoch ms) and a chat history's
 * keyset ids (`before`, `after`: bigserial). Past JavaScript's safe integers they are refused.
 */
const wideUrlNumbers = new Set(['currentTimestamp', 'before', 'after']);

function badValues(field: Field, fromUrl: boolean): unknown[] {
  if (field.kind === 'text') return [nul, loneSurrogate];
  if (fromUrl && wideUrlNumbers.has(String(field.path.at(-1)))) return ['9007199254740992', 'true', '1.5'];
  if (fromUrl) return isIdField(field.path) ? badUrlNumbers : ['2147483648', 'true', '1.5'];
  return isMoneyField(field.path) ? [maxFen + 1, true, 1.5] : badNumbers;
}

let t: TestApp;
let memberId: number;
/** Every route and what it reads: as declared by the route, or from the table. */
let routes: Record<string, RouteInputs>;
beforeAll(async () => {
  t = await buildTestApp();
  await t.app.ready();
  const declared = t.app.declaredRoutes.map((d) => [d.route, { params: d.params, query: d.query, body: d.body }] as const);
  const all = { ...undeclared, ...Object.fromEntries(declared) } as Record<string, RouteInputs>;
  routes = Object.fromEntries(Object.entries(all).map(([route, inputs]) => [route, { ...inputs, lenient: lenient[route] }]));
  const [member] = await t.db.select({ id: users.id }).from(users).where(eq(users.userName, '老周邮票'));
  memberId = member!.id;
});
afterAll(() => t.close());

describe('bad input is refused, never a 5xx', () => {
  it('a route that declares its schemas is not in the table as well', () => {
    expect(t.app.declaredRoutes.map((d) => d.route).filter((r) => r in undeclared)).toEqual([]);
  });

  it('every route the app registers declares what it reads, or is in the table', () => {
    const registered = registeredRoutes(t.app);
    expect(registered.length).toBeGreaterThan(90);
    expect(registered.filter((r) => !(r in routes))).toEqual([]);
    expect(Object.keys(routes).filter((r) => !registered.includes(r))).toEqual([]);
  });

  it.each(['anonymous', 'member'] as const)('every route, every field, as %s', async (who) => {
    const failures: string[] = [];
    for (const [route, inputs] of Object.entries(routes)) {
      for (const attempt of attemptsFor(route, inputs)) {
        // A fresh session per call: logout (and a reset password) end the one they are sent with.
        const token = who === 'member' ? await openSession(t.db, t.clock.now, memberId) : undefined;
        const response = await t.app.inject({
          method: route.split(' ')[0] as 'GET' | 'POST',
          url: attempt.url,
          payload: attempt.payload,
          headers: { ...(attempt.payload ? { 'content-type': 'application/json' } : {}), ...(token ? { token } : {}) },
          remoteAddress: `10.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
        });
        const ok = attempt.expect === 'client' ? response.statusCode >= 400 && response.statusCode < 500 : response.statusCode < 500;
        if (!ok) failures.push(`${route} ${attempt.part} ${attempt.field}=${JSON.stringify(attempt.value)} → ${response.statusCode} ${response.body.slice(0, 120)} (${attempt.url})`);
      }
    }
    expect(failures).toEqual([]);
    // Thousands of calls, more with every route added (the table is read from the built app, so it cannot be split into
    // a test per route when the tests are collected): a bound for a loaded machine, not a timing.
  }, 180_000);
});
