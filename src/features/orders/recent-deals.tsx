import { Stack, Table, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { tradeWayNames } from '../../api/contracts/trade';
import { dealsQuery } from '../../api/trade/orders';
import { formatYuan } from '../format/format';

/** /transaction: the latest completed trades on the platform: what traded at what price, no names. */
export function RecentDeals() {
  const deals = useQuery(dealsQuery());
  return (
    <Stack gap="3">
      {deals.data?.list.length === 0 && <Text color="gray.500">暂无成交</Text>}
      {deals.data && deals.data.list.length > 0 && (
        <Table.Root size="sm" variant="outline" bg="white">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>成交时间</Table.ColumnHeader>
              <Table.ColumnHeader>邮品</Table.ColumnHeader>
              <Table.ColumnHeader>数量</Table.ColumnHeader>
              <Table.ColumnHeader>单价</Table.ColumnHeader>
              <Table.ColumnHeader>金额</Table.ColumnHeader>
              <Table.ColumnHeader>方式</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {deals.data.list.map((d) => (
              <Table.Row key={d.id}>
                <Table.Cell>{d.dealTime}</Table.Cell>
                <Table.Cell>
                  {d.productName}（{d.exteriorName}）
                </Table.Cell>
                <Table.Cell>
                  {d.quantity} {d.unitsName}
                </Table.Cell>
                <Table.Cell>¥{formatYuan(d.price)}</Table.Cell>
                <Table.Cell>¥{formatYuan(d.amount)}</Table.Cell>
                <Table.Cell>{tradeWayNames[d.tradeWay]}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      )}
    </Stack>
  );
}
