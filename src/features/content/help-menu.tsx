import { Box, Heading, Link, Skeleton, Stack } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { helpSectionsQueryOptions } from '../../api/content/help';
import { ErrorLine } from '../shared/error-line';
import { SiteLink as RouterLink } from '../site';

/** The help centre's sections with their articles (GET /api/anon/helpCenter/list); the open article is marked. */
export function HelpMenu({ current }: { current?: number }) {
  const sections = useQuery(helpSectionsQueryOptions());
  return (
    <Box as="nav" aria-label="帮助分类" bg="white" p="4" borderRadius="md" borderWidth="1px" w={{ base: 'full', lg: '64' }} flexShrink={0}>
      <ErrorLine error={sections.error?.message} />
      {sections.isPending && <Skeleton h="40" />}
      <Stack gap="4">
        {sections.data?.map((s) => (
          <Box key={s.section}>
            <Heading as="h3" size="xs" color="gray.600" mb="1">
              {s.section}
            </Heading>
            <Stack as="ul" gap="1" listStyleType="none">
              {s.articles.map((a) => (
                <li key={a.id}>
                  <Link
                    asChild
                    fontSize="sm"
                    color={a.id === current ? 'brand.fg' : 'gray.700'}
                    fontWeight={a.id === current ? 'semibold' : 'normal'}
                  >
                    <RouterLink to="/help-details" search={{ id: a.id }} aria-current={a.id === current ? 'page' : undefined}>
                      {a.title}
                    </RouterLink>
                  </Link>
                </li>
              ))}
            </Stack>
          </Box>
        ))}
      </Stack>
    </Box>
  );
}
