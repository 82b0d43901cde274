import { useMatches } from '@tanstack/react-router';
import { SideMenu, siteMap } from '../site';

/** The staff's pages: every staff route of the site map that is not under another one, in the site map's order. */
const entries = siteMap.filter((route) => route.staff && !route.parent).map((route) => ({ path: route.path, label: route.title }));
const byPath = new Map(siteMap.map((route) => [route.path, route]));

/** The menu entry a route is under: itself, or its nearest ancestor in the menu (an editor is under its list). */
function entryOf(path: string | undefined): string | undefined {
  let route = path === undefined ? undefined : byPath.get(path);
  while (route && !entries.some((e) => e.path === route!.path)) route = route.parent ? byPath.get(route.parent) : undefined;
  return route?.path;
}

/** 平台管理's side menu, beside every staff page (rendered by StaffOnly); the current page's entry is marked. */
export function StaffMenu() {
  const routeId: string | undefined = useMatches().at(-1)?.routeId;
  return <SideMenu label="平台管理" sections={[{ entries }]} current={entryOf(routeId)} />;
}
