import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildTestApp, type TestApp } from './helpers';

/**
 * The security headers (server/src/http/security-headers.ts) on the app's pages and on API answers alike; the
 * development provider's authorize page, with its inline <style>, is still allowed to style itself.
 */
let dev: TestApp;
let prod: TestApp;
beforeAll(async () => {
  const dir = mkdtempSync(join(tmpdir(), 'youshi-dist-'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>邮市应用</title><div id="root"></div><script type="module" src="/assets/app.js"></script>');
  dev = await buildTestApp({ staticDir: dir, seed: false });
  prod = await buildTestApp({ staticDir: dir, seed: false, devTools: false });
});
afterAll(async () => {
  await dev.close();
  await prod.close();
});

const directives = (csp: unknown) =>
  Object.fromEntries(
    String(csp)
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .map(([name, ...values]) => [name, values]),
  );

describe('security headers', () => {
  it('the SPA page, an API answer and the 404 envelope all carry the CSP, DENY, nosniff and the referrer policy', async () => {
    for (const url of ['/', '/person/dashboard', '/api/sys/config', '/api/no/such/thing']) {
      const res = await dev.app.inject({ method: 'GET', url });
      expect(res.headers['x-frame-options'], url).toBe('DENY');
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      expect(res.headers['referrer-policy'], url).toBe('no-referrer');
      const csp = directives(res.headers['content-security-policy']);
      expect(csp['script-src'], url).toEqual(["'self'"]);
      expect(csp['frame-ancestors'], url).toEqual(["'none'"]);
      expect(csp['object-src'], url).toEqual(["'none'"]);
      expect(csp['default-src'], url).toEqual(["'self'"]);
      expect(csp['connect-src'], url).toEqual(["'self'"]);
    }
  });

  it('lets inline styles through (emotion, Mermaid, the development authorize page) but no inline script', async () => {
    const start = (await dev.app.inject({ method: 'POST', url: '/api/login/third/alipay' })).json() as { data: { url: string } };
    const page = await dev.app.inject({ method: 'GET', url: start.data.url });
    expect(page.body).toContain('<style>');
    const csp = directives(page.headers['content-security-policy']);
    // A hash or a nonce next to 'unsafe-inline' would switch it off; there is none.
    expect(csp['style-src']).toEqual(["'self'", "'unsafe-inline'"]);
    expect(csp['script-src']).toEqual(["'self'"]);
    expect(csp['script-src-attr']).toEqual(["'none'"]);
  });

  it('in production adds Strict-Transport-Security and upgrade-insecure-requests; development has neither', async () => {
    const p = await prod.app.inject({ method: 'GET', url: '/' });
    expect(p.headers['strict-transport-security']).toBe('max-age=31536000');
    expect(directives(p.headers['content-security-policy'])['upgrade-insecure-requests']).toEqual([]);
    const d = await dev.app.inject({ method: 'GET', url: '/' });
    expect(d.headers['strict-transport-security']).toBeUndefined();
    expect(directives(d.headers['content-security-policy'])['upgrade-insecure-requests']).toBeUndefined();
  });
});
