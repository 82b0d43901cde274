import { Badge, Box, Flex, HStack, Heading, Image, Link, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { newsCategoriesQueryOptions, newsListQueryOptions } from '../../api/content/news';
import { ErrorLine } from '../shared/error-line';
import { Pager } from '../shared/pager';
import { usePagedList } from '../shared/use-paged-list';
import { HotNews } from './hot-news';
import { SiteLink as RouterLink } from '../site';

/** A column's tab: 全部 (no column) or one column, a link so each column has its address (/news/{type}). */
function ColumnTab({ typeId, name, current }: { typeId?: number; name: string; current: boolean }) {
  return (
    <Link
      asChild
      px="3"
      py="1"
      borderRadius="full"
      fontSize="sm"
      bg={current ? 'brand.solid' : 'gray.100'}
      color={current ? 'white' : 'gray.700'}
      _hover={{ textDecoration: 'none', bg: current ? 'brand.solid' : 'gray.200' }}
    >
      <RouterLink to="/news/{-$type}" params={{ type: typeId === undefined ? undefined : String(typeId) }} aria-current={current ? 'page' : undefined}>
        {name}
      </RouterLink>
    </Link>
  );
}

/**
 * /news/{type}: the columns as tabs (全部 and each column), the column's news newest first with date, source and
 * summary, paged (page 1, 10 a page by default: spec section 9), and the month's most read beside it.
 */
export function NewsList({ typeId }: { typeId?: number }) {
  const columns = useQuery(newsCategoriesQueryOptions());
  const { list, rows, page, setPage } = usePagedList((page) => newsListQueryOptions({ ...page, ...(typeId === undefined ? {} : { typeId }) }));

  return (
    <Flex gap="6" align="flex-start" direction={{ base: 'column', lg: 'row' }}>
      <Stack gap="4" flex="1" minW="0" bg="white" p="5" borderRadius="md" borderWidth="1px" as="section" aria-label="资讯列表">
        <HStack gap="2" wrap="wrap" as="nav" aria-label="资讯栏目">
          <ColumnTab name="全部" current={typeId === undefined} />
          {columns.data?.map((c) => <ColumnTab key={c.id} typeId={c.id} name={c.name} current={c.id === typeId} />)}
        </HStack>
        <ErrorLine error={list.error?.message ?? columns.error?.message} />
        {list.isPending && <Skeleton h="40" />}
        {list.data && rows.length === 0 && <Text color="gray.600">该栏目暂无资讯</Text>}
        <Stack as="ul" gap="0" listStyleType="none">
          {rows.map((n) => (
            <Box as="li" key={n.id} py="3" borderBottomWidth="1px" data-testid="news-item">
              <Flex gap="3">
                {n.coverUrl && <Image src={n.coverUrl} alt="" w="120px" h="80px" objectFit="cover" borderRadius="sm" flexShrink={0} />}
                <Stack gap="1" minW="0">
                  <Heading as="h3" size="sm">
                    <Link asChild color="gray.800">
                      <RouterLink to="/news/detail/{-$id}" params={{ id: String(n.id) }}>
                        {n.title}
                      </RouterLink>
                    </Link>
                  </Heading>
                  <Text color="gray.600" fontSize="sm" lineClamp={2}>
                    {n.summary}
                  </Text>
                  <HStack gap="3" color="gray.600" fontSize="xs">
                    <Badge variant="subtle">{n.typeName}</Badge>
                    <Text>{n.publishTime.slice(0, 10)}</Text>
                    {n.source && <Text>来源：{n.source}</Text>}
                    <Text>阅读 {n.views}</Text>
                  </HStack>
                </Stack>
              </Flex>
            </Box>
          ))}
        </Stack>
        {list.data && list.data.total > 0 && <Pager pageNo={page.pageNo} pageSize={page.pageSize} total={list.data.total} onChange={setPage} />}
      </Stack>
      <HotNews />
    </Flex>
  );
}
