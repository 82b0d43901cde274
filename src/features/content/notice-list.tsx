import { Badge, Box, Flex, Link, Skeleton, Stack, Text } from '@chakra-ui/react';
import { noticesQueryOptions } from '../../api/content/notices';
import { ErrorLine } from '../shared/error-line';
import { Pager } from '../shared/pager';
import { usePagedList } from '../shared/use-paged-list';
import { SiteLink as RouterLink } from '../site';

/** /announcement: the platform's notices, pinned ones first (marked 置顶), then the newest; paged. */
export function NoticeList() {
  const { list, rows, page, setPage } = usePagedList(noticesQueryOptions);
  return (
    <Stack gap="3" bg="white" p="5" borderRadius="md" borderWidth="1px" as="section" aria-label="公告列表">
      <ErrorLine error={list.error?.message} />
      {list.isPending && <Skeleton h="40" />}
      {list.data && rows.length === 0 && <Text color="gray.600">暂无公告</Text>}
      <Stack as="ul" gap="0" listStyleType="none">
        {rows.map((n) => (
          <Box as="li" key={n.id} py="3" borderBottomWidth="1px" data-testid="notice-item">
            <Flex justify="space-between" gap="4">
              <Flex gap="2" align="center" minW="0">
                {n.pinned && <Badge colorPalette="red">置顶</Badge>}
                <Link asChild color="gray.800" lineClamp={1}>
                  <RouterLink to="/announcement/{-$id}" params={{ id: String(n.id) }}>
                    {n.title}
                  </RouterLink>
                </Link>
              </Flex>
              <Text color="gray.600" fontSize="sm" flexShrink={0}>
                {n.publishTime.slice(0, 10)}
              </Text>
            </Flex>
          </Box>
        ))}
      </Stack>
      {list.data && list.data.total > 0 && <Pager pageNo={page.pageNo} pageSize={page.pageSize} total={list.data.total} onChange={setPage} />}
    </Stack>
  );
}
