import { Box, Heading, Link as ChakraLink, Stack } from '@chakra-ui/react';
import { SiteLink as RouterLink } from './site-link';
import type { SitePath } from './site-map';
import type { MenuEntry } from './site-map-lookup';

export interface SideMenuSection {
  title?: string;
  entries: MenuEntry[];
}

/** A page frame's side menu (personal centre, agent system); the current entry carries aria-current="page". */
export function SideMenu({ label, sections, current }: { label: string; sections: SideMenuSection[]; current?: string }) {
  return (
    <Box as="nav" aria-label={label} bg="white" borderWidth="1px" borderRadius="md" py="2" minW="44">
      {sections.map((section, index) => (
        <Box key={section.title ?? index} px="3" py="2">
          {section.title && (
            <Heading as="h3" size="xs" color="gray.500" mb="1">
              {section.title}
            </Heading>
          )}
          <Stack as="ul" gap="0.5" listStyleType="none">
            {section.entries.map((entry) => {
              const active = entry.path === current;
              return (
                <li key={entry.path}>
                  <ChakraLink
                    asChild
                    display="block"
                    px="2"
                    py="1"
                    borderRadius="sm"
                    fontSize="sm"
                    color={active ? 'brand.fg' : 'gray.700'}
                    bg={active ? 'brand.subtle' : undefined}
                    fontWeight={active ? 'semibold' : 'normal'}
                  >
                    {/* An entry is a page of the site map itself (site-map-lookup.ts). */}
                    <RouterLink to={entry.path as SitePath} aria-current={active ? 'page' : undefined}>
                      {entry.label}
                    </RouterLink>
                  </ChakraLink>
                </li>
              );
            })}
          </Stack>
        </Box>
      ))}
    </Box>
  );
}
