import { Badge, Flex, Heading, Link, NativeSelect, Stack, Table, Text } from '@chakra-ui/react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from '@tanstack/react-router';
import { useState } from 'react';
import { cashOutQueueQuery } from '../../api/cash-out/staff-cash-outs';
import type { CashOutPageQuery, CashOutStage } from '../../api/contracts/cash-out';
import { ErrorLine } from '../shared/error-line';
import { formatYuan } from '../shared/format';
import { Pager } from '../shared/pager';
import { useLastPageWithRows, usePaging } from '../shared/use-paging';

export const cashOutStageColours: Record<CashOutStage, string> = { draft: 'gray', held: 'orange', paid: 'green', rejected: 'red' };

type StageFilter = NonNullable<CashOutPageQuery['stage']> | 'all';
const filters: Array<{ value: StageFilter; name: string }> = [
  { value: 'all', name: '全部' },
  { value: 'held', name: '待打款' },
  { value: 'paid', name: '已打款' },
  { value: 'rejected', name: '已驳回' },
];

/** 提现审核 (/staff/cash-outs): every cash-out, those waiting to be paid first and the longest waiting first. */
export function CashOutQueue() {
  const { page, setPage, restart } = usePaging();
  const [stage, setStage] = useState<StageFilter>('all');
  const query = { ...page, ...(stage === 'all' ? {} : { stage }) };
  const list = useQuery({ ...cashOutQueueQuery(query), placeholderData: keepPreviousData });
  useLastPageWithRows(page, setPage, list.data);
  const rows = list.data?.list ?? [];

  return (
    <Stack gap="4" bg="white" p="5" borderRadius="md" borderWidth="1px" as="section" aria-label="提现审核">
      <Flex justify="space-between" align="center" gap="3" wrap="wrap">
        <Heading as="h2" size="sm">
          提现审核
        </Heading>
        <NativeSelect.Root size="sm" width="auto">
          <NativeSelect.Field
            aria-label="提现状态"
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
      {list.data && rows.length === 0 && <Text color="gray.500">暂无提现申请</Text>}
      {rows.length > 0 && (
        <Table.Root size="sm" variant="outline" data-testid="cash-out-queue">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>会员</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">金额</Table.ColumnHeader>
              <Table.ColumnHeader>收款账户</Table.ColumnHeader>
              <Table.ColumnHeader>申请时间</Table.ColumnHeader>
              <Table.ColumnHeader>状态</Table.ColumnHeader>
              <Table.ColumnHeader>操作</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {rows.map((row) => (
              <Table.Row key={row.id}>
                <Table.Cell>{row.userName}</Table.Cell>
                <Table.Cell textAlign="end">¥{formatYuan(row.amount)}</Table.Cell>
                <Table.Cell>
                  {row.account.name} {row.account.number}
                </Table.Cell>
                <Table.Cell>{row.createTime}</Table.Cell>
                <Table.Cell>
                  <Badge colorPalette={cashOutStageColours[row.stage]}>{row.stateName}</Badge>
                </Table.Cell>
                <Table.Cell>
                  <Link asChild color="brand.600">
                    <RouterLink to="/staff/cash-outs/$id" params={{ id: String(row.id) }}>
                      {row.stage === 'held' ? '处理' : '查看'}
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
