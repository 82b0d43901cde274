import { Badge, Button, Skeleton, Table, Text } from '@chakra-ui/react';
import { noticesQueryOptions } from '../../api/content/notices';
import { usePinNotice } from '../../api/content/staff-content';
import type { NoticeItem } from '../../api/contracts/content';
import { messages } from '../../api/contracts/messages';
import { ErrorLine } from '../shared/error-line';
import { failureMessage } from '../shared/failure-message';
import { Pager } from '../shared/pager';
import { TableScroll } from '../shared/table-scroll';
import { notify } from '../shared/toaster';
import { usePagedList } from '../shared/use-paged-list';
import { DeleteButton, EditLink, StaffList } from './staff-parts';

/** 置顶 / 取消置顶: a pinned notice leads every notice list, the home page's too. */
function PinButton({ notice }: { notice: NoticeItem }) {
  const pin = usePinNotice();
  return (
    <Button
      size="xs"
      variant="ghost"
      loading={pin.isPending}
      onClick={() =>
        pin.mutate(
          { id: notice.id, pinned: !notice.pinned },
          { onSuccess: (n) => notify.success(n.pinned ? messages.noticePinned : messages.noticeUnpinned), onError: (e) => notify.warning(failureMessage(e)) },
        )
      }
    >
      {notice.pinned ? '取消置顶' : '置顶'}
    </Button>
  );
}

/** /staff/notices: the notices as the site lists them (pinned first); 新建公告, 编辑, 置顶 and 删除. */
export function StaffNoticeList() {
  const { list, rows, page, setPage } = usePagedList(noticesQueryOptions);
  return (
    <StaffList title="公告管理" newTo="/staff/notices/new" newLabel="新建公告">
      <ErrorLine error={list.error?.message} />
      {list.isPending && <Skeleton h="40" />}
      {list.data && rows.length === 0 && <Text color="gray.600">暂无公告</Text>}
      {rows.length > 0 && (
        <TableScroll label="公告列表">
          <Table.Root size="sm" variant="outline" data-testid="staff-notices">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader minW="40">标题</Table.ColumnHeader>
                <Table.ColumnHeader>发布时间</Table.ColumnHeader>
                <Table.ColumnHeader>操作</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {rows.map((n) => (
                <Table.Row key={n.id}>
                  <Table.Cell>
                    {n.pinned && (
                      <Badge colorPalette="red" mr="2">
                        置顶
                      </Badge>
                    )}
                    {n.title}
                  </Table.Cell>
                  <Table.Cell whiteSpace="nowrap">{n.publishTime}</Table.Cell>
                  <Table.Cell whiteSpace="nowrap">
                    <EditLink to="/staff/notices/$id" id={n.id} /> <PinButton notice={n} /> <DeleteButton kind="notice" id={n.id} title={n.title} />
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
