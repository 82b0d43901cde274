import { Button, Flex, HStack, Heading, Input, Link, Skeleton, Stack, Table, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { varietiesQueryOptions } from '../../api/catalogue/catalogue';
import { ErrorLine } from '../shared/error-line';
import { Pager } from '../shared/pager';
import { TableScroll } from '../shared/table-scroll';
import { useListSearch } from '../shared/use-list-search';
import { useTypedFilter } from '../shared/use-typed-filter';
import { usePagedList } from '../shared/use-paged-list';
import { SiteLink, staffCatalogueSearch } from '../site';

/** A staff catalogue page's frame: its heading, the links beside it, and its content (the list, the editor, the import). */
export function StaffCatalogueFrame({ title, actions, children }: { title: string; actions?: ReactNode; children: ReactNode }) {
  return (
    <Stack gap="4" bg="white" p={{ base: '3', md: '5' }} borderRadius="md" borderWidth="1px" as="section" aria-label={title}>
      <Flex justify="space-between" align="center" gap="3" wrap="wrap">
        <Heading as="h2" size="sm">
          {title}
        </Heading>
        {actions && <HStack gap="2">{actions}</HStack>}
      </Flex>
      {children}
    </Stack>
  );
}

/**
 * /staff/catalogue: every variety, newest issue first, found by number or name (the public catalogue's own list and
 * search), with 编辑 on each; 新建品种 and 批量导入 beside the heading. The words searched and the page are the URL's.
 */
export function StaffCatalogueList() {
  const [{ keyword }, setSearch] = useListSearch(staffCatalogueSearch);
  const [typed, setTyped] = useTypedFilter(keyword ?? '');
  const { list, rows, page, setPage } = usePagedList((page) => varietiesQueryOptions({ ...page, ...(keyword ? { keyword } : {}) }));
  return (
    <StaffCatalogueFrame
      title="目录管理"
      actions={
        <>
          <Button asChild size="sm" variant="outline" minH="11">
            <SiteLink to="/staff/catalogue/import">批量导入</SiteLink>
          </Button>
          <Button asChild size="sm" colorPalette="brand" minH="11">
            <SiteLink to="/staff/catalogue/new">新建品种</SiteLink>
          </Button>
        </>
      }
    >
      <form
        role="search"
        aria-label="搜索品种"
        onSubmit={(e) => {
          e.preventDefault();
          setSearch({ keyword: typed.trim() || undefined });
        }}
      >
        <HStack gap="2">
          <Input aria-label="志号或名称" placeholder="志号或名称，如 T46、猴票" value={typed} maxLength={40} onChange={(e) => setTyped(e.target.value)} minH="11" />
          <Button type="submit" variant="outline" minH="11">
            搜索
          </Button>
        </HStack>
      </form>
      <ErrorLine error={list.error?.message} />
      {list.isPending && <Skeleton h="40" />}
      {list.data && rows.length === 0 && <Text color="gray.600">没有找到品种</Text>}
      {rows.length > 0 && (
        <TableScroll label="品种列表">
          <Table.Root size="sm" variant="outline" data-testid="staff-catalogue">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>志号</Table.ColumnHeader>
                <Table.ColumnHeader minW="40">名称</Table.ColumnHeader>
                <Table.ColumnHeader>专区</Table.ColumnHeader>
                <Table.ColumnHeader>发行日期</Table.ColumnHeader>
                <Table.ColumnHeader>形态</Table.ColumnHeader>
                <Table.ColumnHeader>操作</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {rows.map((v) => (
                <Table.Row key={v.code}>
                  <Table.Cell whiteSpace="nowrap">{v.code}</Table.Cell>
                  <Table.Cell>{v.name}</Table.Cell>
                  <Table.Cell whiteSpace="nowrap">{v.categoryName}</Table.Cell>
                  <Table.Cell whiteSpace="nowrap">{v.issuedOn ?? `${v.year}年`}</Table.Cell>
                  <Table.Cell>{v.forms.map((f) => f.exterior).join('、')}</Table.Cell>
                  <Table.Cell>
                    <Link asChild color="brand.600" fontSize="sm" minH="11" display="inline-flex" alignItems="center" px="2">
                      <SiteLink to="/staff/catalogue/$id" params={{ id: String(v.id) }} aria-label={`编辑 ${v.code}`}>
                        编辑
                      </SiteLink>
                    </Link>
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </TableScroll>
      )}
      {list.data && list.data.total > 0 && <Pager pageNo={page.pageNo} pageSize={page.pageSize} total={list.data.total} onChange={setPage} />}
    </StaffCatalogueFrame>
  );
}
