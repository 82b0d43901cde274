import { Button, Stack, Table, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { messages } from '../../api/contracts/messages';
import type { CreditLineKind, CreditUsage } from '../../api/contracts/trade';
import { creditHoldersQueryOptions, useRemindCreditHolder } from '../../api/credit/credit-lines';
import { AppLink } from '../site';
import { ErrorLine } from '../shared/error-line';
import { failureMessage } from '../shared/failure-message';
import { formatTime, formatYuan } from '../shared/format';
import { Pager } from '../shared/pager';
import { TableScroll } from '../shared/table-scroll';
import { useLastPageWithRows, usePaging } from '../shared/use-paging';
import { notify } from '../shared/toaster';
import { Loading } from '../shared/loading';

/**
 * What holds one of my lines, a page at a time: my open offers of that side, or my offline orders still open (the
 * trade line), each with the amount it holds. An order's other side can be reminded to finish it (提醒对方), which
 * releases the line for both. The call answers every holder at once (they are the member's open offers and orders),
 * so the pages are cut here.
 */
export function CreditHolders({ kind }: { kind: CreditLineKind }) {
  const holders = useQuery(creditHoldersQueryOptions(kind));
  const { page, setPage } = usePaging();
  const all = holders.data ?? [];
  const rows = all.slice((page.pageNo - 1) * page.pageSize, page.pageNo * page.pageSize);
  useLastPageWithRows(page, setPage, holders.data ? { list: rows, total: all.length } : undefined);
  if (holders.isPending) return <Loading />;
  if (holders.isError) return <ErrorLine error={holders.error.message} />;
  if (all.length === 0) return <Text color="gray.600">暂无占用，额度全部可用。</Text>;
  return (
    <Stack gap="3">
      <TableScroll label="额度占用明细">
        <Table.Root size="sm" variant="outline" bg="white" data-testid="credit-holders">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader minW="28">邮品</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">占用金额</Table.ColumnHeader>
              <Table.ColumnHeader>状态</Table.ColumnHeader>
              <Table.ColumnHeader>时间</Table.ColumnHeader>
              <Table.ColumnHeader>操作</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {rows.map((u) => (
              <Table.Row key={`${u.tradeId}:${u.orderId}`}>
                <Table.Cell>{u.productNames}</Table.Cell>
                <Table.Cell textAlign="end" whiteSpace="nowrap">
                  ¥{formatYuan(u.amount)}
                </Table.Cell>
                <Table.Cell whiteSpace="nowrap">{u.stateName}</Table.Cell>
                <Table.Cell whiteSpace="nowrap">{formatTime(u.createTime, 'minute')}</Table.Cell>
                <Table.Cell whiteSpace="nowrap">
                  <HolderActions holder={u} />
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </TableScroll>
      <Pager pageNo={page.pageNo} pageSize={page.pageSize} total={all.length} onChange={setPage} />
    </Stack>
  );
}

/** An offer: its page. An order: its page, and the reminder to the other side (once per visit). */
function HolderActions({ holder }: { holder: CreditUsage }) {
  const remind = useRemindCreditHolder();
  const [reminded, setReminded] = useState(false);
  if (holder.orderId === null) {
    return holder.tradeId === null ? null : (
      <AppLink to="/trade/$id" params={{ id: String(holder.tradeId) }}>
        查看挂单
      </AppLink>
    );
  }
  const orderId = holder.orderId;
  return (
    <Stack gap="1" align="flex-start">
      <Stack direction="row" gap="3" align="center">
        <AppLink to="/person/order/detail/$id" params={{ id: String(orderId) }}>
          订单详情
        </AppLink>
        <Button
          size="xs"
          minH="11"
          variant="outline"
          colorPalette="brand"
          disabled={reminded}
          loading={remind.isPending}
          loadingText="提醒对方"
          onClick={() =>
            remind.mutate(
              { orderId },
              {
                onSuccess: () => {
                  setReminded(true);
                  notify.success(messages.creditReminded);
                },
              },
            )
          }
        >
          {reminded ? '已提醒' : '提醒对方'}
        </Button>
      </Stack>
      <ErrorLine error={remind.isError ? failureMessage(remind.error) : null} />
    </Stack>
  );
}
