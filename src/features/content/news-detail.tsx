import { Flex, HStack, Heading, Link, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { newsDetailQueryOptions } from '../../api/content/news';
import { ErrorLine } from '../shared/error-line';
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

/** /news/detail/{id}: title, column, source, time and views, the body, and the column's previous and next item. */
export function NewsDetailPage({ id }: { id: number }) {
  const item = useQuery(newsDetailQueryOptions(id));
  const news = item.data;
  return (
    <Flex gap="6" align="flex-start" direction={{ base: 'column', lg: 'row' }}>
      <Stack as="article" aria-label={news?.title ?? '资讯'} gap="3" flex="1" minW="0" bg="white" p="6" borderRadius="md" borderWidth="1px">
        <ErrorLine error={item.error?.message} />
        {item.isPending && <Skeleton h="60" />}
        {news && (
          <>
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
          </>
        )}
      </Stack>
      <HotNews />
    </Flex>
  );
}
