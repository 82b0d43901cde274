import { Box, Flex, Heading } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { AppLink, type SitePath } from '../site';

/** One block of the home page: a titled white card (a landmark named by its title), with 更多 to its full page. */
export function HomeBlock({ title, more, children }: { title: string; more?: SitePath; children: ReactNode }) {
  return (
    <Box as="section" aria-label={title} bg="white" p="4" borderRadius="md" borderWidth="1px" minW="0">
      <Flex justify="space-between" align="baseline" mb="3" borderBottomWidth="2px" borderColor="brand.solid" pb="1">
        <Heading as="h2" size="sm">
          {title}
        </Heading>
        {more && (
          <AppLink to={more} fontSize="xs" color="gray.600">
            更多 ›
          </AppLink>
        )}
      </Flex>
      {children}
    </Box>
  );
}
