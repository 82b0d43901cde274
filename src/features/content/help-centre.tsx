import { Badge, Box, Flex, Heading, Link, Skeleton, Stack, Text } from '@chakra-ui/react';
import { helpPageQueryOptions } from '../../api/content/help';
import { ErrorLine } from '../shared/error-line';
import { Pager } from '../shared/pager';
import { usePagedList } from '../shared/use-paged-list';
import { HelpMenu } from './help-menu';
import { SiteLink as RouterLink } from '../site';

/** /help: the sections with their articles, and every article in a paged list (section by section). */
export function HelpCentre() {
  const { list, rows, page, setPage } = usePagedList(helpPageQueryOptions);
  return (
    <Flex gap="6" align="flex-start" direction={{ base: 'column', lg: 'row' }}>
      <HelpMenu />
      <Stack gap="3" flex="1" minW="0" bg="white" p="5" borderRadius="md" borderWidth="1px" as="section" aria-label="全部帮助文章">
        <Heading as="h2" size="sm">
          全部帮助文章
        </Heading>
        <ErrorLine error={list.error?.message} />
        {list.isPending && <Skeleton h="40" />}
        {list.data && rows.length === 0 && <Text color="gray.600">暂无帮助文章</Text>}
        <Stack as="ul" gap="0" listStyleType="none">
          {rows.map((a) => (
            <Box as="li" key={a.id} py="2" borderBottomWidth="1px" data-testid="help-item">
              <Flex justify="space-between" gap="3" align="center">
                <Flex gap="2" align="center" minW="0">
                  <Badge variant="subtle">{a.section}</Badge>
                  <Link asChild color="gray.800">
                    <RouterLink to="/help-details" search={{ id: a.id }}>
                      {a.title}
                    </RouterLink>
                  </Link>
                </Flex>
                <Text color="gray.600" fontSize="xs" flexShrink={0}>
                  更新于 {a.updateTime.slice(0, 10)}
                </Text>
              </Flex>
            </Box>
          ))}
        </Stack>
        {list.data && list.data.total > 0 && <Pager pageNo={page.pageNo} pageSize={page.pageSize} total={list.data.total} onChange={setPage} />}
      </Stack>
    </Flex>
  );
}
