import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { livePath } from '../../src/api/contracts/chat-names';
import { apiDocsPath, openApiPath } from '../../server/src/http/openapi';
import { paymentNotifyPath } from '../../server/src/providers/payments/payment-provider';
import { paymentChannels } from '../../src/api/contracts/payments';
import { buildTestApp, type TestApp } from './helpers';
import { registeredRoutes } from './registered-routes';

/**
 * The OpenAPI document (server/src/http/openapi.ts, docs/adr/0039) is generated from what the routes declare: every
 * route of the app is in it with its request and its answer, the gated ones say they need the token, and integrators
 * read it at /api/docs.
 */
let t: TestApp;
interface Operation {
  parameters?: Array<{ in: string; name: string }>;
  requestBody?: { content: Record<string, { schema: unknown }> };
  responses?: Record<string, { content?: Record<string, { schema?: { properties?: Record<string, unknown> } }> }>;
  security?: unknown[];
}
let paths: Record<string, Record<string, Operation>>;
let document: { openapi: string; paths: typeof paths; components?: { schemas?: Record<string, unknown> } };
beforeAll(async () => {
  t = await buildTestApp();
  const reply = await t.app.inject({ method: 'GET', url: openApiPath });
  expect(reply.statusCode).toBe(200);
  document = reply.json() as typeof document;
  expect(document.openapi).toBe('3.1.0');
  paths = document.paths;
});
afterAll(() => t.close());

/** Fastify's ':id' is OpenAPI's '{id}'. */
const openApiPathOf = (path: string) => path.replace(/:(\w+)/g, '{$1}');
const operationOf = (route: string): Operation | undefined => {
  const [method, path] = route.split(' ') as [string, string];
  return paths[openApiPathOf(path)]?.[method.toLowerCase()];
};
/** The routes answered in a vendor's own format, not our envelope: the payment notifications (Alipay's text, WeChat Pay's JSON). */
const vendorAnswered = new Set(paymentChannels.map((channel) => `POST ${paymentNotifyPath(channel)}`));
/** The document's own routes and its readable page: they are how the document is read, not part of the API. */
const isDocumentation = (route: string) => route === `GET ${openApiPath}` || route.startsWith(`GET ${apiDocsPath}`);
/** The live socket's upgrade (docs/adr/0040): its frames are its contract (src/api/contracts/chat.ts), not an HTTP answer. */
const isSocket = (route: string) => route === `GET ${livePath}`;

describe('the OpenAPI document', () => {
  it('lists every route the app registers, each with its answer: a JSON answer is the envelope around its data', () => {
    const routes = registeredRoutes(t.app).filter((r) => !isDocumentation(r) && !isSocket(r));
    expect(routes.length).toBeGreaterThan(200);
    const answered = (r: string) => {
      const responses = Object.values(operationOf(r)?.responses ?? {});
      const json = responses.flatMap((response) => Object.entries(response.content ?? {}).filter(([type]) => type.includes('json')).map(([, c]) => c));
      const withContent = responses.filter((response) => Object.keys(response.content ?? {}).length > 0);
      return withContent.length > 0 && (vendorAnswered.has(r) || json.every((c) => c.schema?.properties?.data !== undefined));
    };
    expect(routes.filter((r) => !answered(r))).toEqual([]);
  });

  it('gives each declared route its request: path params, query and body as it declared them (can fail)', () => {
    for (const declared of t.app.declaredRoutes) {
      const operation = operationOf(declared.route);
      const inPath = (operation?.parameters ?? []).filter((p) => p.in === 'path').map((p) => p.name);
      const pathNames = [...declared.route.matchAll(/:(\w+)/g)].map((m) => m[1]);
      expect(inPath.sort(), declared.route).toEqual(pathNames.sort());
      expect(operation?.requestBody !== undefined, declared.route).toBe(declared.body !== undefined);
      if (declared.query) expect((operation?.parameters ?? []).some((p) => p.in === 'query'), declared.route).toBe(true);
    }
  });

  it('marks the routes that need a logged-in member, and only those', async () => {
    for (const declared of t.app.declaredRoutes) {
      const [method, path] = declared.route.split(' ') as ['GET' | 'POST', string];
      const anonymous = await t.app.inject({ method, url: path.replace(/:(\w+)/g, '1'), payload: method === 'POST' ? {} : undefined });
      const saysNotLoggedIn = !vendorAnswered.has(declared.route) && (anonymous.json() as { code: number }).code === 401;
      expect({ route: declared.route, gated: (operationOf(declared.route)?.security ?? []).length > 0 }).toEqual({ route: declared.route, gated: saysNotLoggedIn });
    }
  });

  it('refers only to schemas it holds (a self-referring answer is a named component)', () => {
    const refs = [...JSON.stringify(document).matchAll(/"\$ref":"([^"]+)"/g)].map((m) => m[1]!);
    expect(refs.length).toBeGreaterThan(0);
    const held = new Set(Object.keys(document.components?.schemas ?? {}).map((name) => `#/components/schemas/${name}`));
    expect([...new Set(refs.filter((ref) => !held.has(ref)))]).toEqual([]);
  });

  it('is readable at /api/docs', async () => {
    const page = await t.app.inject({ method: 'GET', url: `${apiDocsPath}/` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('swagger-initializer.js');
    const initializer = await t.app.inject({ method: 'GET', url: `${apiDocsPath}/static/swagger-initializer.js` });
    expect(initializer.statusCode).toBe(200);
  });
});
