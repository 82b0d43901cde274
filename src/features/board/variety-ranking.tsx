import { Table } from '@chakra-ui/react';
import type { VarietyChangeRank, VarietyVolumeRank } from '../../api/contracts/home-names';
import { formatYuan } from '../shared/format';
import { TableScroll } from '../shared/table-scroll';
import { PriceChange } from './price-change';
import { RankNumber } from './rank-number';
import { VarietyLabel } from './variety-name';

/** Varieties by volume: pieces traded (in the variety's unit) and amount; `compact` leaves the amount out. */
export function VarietyVolumeTable({ rows, label, compact = false }: { rows: VarietyVolumeRank[]; label: string; compact?: boolean }) {
  return (
    <TableScroll label={label}>
      <Table.Root size="sm" aria-label={label}>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader w="12">名次</Table.ColumnHeader>
            <Table.ColumnHeader>品种</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">成交量</Table.ColumnHeader>
            {!compact && <Table.ColumnHeader textAlign="end">成交额</Table.ColumnHeader>}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((r) => (
            <Table.Row key={r.productId}>
              <Table.Cell>
                <RankNumber rank={r.rank} />
              </Table.Cell>
              <Table.Cell>
                <VarietyLabel variety={r} />
              </Table.Cell>
              <Table.Cell textAlign="end" whiteSpace="nowrap">
                {r.quantity}
                {r.unitsName}
              </Table.Cell>
              {!compact && (
                <Table.Cell textAlign="end" whiteSpace="nowrap">
                  ¥{formatYuan(r.amount)}
                </Table.Cell>
              )}
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </TableScroll>
  );
}

/** Varieties by price change, one grade each: from the period's base price to the last deal. */
export function VarietyChangeTable({ rows, label }: { rows: VarietyChangeRank[]; label: string }) {
  return (
    <TableScroll label={label}>
      <Table.Root size="sm" aria-label={label}>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader w="12">名次</Table.ColumnHeader>
            <Table.ColumnHeader>品种</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">期初价</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">最新价</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">涨跌幅</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((r) => (
            <Table.Row key={`${r.productId}-${r.grade}`}>
              <Table.Cell>
                <RankNumber rank={r.rank} />
              </Table.Cell>
              <Table.Cell>
                <VarietyLabel variety={r} grade={r.grade} />
              </Table.Cell>
              <Table.Cell textAlign="end" whiteSpace="nowrap">
                ¥{formatYuan(r.basePrice)}
              </Table.Cell>
              <Table.Cell textAlign="end" whiteSpace="nowrap">
                ¥{formatYuan(r.lastPrice)}
              </Table.Cell>
              <Table.Cell textAlign="end">
                <PriceChange change={r.change} basisPoints={r.changeBasisPoints} show="percent" />
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </TableScroll>
  );
}
