import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import { messages } from '../../src/api/contracts/messages';
import { buildTestApp, get, post, type TestApp } from './helpers';

let t: TestApp;
const hashedScript = `export const offers = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => ({ id: i, name: '猴票' })))};`;
const logged: unknown[] = [];
beforeAll(async () => {
  const dir = mkdtempSync(join(tmpdir(), 'youshi-dist-'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>邮市应用</title>');
  writeFileSync(join(dir, 'app.js'), 'console.log(1)');
  // A hashed asset as the build leaves it: the file, and its .br and .gz beside it (vite.config.ts precompresses).
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'assets', 'index-abc123.js'), hashedScript);
  writeFileSync(join(dir, 'assets', 'index-abc123.js.br'), brotliCompressSync(hashedScript));
  writeFileSync(join(dir, 'assets', 'index-abc123.js.gz'), gzipSync(hashedScript));
  t = await buildTestApp({ staticDir: dir, seed: false });
  t.app.get('/api/test/boom', async () => {
    throw new Error('connection to db.internal:5432 failed for user admin');
  });
  t.app.get('/api/test/large', async () => ({ code: 200, msg: '成功', data: 'x'.repeat(4096) }));
  t.app.addHook('onError', async (_request, _reply, error) => {
    logged.push(error);
  });
});
afterAll(() => t.close());

describe('the error handler', () => {
  it('answers an unexpected throw with 500 and a fixed Chinese message, never the cause', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/test/boom' });
    expect(response.statusCode).toBe(500);
    const { errorId } = (response.json() as { data: { errorId: string } }).data;
    expect(response.json()).toEqual({ code: 500, msg: messages.internalErrorWithId.replace('{errorId}', errorId), data: { errorId } });
    expect(response.body).not.toMatch(/db\.internal|admin|stack|Error/);
    expect(logged.length).toBeGreaterThan(0);
  });

  it('answers unknown /api paths with the 404 envelope, for any method', async () => {
    expect(await get(t, '/api/no/such/thing')).toMatchObject({ code: 404, msg: messages.notFound, data: null, status: 404 });
    expect((await post(t, '/api/no/such/thing', {})).code).toBe(404);
  });

  it('answers bad JSON and oversized bodies with a 400 envelope', async () => {
    const bad = await t.app.inject({ method: 'POST', url: '/api/login', payload: '{"username":', headers: { 'content-type': 'application/json' } });
    expect(bad.json()).toEqual({ code: 400, msg: messages.invalidRequest, data: null });
    const big = await t.app.inject({ method: 'POST', url: '/api/login', payload: { username: 'x', password: 'y'.repeat(70 * 1024) } });
    expect(big.json()).toEqual({ code: 400, msg: messages.requestTooLarge, data: null });
    const text = await t.app.inject({ method: 'POST', url: '/api/login', payload: 'hello', headers: { 'content-type': 'text/plain' } });
    expect(text.json()).toMatchObject({ code: 400 });
  });
});

describe('serving the browser app', () => {
  it('serves files, and index.html for any other page path (history fallback)', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/app.js' })).body).toBe('console.log(1)');
    for (const url of ['/', '/person/dashboard', '/trade?keyword=猴票']) {
      const page = await t.app.inject({ method: 'GET', url });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('邮市应用');
    }
  });

  it('sends a hashed asset as the .br or .gz made at build, by Accept-Encoding, cached immutable for a year', async () => {
    const url = '/assets/index-abc123.js';
    const br = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toContain('javascript');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(hashedScript);
    // The very bytes made at build, not a per-request compression of the file (that would be brotli quality 4).
    expect(br.rawPayload.equals(brotliCompressSync(hashedScript))).toBe(true);
    const gz = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    const plain = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(hashedScript);
    for (const reply of [br, gz, plain]) {
      expect(reply.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(reply.headers.vary).toContain('accept-encoding');
    }
  });

  it('asks the browser to revalidate index.html and unhashed files every time', async () => {
    for (const url of ['/', '/index.html', '/person/dashboard', '/app.js']) {
      expect((await t.app.inject({ method: 'GET', url })).headers['cache-control'], url).toBe('no-cache');
    }
  });

  it('compresses API answers above 1 KB for a browser that accepts it, and leaves small ones alone', async () => {
    const large = await t.app.inject({ method: 'GET', url: '/api/test/large', headers: { 'accept-encoding': 'br' } });
    expect(large.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(large.rawPayload).toString())).toMatchObject({ code: 200, data: 'x'.repeat(4096) });
    const small = await t.app.inject({ method: 'GET', url: '/api/no/such/thing', headers: { 'accept-encoding': 'br' } });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toMatchObject({ code: 404 });
  });

  it('shows a Chinese notice when the app is not built', async () => {
    const bare = await buildTestApp({ staticDir: join(tmpdir(), 'youshi-missing-dist'), seed: false });
    try {
      const page = await bare.app.inject({ method: 'GET', url: '/person/dashboard' });
      expect(page.headers['content-type']).toContain('text/html');
      expect(page.body).toContain('npm run build');
    } finally {
      await bare.close();
    }
  });
});
