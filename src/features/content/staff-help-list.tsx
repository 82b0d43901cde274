import { Skeleton, Table, Text } from '@chakra-ui/react';
import { helpPageQueryOptions } from '../../api/content/help';
import { ErrorLine } from '../shared/error-line';
import { Pager } from '../shared/pager';
import { TableScroll } from '../shared/table-scroll';
import { usePagedList } from '../shared/use-paged-list';
import { DeleteButton, EditLink, StaffList } from './staff-parts';

/** /staff/help: the help articles as the help centre orders them (section, then sort); 新建, 编辑 and 删除. */
export function StaffHelpList() {
  const { list, rows, page, setPage } = usePagedList(helpPageQueryOptions);
  return (
    <StaffList title="帮助管理" newTo="/staff/help/new" newLabel="新建帮助文章">
      <ErrorLine error={list.error?.message} />
      {list.isPending && <Skeleton h="40" />}
      {list.data && rows.length === 0 && <Text color="gray.600">暂无帮助文章</Text>}
      {rows.length > 0 && (
        <TableScroll label="帮助文章列表">
          <Table.Root size="sm" variant="outline" data-testid="staff-help">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>分类</Table.ColumnHeader>
                <Table.ColumnHeader minW="40">标题</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">排序</Table.ColumnHeader>
                <Table.ColumnHeader>更新时间</Table.ColumnHeader>
                <Table.ColumnHeader>操作</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {rows.map((a) => (
                <Table.Row key={a.id}>
                  <Table.Cell>{a.section}</Table.Cell>
                  <Table.Cell>{a.title}</Table.Cell>
                  <Table.Cell textAlign="end">{a.sort}</Table.Cell>
                  <Table.Cell whiteSpace="nowrap">{a.updateTime}</Table.Cell>
                  <Table.Cell whiteSpace="nowrap">
                    <EditLink to="/staff/help/$id" id={a.id} /> <DeleteButton kind="help" id={a.id} title={a.title} />
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
