import { Badge, Box, Button, Flex, HStack, Stack, Table, Text } from '@chakra-ui/react';
import { lazy, Suspense, useState } from 'react';
import { cashOutsQueryOptions } from '../../api/cash-out/get-cash-outs';
import type { CashOutItem, CashOutStage } from '../../api/contracts/cash-out';
import { ErrorLine } from '../shared/error-line';
import { failureMessage } from '../shared/failure-message';
import { formatYuan } from '../shared/format';
import { Pager } from '../shared/pager';
import { TableScroll } from '../shared/table-scroll';
import { usePagedList } from '../shared/use-paged-list';
import { AppLink } from '../site';
import { Loading } from '../shared/loading';

// The 流程 view (and Mermaid behind it) loads when a member opens one, never with the page.
const CashOutProcess = lazy(() => import('./cash-out-process').then((m) => ({ default: m.CashOutProcess })));

const cashOutStageColours: Record<CashOutStage, string> = { draft: 'gray', held: 'orange', paid: 'green', rejected: 'red' };

function Row({ item, open, onToggle }: { item: CashOutItem; open: boolean; onToggle: () => void }) {
  return (
    <>
      <Table.Row data-testid="cash-out">
        <Table.Cell whiteSpace="nowrap">{item.createTime}</Table.Cell>
        <Table.Cell textAlign="end" whiteSpace="nowrap">
          ¥{formatYuan(item.amount)}
        </Table.Cell>
        <Table.Cell>
          {/* The bank's name may wrap; the masked card number stays on one line. */}
          {item.account.name}{' '}
          <Text as="span" whiteSpace="nowrap">
            {item.account.number}
          </Text>
        </Table.Cell>
        <Table.Cell>
          <Badge colorPalette={cashOutStageColours[item.stage]}>{item.stateName}</Badge>
          {item.rejectReason && (
            <Text fontSize="xs" color="gray.600" mt="1">
              驳回原因：{item.rejectReason}
            </Text>
          )}
        </Table.Cell>
        <Table.Cell>
          <Button size="xs" variant="outline" colorPalette="brand" aria-expanded={open} onClick={onToggle}>
            {open ? '收起流程' : '流程'}
          </Button>
        </Table.Cell>
      </Table.Row>
      {open && (
        <Table.Row>
          <Table.Cell colSpan={5}>
            <Suspense fallback={<Loading />}>
              <CashOutProcess item={item} />
            </Suspense>
          </Table.Cell>
        </Table.Row>
      )}
    </>
  );
}

/**
 * /person/account/record (提现记录): the member's cash-outs, newest first: when, how much, where to, where each stands
 * (待打款, 已打款, 已驳回 with the reason), and each one's 流程 on the cash-out machine.
 */
export function CashOutRecord() {
  const { list, rows, page, setPage } = usePagedList(cashOutsQueryOptions);
  const [open, setOpen] = useState<number | null>(null);
  return (
    <Stack gap="4" bg="white" p="5" borderRadius="md" borderWidth="1px" as="section" aria-label="提现记录">
      <Flex justify="space-between" align="center">
        <HStack gap="2">
          <Text fontWeight="medium">提现记录</Text>
        </HStack>
        <AppLink to="/person/account/withdraw" colorPalette="brand">
          申请提现
        </AppLink>
      </Flex>
      {list.isError && <ErrorLine error={failureMessage(list.error)} />}
      {list.isPending && <Loading />}
      {list.data && rows.length === 0 && (
        <Box py="6" textAlign="center" color="gray.600">
          暂无提现记录
        </Box>
      )}
      {rows.length > 0 && (
        <TableScroll label="提现申请列表">
          <Table.Root size="sm" variant="outline" data-testid="cash-out-record">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>申请时间</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">金额</Table.ColumnHeader>
                <Table.ColumnHeader>收款账户</Table.ColumnHeader>
                <Table.ColumnHeader>状态</Table.ColumnHeader>
                <Table.ColumnHeader>流程</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {rows.map((item) => (
                <Row key={item.id} item={item} open={open === item.id} onToggle={() => setOpen((o) => (o === item.id ? null : item.id))} />
              ))}
            </Table.Body>
          </Table.Root>
        </TableScroll>
      )}
      {list.data && list.data.total > 0 && <Pager pageNo={page.pageNo} pageSize={page.pageSize} total={list.data.total} onChange={setPage} />}
    </Stack>
  );
}
