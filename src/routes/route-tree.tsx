import { createRootRoute, createRoute, redirect, type AnyRoute } from '@tanstack/react-router';
import { idParam } from '../features/site/search-schemas';
import { siteMap } from '../features/site/site-map';
import type { SiteRoute } from '../features/site/site-map-types';
import { RootLayout } from './root';
import { SitePage } from './site-page';

/** The route tree, generated from the one site map (docs/adr/0003). */
export const rootRoute = createRootRoute({ component: RootLayout });

const requiredParams = (path: string) => [...path.matchAll(/(?<!\{-)\$([a-zA-Z]+)/g)].map((m) => m[1]!);

function routeOf(site: SiteRoute): AnyRoute {
  const ids = requiredParams(site.path);
  return createRoute({
    getParentRoute: () => rootRoute,
    path: site.path,
    validateSearch: site.search ? (raw: Record<string, unknown>) => site.search!.parse(raw) : undefined,
    beforeLoad: ({ params }) => {
      if (site.redirect) throw redirect({ to: site.redirect, replace: true });
      // Ids are positive integers: any other value is a page that does not exist.
      const values = params as Record<string, string>;
      if (ids.some((id) => !idParam.safeParse(values[id]).success)) throw redirect({ to: '/404', replace: true });
    },
    component: () => <SitePage site={site} />,
  }) as unknown as AnyRoute;
}

export const routeTree = rootRoute.addChildren(siteMap.map(routeOf));
