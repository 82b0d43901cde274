import { createRootRouteWithContext, createRoute, redirect } from '@tanstack/react-router';
import { siteMap } from '../features/site/site-map';
import type { SiteRoute } from '../features/site/site-map-types';
import { loginGate } from './login-gate';
import { pageContent } from './page-content';
import { RootLayout } from './root';
import { RouteError, RoutePending } from './route-feedback';
import type { RouterContext } from './router-context';
import { idParamsOf } from './route-params';
import { rewriteToAppliedSearch } from './search-rewrite';
import { SitePage } from './site-page';

/** The route tree, generated from the one site map (docs/adr/0003). */
export const rootRoute = createRootRouteWithContext<RouterContext>()({ component: RootLayout });

/**
 * One site-map entry as a route, in the order TanStack runs it: params (ids, or /404), search (the schema's applied
 * values, written back to the URL), beforeLoad (redirects, then the login gate), loader (starts the page's code and
 * first data for whoever the gate lets through, waiting for neither), then the page, its pending frame (while the gate
 * waits for a session being restored) or its error frame.
 */
function routeOf(site: SiteRoute) {
  const page = pageContent[site.path];
  const load = page?.load;
  return createRoute({
    getParentRoute: () => rootRoute,
    path: site.path,
    params: idParamsOf(site.path),
    validateSearch: site.search,
    beforeLoad: ({ context, preload, location, search, params }) => {
      if (site.redirect) throw redirect({ to: site.redirect, replace: true });
      rewriteToAppliedSearch(site.path, { location, search, params });
      return loginGate(site, context, preload);
    },
    loader: load && (({ context, params }) => (context.mayLoad ? load(context.queryClient, params) : undefined)),
    component: () => <SitePage site={site} page={page} />,
    pendingComponent: () => <RoutePending site={site} />,
    errorComponent: ({ error }) => <RouteError site={site} error={error} />,
  });
}

export const routeTree = rootRoute.addChildren(siteMap.map(routeOf));
