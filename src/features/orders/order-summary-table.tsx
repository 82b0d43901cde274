import { Badge, Table } from '@chakra-ui/react';
import type { OrderSummary } from '../../api/contracts/trade';
import { tradeWayNames } from '../../api/contracts/trade-names';
import { formatYuan } from '../shared/format';
import { TableScroll } from '../shared/table-scroll';
import { AppLink } from '../site';

/**
 * Orders as rows (my orders, the orders taken from one of my offers), each linking to its detail; `from` tells the
 * detail where the member came from (my-order: 我的订单).
 */
export function OrderSummaryTable({ orders, from, label }: { orders: OrderSummary[]; from?: 'my-order'; label: string }) {
  return (
    <TableScroll label={label}>
      <Table.Root size="sm" variant="outline" bg="white" aria-label={label}>
        <Table.Header>
          {/* The state beside the amount: on a phone both show before the table is scrolled. */}
          <Table.Row>
            <Table.ColumnHeader>订单号</Table.ColumnHeader>
            <Table.ColumnHeader minW="28">邮品</Table.ColumnHeader>
            <Table.ColumnHeader>数量</Table.ColumnHeader>
            <Table.ColumnHeader>金额</Table.ColumnHeader>
            <Table.ColumnHeader>状态</Table.ColumnHeader>
            <Table.ColumnHeader>对方</Table.ColumnHeader>
            <Table.ColumnHeader>方式</Table.ColumnHeader>
            <Table.ColumnHeader>下单时间</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {orders.map((o) => (
            <Table.Row key={o.id}>
              <Table.Cell>
                <AppLink to="/person/order/detail/$id" search={from ? { from } : undefined} params={{ id: String(o.id) }}>
                  {o.id}
                </AppLink>
              </Table.Cell>
              <Table.Cell>{o.productName}</Table.Cell>
              <Table.Cell whiteSpace="nowrap">
                {o.quantity} {o.unitsName}
              </Table.Cell>
              <Table.Cell whiteSpace="nowrap">¥{formatYuan(o.amount)}</Table.Cell>
              <Table.Cell>
                <Badge colorPalette="brand">{o.stateName}</Badge>
              </Table.Cell>
              <Table.Cell>
                {o.side === 'buyer' ? '卖家 ' : '买家 '}
                {o.counterpart}
              </Table.Cell>
              <Table.Cell>{tradeWayNames[o.tradeWay]}</Table.Cell>
              <Table.Cell whiteSpace="nowrap">{o.createTime}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </TableScroll>
  );
}
