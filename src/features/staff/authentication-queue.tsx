import { Badge, Flex, Heading, Link, NativeSelect, Stack, Table, Text } from '@chakra-ui/react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from '@tanstack/react-router';
import { useState } from 'react';
import { authenticationQueueQuery } from '../../api/authentication/staff-authentications';
import type { AuthenticationQueueQuery } from '../../api/contracts/authentication';
import { authenticationKindNames } from '../../api/contracts/authentication-names';
import { ErrorLine } from '../shared/error-line';
import { Pager } from '../shared/pager';
import { useLastPageWithRows, usePaging } from '../shared/use-paging';
import { stageColours } from './stage-colours';

type StageFilter = NonNullable<AuthenticationQueueQuery['stage']> | 'all';
const filters: Array<{ value: StageFilter; name: string }> = [
  { value: 'all', name: '全部' },
  { value: 'submitted', name: '待审核' },
  { value: 'rejected', name: '已驳回' },
  { value: 'approved', name: '已通过' },
];

/** 实名认证审核: every application, those waiting first and the longest waiting first; one stage at a time if chosen. */
export function AuthenticationQueue() {
  const { page, setPage, restart } = usePaging();
  const [stage, setStage] = useState<StageFilter>('all');
  const query = { ...page, ...(stage === 'all' ? {} : { stage }) };
  const list = useQuery({ ...authenticationQueueQuery(query), placeholderData: keepPreviousData });
  useLastPageWithRows(page, setPage, list.data);
  const rows = list.data?.list ?? [];

  return (
    <Stack gap="4" bg="white" p="5" borderRadius="md" borderWidth="1px" as="section" aria-label="实名认证审核">
      <Flex justify="space-between" align="center" gap="3" wrap="wrap">
        <Heading as="h2" size="sm">
          实名认证审核
        </Heading>
        <NativeSelect.Root size="sm" width="auto">
          <NativeSelect.Field
            aria-label="审核状态"
            value={stage}
            onChange={(e) => {
              setStage(e.target.value as StageFilter);
              restart();
            }}
          >
            {filters.map((f) => (
              <option key={f.value} value={f.value}>
                {f.name}
              </option>
            ))}
          </NativeSelect.Field>
        </NativeSelect.Root>
      </Flex>
      <ErrorLine error={list.error?.message} />
      {list.isPending && <Text color="gray.500">加载中…</Text>}
      {list.data && rows.length === 0 && <Text color="gray.500">暂无认证申请</Text>}
      {rows.length > 0 && (
        <Table.Root size="sm" variant="outline" data-testid="authentication-queue">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>会员</Table.ColumnHeader>
              <Table.ColumnHeader>认证类型</Table.ColumnHeader>
              <Table.ColumnHeader>提交时间</Table.ColumnHeader>
              <Table.ColumnHeader>状态</Table.ColumnHeader>
              <Table.ColumnHeader>操作</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {rows.map((row) => (
              <Table.Row key={row.id}>
                <Table.Cell>{row.userName}</Table.Cell>
                <Table.Cell>{authenticationKindNames[row.kind]}</Table.Cell>
                <Table.Cell>{row.updateTime}</Table.Cell>
                <Table.Cell>
                  <Badge colorPalette={stageColours[row.stage]}>{row.stateName}</Badge>
                </Table.Cell>
                <Table.Cell>
                  <Link asChild color="brand.600">
                    <RouterLink to="/staff/authentications/$id" params={{ id: String(row.id) }}>
                      {row.stage === 'submitted' ? '审核' : '查看'}
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
