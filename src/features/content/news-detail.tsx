import { Box, Flex, HStack, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { newsDetailQueryOptions } from '../../api/content/news';
import { DataBoundary } from '../shared/data-boundary';
import { HotNews } from './hot-news';
import { RichText } from './rich-text';
import { SiteLink as RouterLink } from '../site';

/** A neighbour in the column: 上一篇 / 下一篇, or 没有了. */
function Neighbour({ label, item }: { label: string; item: { id: number; title: string } | null }) {
  return (
    <Text fontSize="sm" lineClamp={1}>
      {label}：
      {item ? (
        <Link asChild color="brand.600">
          <RouterLink to="/news/detail/{-$id}" params={{ id: String(item.id) }}>
            {item.title}
          </RouterLink>
        </Link>
      ) : (
        <Text as="span" color="gray.600">
          没有了
        </Text>
      )}
    </Text>
  );
}

/**
 * /news/detail/{id}: title, column, source, time and views, the body, and the column's previous and next item; the
 * item read in its DataBoundary (the route's loader started it), the hot news beside it painted at once.
 */
export function NewsDetailPage({ id }: { id: number }) {
  return (
    <Flex gap="6" align="flex-start" direction={{ base: 'column', lg: 'row' }}>
      <Box flex="1" minW="0" w="full">
        <DataBoundary>
          <NewsArticle id={id} />
        </DataBoundary>
      </Box>
      <HotNews />
    </Flex>
  );
}

function NewsArticle({ id }: { id: number }) {
  const news = useSuspenseQuery(newsDetailQueryOptions(id)).data;
  return (
    <Stack as="article" aria-label={news.title} gap="3" bg="white" p="6" borderRadius="md" borderWidth="1px">
      <Heading as="h2" size="xl" textAlign="center">
        {news.title}
      </Heading>
      <HStack gap="4" justify="center" color="gray.600" fontSize="sm" wrap="wrap" pb="3" borderBottomWidth="1px">
        <Link asChild color="gray.600">
          <RouterLink to="/news/{-$type}" params={{ type: String(news.typeId) }}>
            {news.typeName}
          </RouterLink>
        </Link>
        {news.source && <Text>来源：{news.source}</Text>}
        <Text>{news.publishTime}</Text>
        <Text>阅读 {news.views}</Text>
      </HStack>
      <RichText html={news.content} label="正文" />
      <Stack gap="1" pt="3" borderTopWidth="1px">
        <Neighbour label="上一篇" item={news.previous} />
        <Neighbour label="下一篇" item={news.next} />
      </Stack>
    </Stack>
  );
}
