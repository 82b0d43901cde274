import { Link, Table, Text } from '@chakra-ui/react';
import type { QueryKey, UseQueryOptions } from '@tanstack/react-query';
import type { ScoreLog } from '../../api/contracts/scores';
import type { Page } from '../../api/contracts/trade';
import type { PageRequest } from '../../api/trade/market';
import { ErrorLine } from '../shared/error-line';
import { Pager } from '../shared/pager';
import { TableScroll } from '../shared/table-scroll';
import { usePagedList } from '../shared/use-paged-list';
import { SiteLink as RouterLink } from '../site';
import { Loading } from '../shared/loading';

/** A change as the member reads it: +10 earned, -5 spent or lost. */
const signed = (n: number) => (n > 0 ? `+${n}` : String(n));

/**
 * A score log, newest first, with paging: the credit score's, the points' or the rebates'. `query` gives the call
 * for a page; `balanceLabel` names the column of the score after each change. `ownOrders`: the member is a party of the
 * orders named, so they link to the order page (a rebate's order is another member's: its number only).
 */
export function ScoreLogTable<K extends QueryKey>({
  query,
  label,
  balanceLabel,
  empty,
  ownOrders = true,
}: {
  query: (page: PageRequest) => UseQueryOptions<Page<ScoreLog>, Error, Page<ScoreLog>, K>;
  label: string;
  balanceLabel: string;
  empty: string;
  ownOrders?: boolean;
}) {
  const { list, rows, page, setPage } = usePagedList(query);
  return (
    <>
      {list.isPending && <Loading />}
      <ErrorLine error={list.error?.message} />
      {list.data && rows.length === 0 && <Text color="gray.600">{empty}</Text>}
      {rows.length > 0 && (
        <TableScroll label={label}>
          <Table.Root size="sm" variant="outline" bg="white" aria-label={label}>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>时间</Table.ColumnHeader>
                <Table.ColumnHeader minW="32">原因</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">变动</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">{balanceLabel}</Table.ColumnHeader>
                <Table.ColumnHeader>订单</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {rows.map((row) => (
                <Table.Row key={row.id}>
                  <Table.Cell whiteSpace="nowrap">{row.createTime}</Table.Cell>
                  <Table.Cell>{row.reason}</Table.Cell>
                  <Table.Cell textAlign="end" color={row.change > 0 ? 'green.fg' : 'red.600'} whiteSpace="nowrap">
                    {signed(row.change)}
                  </Table.Cell>
                  <Table.Cell textAlign="end">{row.balance}</Table.Cell>
                  <Table.Cell>
                    {row.orderId === null ? (
                      '—'
                    ) : !ownOrders ? (
                      row.orderId
                    ) : (
                      <Link asChild color="brand.fg">
                        <RouterLink to="/person/order/detail/$id" params={{ id: String(row.orderId) }}>
                          {row.orderId}
                        </RouterLink>
                      </Link>
                    )}
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </TableScroll>
      )}
      {list.data && list.data.total > 0 && <Pager pageNo={page.pageNo} pageSize={page.pageSize} total={list.data.total} onChange={setPage} />}
    </>
  );
}
