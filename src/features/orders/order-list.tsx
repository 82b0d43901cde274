import { Badge, Flex, NativeSelect, Stack, Table, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { tradeWayNames } from '../../api/contracts/trade';
import { ordersQuery, type OrderFilter } from '../../api/trade/orders';
import { formatYuan } from '../format/format';
import { AppLink } from '../site/app-link';

const filters: Array<{ key: keyof OrderFilter; label: string; options: Array<[string, string]> }> = [
  { key: 'side', label: '身份', options: [['all', '全部'], ['buyer', '我买入的'], ['seller', '我卖出的']] },
  { key: 'tradeWay', label: '交易方式', options: [['all', '全部'], ['online', '担保交易'], ['offline', '线下交易']] },
  { key: 'state', label: '状态', options: [['all', '全部'], ['open', '进行中'], ['done', '已结束']] },
];

/** The member's orders (/person/order), newest first, each linking to its detail. */
export function OrderList() {
  const [filter, setFilter] = useState<OrderFilter>({ side: 'all', tradeWay: 'all', state: 'all' });
  const orders = useQuery(ordersQuery(filter));
  return (
    <Stack gap="4">
      <Flex gap="4" wrap="wrap">
        {filters.map((f) => (
          <Flex key={f.key} align="center" gap="2">
            <Text color="gray.600">{f.label}</Text>
            <NativeSelect.Root size="sm" width="auto">
              <NativeSelect.Field aria-label={f.label} value={filter[f.key]} onChange={(e) => setFilter((old) => ({ ...old, [f.key]: e.target.value }))}>
                {f.options.map(([value, name]) => (
                  <option key={value} value={value}>
                    {name}
                  </option>
                ))}
              </NativeSelect.Field>
            </NativeSelect.Root>
          </Flex>
        ))}
      </Flex>
      {orders.data?.list.length === 0 && <Text color="gray.500">暂无订单</Text>}
      {orders.data && orders.data.list.length > 0 && (
        <Table.Root size="sm" variant="outline" bg="white" data-testid="order-list">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>订单号</Table.ColumnHeader>
              <Table.ColumnHeader>邮品</Table.ColumnHeader>
              <Table.ColumnHeader>数量</Table.ColumnHeader>
              <Table.ColumnHeader>金额</Table.ColumnHeader>
              <Table.ColumnHeader>对方</Table.ColumnHeader>
              <Table.ColumnHeader>方式</Table.ColumnHeader>
              <Table.ColumnHeader>状态</Table.ColumnHeader>
              <Table.ColumnHeader>下单时间</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {orders.data.list.map((o) => (
              <Table.Row key={o.id}>
                <Table.Cell>
                  <AppLink to="/person/order/detail/$id" search={{ from: 'my-order' }} params={{ id: String(o.id) }}>
                    {o.id}
                  </AppLink>
                </Table.Cell>
                <Table.Cell>{o.productName}</Table.Cell>
                <Table.Cell>
                  {o.quantity} {o.unitsName}
                </Table.Cell>
                <Table.Cell>¥{formatYuan(o.amount)}</Table.Cell>
                <Table.Cell>
                  {o.side === 'buyer' ? '卖家 ' : '买家 '}
                  {o.counterpart}
                </Table.Cell>
                <Table.Cell>{tradeWayNames[o.tradeWay]}</Table.Cell>
                <Table.Cell>
                  <Badge colorPalette="brand">{o.stateName}</Badge>
                </Table.Cell>
                <Table.Cell>{o.createTime}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      )}
    </Stack>
  );
}
