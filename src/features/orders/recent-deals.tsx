import { Table, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { recentDealsQueryOptions } from '../../api/trade/deals';
import { abbreviateNumber, formatTime, formatYuan } from '../shared/format';
import { TableScroll } from '../shared/table-scroll';
import { AppLink } from '../site';
import { Loading } from '../shared/loading';

/**
 * The latest completed deals, for the public: what traded at what price, no names. Beside the market (all products,
 * each linking to its price circle) and on a product's price circle (`productId`: that product only).
 */
export function RecentDeals({ productId, count = 10 }: { productId?: number; count?: number }) {
  const deals = useQuery(recentDealsQueryOptions(productId, count));
  if (deals.isPending) return <Loading />;
  if (deals.isError) return <Text color="red.600">{deals.error.message}</Text>;
  if (deals.data.list.length === 0) return <Text color="gray.600">暂无成交</Text>;
  return (
    <TableScroll label="最近成交">
      <Table.Root size="sm" variant="outline" bg="white" data-testid="recent-deals">
        <Table.Header whiteSpace="nowrap">
          <Table.Row>
            <Table.ColumnHeader>成交时间</Table.ColumnHeader>
            {productId === undefined && <Table.ColumnHeader>邮品</Table.ColumnHeader>}
            <Table.ColumnHeader>品相</Table.ColumnHeader>
            <Table.ColumnHeader>单价</Table.ColumnHeader>
            <Table.ColumnHeader>数量</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {deals.data.list.map((d) => (
            <Table.Row key={d.id}>
              <Table.Cell whiteSpace="nowrap" fontSize="xs">
                {formatTime(d.dealTime, 'minute')}
              </Table.Cell>
              {productId === undefined && (
                <Table.Cell>
                  <AppLink to="/trade/price-circle/$id" params={{ id: String(d.productId) }}>
                    {d.productName}
                  </AppLink>
                </Table.Cell>
              )}
              {/* The grade sets the price level: a 中品 deal beside a 全品 one is not a price drop. */}
              <Table.Cell whiteSpace="nowrap">{d.grade}</Table.Cell>
              <Table.Cell whiteSpace="nowrap">¥{formatYuan(d.price)}</Table.Cell>
              <Table.Cell whiteSpace="nowrap">
                {abbreviateNumber(d.quantity)} {d.unitsName}
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </TableScroll>
  );
}
