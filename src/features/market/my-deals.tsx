import { Badge, Stack, Table, Text } from '@chakra-ui/react';
import { tradeWayNames } from '../../api/contracts/trade-names';
import { myDealsQueryOptions } from '../../api/trade/my-deals';
import { abbreviateNumber, formatTime, formatYuan } from '../shared/format';
import { AppLink } from '../site';
import { Pager } from '../shared/pager';
import { SignedYuan } from '../shared/signed-yuan';
import { TableScroll } from '../shared/table-scroll';
import { usePagedList } from '../shared/use-paged-list';
import { Loading } from '../shared/loading';

/** /transaction: my finished deals, newest first, each with what it meant for my balance. */
export function MyDeals() {
  const { list: deals, page, setPage } = usePagedList(myDealsQueryOptions);
  if (deals.isPending) return <Loading />;
  if (deals.isError) return <Text color="red.600">{deals.error.message}</Text>;
  if (deals.data.list.length === 0) return <Text color="gray.600">暂无成交记录</Text>;
  return (
    <Stack gap="3">
      <TableScroll label="成交记录">
        <Table.Root size="sm" variant="outline" bg="white" data-testid="my-deals">
          <Table.Header>
            {/* The money before the counterpart: on a phone it shows before the table is scrolled. */}
            <Table.Row>
              <Table.ColumnHeader>成交时间</Table.ColumnHeader>
              <Table.ColumnHeader>方向</Table.ColumnHeader>
              <Table.ColumnHeader minW="32">邮品</Table.ColumnHeader>
              <Table.ColumnHeader>数量</Table.ColumnHeader>
              <Table.ColumnHeader>成交金额</Table.ColumnHeader>
              <Table.ColumnHeader>资金变动</Table.ColumnHeader>
              <Table.ColumnHeader>对方</Table.ColumnHeader>
              <Table.ColumnHeader />
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {deals.data.list.map((d) => (
              <Table.Row key={d.orderId}>
                <Table.Cell whiteSpace="nowrap">{formatTime(d.dealTime, 'minute')}</Table.Cell>
                <Table.Cell>
                  {/* No colour here: green and red on this page mean money in and out. */}
                  <Badge variant="outline">{d.side === 'buyer' ? '买入' : '卖出'}</Badge>
                </Table.Cell>
                <Table.Cell>
                  {d.productName}（{d.exteriorName}）
                </Table.Cell>
                <Table.Cell whiteSpace="nowrap">
                  {abbreviateNumber(d.quantity)} {d.unitsName}
                </Table.Cell>
                <Table.Cell whiteSpace="nowrap">¥{formatYuan(d.amount)}</Table.Cell>
                <Table.Cell>
                  {/* An offline deal is paid outside the platform: nothing moved on the balance. */}
                  {d.tradeWay === 'offline' ? <Text as="span" color="gray.600">{tradeWayNames.offline}</Text> : <SignedYuan fen={d.net} />}
                </Table.Cell>
                <Table.Cell>{d.counterpart}</Table.Cell>
                <Table.Cell>
                  <AppLink to="/transaction/$id" params={{ id: String(d.orderId) }}>
                    详情
                  </AppLink>
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </TableScroll>
      <Pager pageNo={page.pageNo} pageSize={page.pageSize} total={deals.data.total} onChange={setPage} />
    </Stack>
  );
}
