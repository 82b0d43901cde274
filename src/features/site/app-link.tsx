import { Link as ChakraLink, type LinkProps } from '@chakra-ui/react';
import { Link as RouterLink } from '@tanstack/react-router';
import type { ReactNode } from 'react';

/** A Chakra-styled link to a route of the site map (client-side navigation, real href). */
export function AppLink({ to, search, children, ...style }: { to: string; search?: Record<string, unknown>; children: ReactNode } & Omit<LinkProps, 'href'>) {
  return (
    <ChakraLink asChild {...style}>
      <RouterLink to={to} search={search}>
        {children}
      </RouterLink>
    </ChakraLink>
  );
}
