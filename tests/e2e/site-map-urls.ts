import type { Page } from 'playwright-core';
import { siteMap } from '../../src/features/site/site-map';
import type { SiteRoute } from '../../src/features/site/site-map-types';

export interface RouteVisit {
  route: SiteRoute;
  /** A concrete URL for the route: required ids become 1, optional segments are left out. */
  url: string;
  /** Where the browser must end up (a redirect's target, otherwise the URL itself). */
  finalPath: string;
}

/**
 * Pages that show one thing and, opened without saying which, go to their list instead (issue 15): a news item
 * without an id goes to /news, a help article without ?id= to /help.
 */
const withoutIdGoesTo: Record<string, string> = { '/news/detail/{-$id}': '/news', '/help-details': '/help' };

/** Every route of the site map as a URL a browser can open (the catch-all is tested with a made-up path). */
export function routeVisits(): RouteVisit[] {
  return siteMap
    .filter((route) => route.path !== '/$')
    .map((route) => {
      const url = route.path.replace(/\/\{-\$[^}]+\}/g, '').replace(/\$[a-zA-Z]+/g, '1') || '/';
      return { route, url, finalPath: route.redirect ?? withoutIdGoesTo[route.path] ?? url };
    });
}

/**
 * Moves the loaded app to `url` as the back and forward buttons do (a popstate the router follows): a visit costs a
 * route change rather than a reload of the app.
 */
export async function clientNavigate(page: Page, url: string) {
  await page.evaluate((to) => {
    const state = { ...(window.history.state as Record<string, unknown> | null), __TSR_index: Number((window.history.state as { __TSR_index?: number } | null)?.__TSR_index ?? 0) + 1 };
    window.history.pushState(state, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', { state }));
  }, url);
}
