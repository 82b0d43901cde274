import { Link } from '@tanstack/react-router';
import type { ComponentProps } from 'react';
import type { SearchOf, SitePath } from './site-map';

/**
 * The router's link to a page of the site map, unstyled: what a Chakra `asChild` button or link wraps. `to` is one of
 * the site map's paths, so a link to a page that does not exist fails `tsc`, and `search` is that page's own (SearchOf)
 * (AppLink is this with Chakra's style).
 */
export function SiteLink<P extends SitePath>({
  to,
  params,
  search,
  ...rest
}: Omit<ComponentProps<typeof Link>, 'to' | 'params' | 'search'> & { to: P; params?: Record<string, string | undefined>; search?: SearchOf<P> }) {
  // The router's type is not registered (the tree is built from the site map), so it is handed plain values: the
  // checks are this component's own.
  const path: string = to;
  return <Link to={path} params={params} search={search} {...rest} />;
}
