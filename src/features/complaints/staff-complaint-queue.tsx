import { Badge, Flex, Heading, Link, NativeSelect, Stack, Table, Text } from '@chakra-ui/react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from '@tanstack/react-router';
import { useState } from 'react';
import { staffComplaintsQuery } from '../../api/complaints/staff-complaint-queries';
import { complaintStateNames, complaintStates, type ComplaintState } from '../../api/contracts/content-names';
import { ErrorLine } from '../shared/error-line';
import { failureMessage } from '../shared/failure-message';
import { Pager } from '../shared/pager';
import { useLastPageWithRows, usePaging } from '../shared/use-paging';
import { complaintStateColours } from './state-colours';

type StateFilter = ComplaintState | 'all';

/** 投诉处理 (/staff/complaints): every complaint, the pending ones first and the longest waiting first. */
export function StaffComplaintQueue() {
  const { page, setPage, restart } = usePaging();
  const [state, setState] = useState<StateFilter>('all');
  const list = useQuery({ ...staffComplaintsQuery({ ...page, ...(state === 'all' ? {} : { state }) }), placeholderData: keepPreviousData });
  useLastPageWithRows(page, setPage, list.data);
  const rows = list.data?.list ?? [];
  return (
    <Stack gap="4" bg="white" p="5" borderRadius="md" borderWidth="1px" as="section" aria-label="投诉处理">
      <Flex justify="space-between" align="center" gap="3" wrap="wrap">
        <Heading as="h2" size="sm">
          投诉处理
        </Heading>
        <NativeSelect.Root size="sm" width="auto">
          <NativeSelect.Field
            aria-label="投诉状态"
            value={state}
            onChange={(e) => {
              setState(e.target.value as StateFilter);
              restart();
            }}
          >
            <option value="all">全部</option>
            {complaintStates.map((s) => (
              <option key={s} value={s}>
                {complaintStateNames[s]}
              </option>
            ))}
          </NativeSelect.Field>
        </NativeSelect.Root>
      </Flex>
      {list.isError && <ErrorLine error={failureMessage(list.error)} />}
      {list.isPending && <Text color="gray.500">加载中…</Text>}
      {list.data && rows.length === 0 && <Text color="gray.500">暂无投诉</Text>}
      {rows.length > 0 && (
        <Table.Root size="sm" variant="outline" data-testid="staff-complaint-queue">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>投诉标题</Table.ColumnHeader>
              <Table.ColumnHeader>类型</Table.ColumnHeader>
              <Table.ColumnHeader>投诉人</Table.ColumnHeader>
              <Table.ColumnHeader>被投诉人</Table.ColumnHeader>
              <Table.ColumnHeader>投诉时间</Table.ColumnHeader>
              <Table.ColumnHeader>状态</Table.ColumnHeader>
              <Table.ColumnHeader>操作</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {rows.map((c) => (
              <Table.Row key={c.id}>
                <Table.Cell>{c.title}</Table.Cell>
                <Table.Cell>{c.kindName}</Table.Cell>
                <Table.Cell>{c.complainantName}</Table.Cell>
                <Table.Cell>{c.respondentName ?? '—'}</Table.Cell>
                <Table.Cell whiteSpace="nowrap">{c.createTime}</Table.Cell>
                <Table.Cell>
                  <Badge colorPalette={complaintStateColours[c.state]}>{c.stateName}</Badge>
                </Table.Cell>
                <Table.Cell>
                  <Link asChild color="brand.600">
                    <RouterLink to="/staff/complaints/$id" params={{ id: String(c.id) }}>
                      {c.state === 'pending' ? '处理' : '查看'}
                    </RouterLink>
                  </Link>
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      )}
      {list.data && list.data.total > 0 && <Pager pageNo={page.pageNo} pageSize={page.pageSize} total={list.data.total} onChange={setPage} />}
    </Stack>
  );
}
