import { Table, Text } from '@chakra-ui/react';
import type { MatchFill } from '../../api/contracts/automatch';
import { fillTime, priceText, sideText } from './match-figures';
import { Panel } from './panel';

/** Who crossed the book: the arriving order's side (主动买 took asks, 主动卖 took bids). */
const takerNames = { buy: '主动买', sell: '主动卖' } as const;

/** The variety's latest fills, newest first: time, price, units, and which side crossed the book. */
export function RecentFills({ fills }: { fills: MatchFill[] }) {
  return (
    <Panel id="fills-title" title="最新成交" gap="2">
      {fills.length === 0 ? (
        <Text color="gray.600">暂无成交。</Text>
      ) : (
        <Table.Root size="sm" aria-label="最新成交" fontVariantNumeric="tabular-nums" data-testid="recent-fills">
          <Table.Header whiteSpace="nowrap">
            <Table.Row>
              <Table.ColumnHeader>时间</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">价格</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">数量</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">方向</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {fills.map((fill) => (
              <Table.Row key={fill.id} data-testid="recent-fill">
                <Table.Cell whiteSpace="nowrap" title={fill.createTime}>
                  {fillTime(fill.createTime)}
                </Table.Cell>
                <Table.Cell textAlign="end" whiteSpace="nowrap">
                  {priceText(fill.price)}
                </Table.Cell>
                <Table.Cell textAlign="end">{fill.quantity}</Table.Cell>
                <Table.Cell textAlign="end" color={sideText[fill.takerSide]} whiteSpace="nowrap">
                  {takerNames[fill.takerSide]}
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      )}
    </Panel>
  );
}
