import { Box, Flex, Heading, Link, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { hotNewsQueryOptions } from '../../api/content/news';
import { ErrorLine } from '../shared/error-line';
import { SiteLink as RouterLink } from '../site';

/** 热门资讯: the month's most read (GET /api/news/hot), numbered, beside the news pages. */
export function HotNews() {
  const hot = useQuery(hotNewsQueryOptions());
  return (
    <Box as="aside" aria-label="热门资讯" bg="white" p="4" borderRadius="md" borderWidth="1px" w={{ base: 'full', lg: '72' }} flexShrink={0}>
      <Heading as="h2" size="sm" mb="3">
        热门资讯
      </Heading>
      <ErrorLine error={hot.error?.message} />
      {hot.isPending && <Skeleton h="32" />}
      {hot.data?.length === 0 && <Text color="gray.600">近30天暂无资讯</Text>}
      <Stack as="ol" gap="2" listStyleType="none">
        {hot.data?.map((n, i) => (
          <Flex as="li" key={n.id} gap="2" fontSize="sm" minW="0">
            <Text as="span" color={i < 3 ? 'red.600' : 'gray.500'} fontWeight="bold" minW="1.2em" flexShrink={0}>
              {i + 1}
            </Text>
            <Link asChild color="gray.700" lineClamp={1} minW="0" title={n.title}>
              <RouterLink to="/news/detail/{-$id}" params={{ id: String(n.id) }}>
                {n.title}
              </RouterLink>
            </Link>
          </Flex>
        ))}
      </Stack>
    </Box>
  );
}
