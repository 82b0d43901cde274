import { NativeSelect, Skeleton, Table, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { newsCategoriesQueryOptions, newsListQueryOptions } from '../../api/content/news';
import { ErrorLine } from '../shared/error-line';
import { Pager } from '../shared/pager';
import { TableScroll } from '../shared/table-scroll';
import { useListSearch } from '../shared/use-list-search';
import { usePagedList } from '../shared/use-paged-list';
import { staffNewsSearch } from '../site';
import { DeleteButton, EditLink, StaffList } from './staff-parts';

/** /staff/news: every news item, newest first, by column if chosen (the column and the page are the URL's); 新建资讯, 编辑 and 删除. */
export function StaffNewsList() {
  const [search, setSearch] = useListSearch(staffNewsSearch);
  const typeId = search.column;
  const columns = useQuery(newsCategoriesQueryOptions());
  const { list, rows, page, setPage } = usePagedList((page) => newsListQueryOptions({ ...page, ...(typeId === undefined ? {} : { typeId }) }));
  return (
    <StaffList title="资讯管理" newTo="/staff/news/new" newLabel="新建资讯">
      <NativeSelect.Root size="sm" width="auto" alignSelf="flex-start">
        <NativeSelect.Field
          aria-label="资讯栏目"
          value={typeId ?? ''}
          onChange={(e) => setSearch({ column: e.target.value === '' ? undefined : Number(e.target.value) })}
        >
          <option value="">全部栏目</option>
          {columns.data?.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
        </NativeSelect.Field>
      </NativeSelect.Root>
      <ErrorLine error={list.error?.message} />
      {list.isPending && <Skeleton h="40" />}
      {list.data && rows.length === 0 && <Text color="gray.600">暂无资讯</Text>}
      {rows.length > 0 && (
        <TableScroll label="资讯列表">
          <Table.Root size="sm" variant="outline" data-testid="staff-news">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader minW="40">标题</Table.ColumnHeader>
                <Table.ColumnHeader>栏目</Table.ColumnHeader>
                <Table.ColumnHeader>发布时间</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">阅读</Table.ColumnHeader>
                <Table.ColumnHeader>操作</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {rows.map((n) => (
                <Table.Row key={n.id}>
                  <Table.Cell>{n.title}</Table.Cell>
                  <Table.Cell>{n.typeName}</Table.Cell>
                  <Table.Cell whiteSpace="nowrap">{n.publishTime}</Table.Cell>
                  <Table.Cell textAlign="end">{n.views}</Table.Cell>
                  <Table.Cell whiteSpace="nowrap">
                    <EditLink to="/staff/news/$id" id={n.id} /> <DeleteButton kind="news" id={n.id} title={n.title} />
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </TableScroll>
      )}
      {list.data && list.data.total > 0 && <Pager pageNo={page.pageNo} pageSize={page.pageSize} total={list.data.total} onChange={setPage} />}
    </StaffList>
  );
}
