import { agentPageTitles, personMenuGroups, siteMap, type AgentVariant } from './site-map';
import type { PersonMenuGroup, SiteRoute } from './site-map-types';

const byPath = new Map(siteMap.map((route) => [route.path, route]));

/** The site-map entry registered under a TanStack path (which is also the route's id). */
export function findSiteRoute(path: string): SiteRoute | undefined {
  return byPath.get(path);
}

/** A link to a route that takes no required parameter: optional segments are left out. */
export function hrefOf(path: string): string {
  const href = path.replace(/\/\{-\$[^}]+\}/g, '');
  return href === '' ? '/' : href;
}

export interface Crumb {
  title: string;
  href?: string;
}

/** 首页 > ancestors > the page itself (the last crumb has no link). */
export function breadcrumbTrail(route: SiteRoute, title: string = route.title): Crumb[] {
  const ancestors: Crumb[] = [];
  let parent = route.parent ? byPath.get(route.parent) : undefined;
  while (parent) {
    ancestors.unshift({ title: parent.crumb ?? parent.title, href: hrefOf(parent.path) });
    parent = parent.parent ? byPath.get(parent.parent) : undefined;
  }
  const home: Crumb = { title: '首页', href: '/index' };
  return route.path === '/index' ? [{ title: '首页' }] : [home, ...ancestors, { title }];
}

export interface MenuEntry {
  path: string;
  label: string;
}

/** The personal centre's side menu: every route with a person menu placement, by group. */
export function personMenu(): Array<{ title: string; group: PersonMenuGroup; entries: MenuEntry[] }> {
  return personMenuGroups.map(({ group, title }) => ({
    group,
    title,
    entries: siteMap.flatMap((route) =>
      route.menu?.menu === 'person' && route.menu.group === group
        ? [{ path: route.path, label: route.menu.label ?? route.title }]
        : [],
    ),
  }));
}

/** The agent system's menu for one variant (the ten pages of spec section 2). */
export function agentMenu(variant: AgentVariant): MenuEntry[] {
  return agentPageTitles.map(([slug, title]) => ({ path: `/agents/${variant}/${slug}`, label: title }));
}

/** The menu entry to highlight: the route itself, or its nearest ancestor that has a menu entry. */
export function menuOwner(route: SiteRoute): SiteRoute | undefined {
  let current: SiteRoute | undefined = route;
  while (current && !current.menu) current = current.parent ? byPath.get(current.parent) : undefined;
  return current;
}
