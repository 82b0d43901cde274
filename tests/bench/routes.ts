import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { launch } from '../e2e/chromium';
import { routeVisits } from '../e2e/site-map-urls';
import type { BenchServer } from './server';

export interface RouteBundle {
  url: string;
  /** Gzip bytes of every script the page loaded until the network went idle. */
  gzip: number;
  scripts: number;
}

const gzipOf = (dist: string, file: string) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;

/**
 * Opens every route of the site map in Chromium, logged in (so login-only pages load their own chunks), and adds up
 * the JS it fetched, measured from ./dist with gzip -9 (the server does not compress, a proxy would).
 */
export async function measureRoutes(server: BenchServer, dist = 'dist'): Promise<RouteBundle[]> {
  const browser = await launch();
  try {
    const context = await browser.newContext({ baseURL: server.base });
    await context.addCookies([{ name: 'token', value: server.token, url: server.base }]);
    const results: RouteBundle[] = [];
    for (const { url, route } of routeVisits()) {
      if (route.redirect) continue;
      const page = await context.newPage();
      const scripts = new Set<string>();
      page.on('response', (res) => {
        const path = new URL(res.url()).pathname;
        if (path.endsWith('.js')) scripts.add(path.slice(1));
      });
      await page.goto(url, { waitUntil: 'networkidle' });
      // A page's own chunk is imported once the app has parsed and rendered the route, which can leave the network
      // idle for a while first: wait for the page's content, then for the network again.
      await page
        .waitForFunction(() => !document.querySelector('main')?.textContent?.includes('加载中…'), undefined, { timeout: 10_000 })
        .catch(() => undefined);
      await page.waitForLoadState('networkidle');
      results.push({ url, scripts: scripts.size, gzip: [...scripts].reduce((sum, f) => sum + gzipOf(dist, f), 0) });
      await page.close();
    }
    return results;
  } finally {
    await browser.close();
  }
}
