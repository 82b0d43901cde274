import { Box, Button, Heading, Link as ChakraLink, Stack } from '@chakra-ui/react';
import { useId, useState } from 'react';
import { SiteLink as RouterLink } from './site-link';
import type { SitePath } from './site-map';
import type { MenuEntry } from './site-map-lookup';

export interface SideMenuSection {
  title?: string;
  entries: MenuEntry[];
}

/**
 * A page frame's side menu (personal centre, agent system); the current entry carries aria-current="page". On a phone
 * (below 768 px) it folds into one full-width button naming the current page, which opens the menu above the page.
 */
export function SideMenu({ label, sections, current }: { label: string; sections: SideMenuSection[]; current?: string }) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  const currentLabel = sections.flatMap((section) => section.entries).find((entry) => entry.path === current)?.label;
  return (
    <Box as="nav" aria-label={label} bg="white" borderWidth="1px" borderRadius="md" py={{ base: '0', md: '2' }} w={{ base: 'full', md: 'auto' }} minW={{ md: '44' }} flexShrink="0">
      <Button
        hideFrom="md"
        variant="ghost"
        size="lg"
        w="full"
        justifyContent="space-between"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((was) => !was)}
      >
        <span>
          {label}
          {currentLabel && `：${currentLabel}`}
        </span>
        <span aria-hidden="true">{open ? '▲' : '▼'}</span>
      </Button>
      <Box id={listId} hideBelow={open ? undefined : 'md'} pb={{ base: '2', md: '0' }}>
        {sections.map((section, index) => (
          <Box key={section.title ?? index} px="3" py="2">
            {section.title && (
              <Heading as="h3" size="xs" color="gray.600" mb="1">
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
                      display="flex"
                      alignItems="center"
                      minH={{ base: '11', md: 'auto' }}
                      px="2"
                      py="1"
                      borderRadius="sm"
                      fontSize="sm"
                      color={active ? 'brand.fg' : 'gray.700'}
                      bg={active ? 'brand.subtle' : undefined}
                      fontWeight={active ? 'semibold' : 'normal'}
                    >
                      {/* An entry is a page of the site map itself (site-map-lookup.ts). */}
                      <RouterLink to={entry.path as SitePath} aria-current={active ? 'page' : undefined} onClick={() => setOpen(false)}>
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
    </Box>
  );
}
