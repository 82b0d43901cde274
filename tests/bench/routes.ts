import type { BrowserContext } from 'playwright-core';
import { launch } from '../e2e/chromium';
import { routeVisits } from '../e2e/site-map-urls';
import { gzipSize } from './bundle';
import type { BenchServer } from './server';

export interface RouteBundle {
  url: string;
  /** Gzip bytes of every script the page loaded until the network went idle. */
  gzip: number;
  scripts: number;
}

/** The JS one route loads, in a new tab of `context`. */
async function measureRoute(context: BrowserContext, url: string, dist: string): Promise<RouteBundle> {
  const page = await context.newPage();
  try {
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
    return { url, scripts: scripts.size, gzip: [...scripts].reduce((sum, f) => sum + gzipSize(dist, f), 0) };
  } finally {
    await page.close();
  }
}

/**
 * Opens every route of the site map in Chromium, logged in (so login-only pages load their own chunks), and adds up
 * the JS it fetched, each file measured in ./dist with gzip -9 (the measure the budget is stated in, whatever
 * encoding the server picks).
 */
export async function measureRoutes(server: BenchServer, dist = 'dist'): Promise<RouteBundle[]> {
  const urls = routeVisits()
    .filter(({ route }) => !route.redirect)
    .map(({ url }) => url);
  const browser = await launch();
  try {
    const context = await browser.newContext({ baseURL: server.base });
    await context.addCookies([{ name: 'token', value: server.token, url: server.base }]);
    // One route at a time (about 1.5 s each): with several tabs at once, a busy machine can let the network go idle
    // before a route's last chunk is asked for, and the route would be undercounted.
    const results: RouteBundle[] = [];
    for (const url of urls) results.push(await measureRoute(context, url, dist));
    return results;
  } finally {
    await browser.close();
  }
}
