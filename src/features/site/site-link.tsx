import { Link } from '@tanstack/react-router';
import type { ComponentProps } from 'react';
import type { SitePath } from './site-map';

/**
 * The router's link to a page of the site map, unstyled: what a Chakra `asChild` button or link wraps. `to` is one of
 * the site map's paths, so a link to a page that does not exist fails `tsc` (AppLink is this with Chakra's style).
 */
export function SiteLink({
  to,
  params,
  search,
  ...rest
}: Omit<ComponentProps<typeof Link>, 'to' | 'params' | 'search'> & { to: SitePath; params?: Record<string, string | undefined>; search?: Record<string, unknown> }) {
  return <Link to={to} params={params} search={search} {...rest} />;
}
