import { Button, HStack, Heading, Stack, Table, Text } from '@chakra-ui/react';
import { depositPaymentsQueryOptions } from '../../api/membership/get-deposit-payments';
import { ErrorLine } from '../shared/error-line';
import { failureMessage } from '../shared/failure-message';
import { formatYuan } from '../shared/format';
import { Pager } from '../shared/pager';
import { TableScroll } from '../shared/table-scroll';
import { usePagedList } from '../shared/use-paged-list';
import { AppLink } from '../site';
import { DepositSummary } from './deposit-summary';

/**
 * 押金 (/person/deposit): my deposit, 缴纳押金 and 退还押金, and what I paid into it (GET /api/deposit/order/list),
 * newest first.
 */
export function DepositPage() {
  const { list, rows, page, setPage } = usePagedList(depositPaymentsQueryOptions);
  return (
    <Stack gap="5">
      <DepositSummary />
      <HStack gap="3" wrap="wrap">
        <Button asChild colorPalette="brand">
          <AppLink to="/person/deposit/recharge-deposit" color="white" _hover={{ textDecoration: 'none' }}>
            缴纳押金
          </AppLink>
        </Button>
        <Button asChild variant="outline" colorPalette="brand">
          <AppLink to="/person/deposit/refund-deposit" _hover={{ textDecoration: 'none' }}>
            退还押金
          </AppLink>
        </Button>
      </HStack>
      <Heading as="h3" size="sm">
        缴纳记录
      </Heading>
      <ErrorLine error={list.isError ? failureMessage(list.error) : null} />
      {list.data && rows.length === 0 && <Text color="gray.600">暂无缴纳记录</Text>}
      {rows.length > 0 && (
        <TableScroll label="押金缴纳记录">
          <Table.Root size="sm" variant="outline" bg="white" aria-label="押金缴纳记录">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>时间</Table.ColumnHeader>
                <Table.ColumnHeader>说明</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">金额</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {rows.map((p) => (
                <Table.Row key={p.id}>
                  <Table.Cell whiteSpace="nowrap">{p.createTime}</Table.Cell>
                  <Table.Cell>{p.memo}</Table.Cell>
                  <Table.Cell textAlign="end" color="green.fg" whiteSpace="nowrap">
                    +¥{formatYuan(p.amount)}
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </TableScroll>
      )}
      {list.data && list.data.total > 0 && <Pager pageNo={page.pageNo} pageSize={page.pageSize} total={list.data.total} onChange={setPage} />}
    </Stack>
  );
}
