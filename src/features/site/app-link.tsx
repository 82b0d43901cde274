import { Link as ChakraLink, type LinkProps } from '@chakra-ui/react';
import { SiteLink as RouterLink } from './site-link';
import type { ReactNode } from 'react';
import type { SearchOf, SitePath } from './site-map';

/**
 * A Chakra-styled link to a route of the site map (client-side navigation, real href). `to` is one of the site map's
 * paths (`$id` filled from `params`), so a link to a page that does not exist fails `tsc`; `search` is that page's own
 * (SearchOf), so a key it does not take or a value of the wrong type fails too.
 */
export function AppLink<P extends SitePath>({
  to,
  search,
  params,
  children,
  ...style
}: { to: P; search?: SearchOf<P>; params?: Record<string, string>; children: ReactNode } & Omit<LinkProps, 'href'>) {
  return (
    <ChakraLink asChild {...style}>
      <RouterLink to={to} search={search} params={params}>
        {children}
      </RouterLink>
    </ChakraLink>
  );
}
