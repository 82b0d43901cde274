import { Table, Text } from '@chakra-ui/react';
import type { TraderRank } from '../../api/contracts/home-names';
import { formatYuan } from '../shared/format';
import { TableScroll } from '../shared/table-scroll';
import { RankNumber } from './rank-number';

/**
 * A ranking of traders: masked names, their level, deals and amount (— when they keep it to themselves). `compact`
 * (the home page's narrow column) leaves out the level and the deal count.
 */
export function TraderRankingTable({ rows, label, compact = false }: { rows: TraderRank[]; label: string; compact?: boolean }) {
  return (
    <TableScroll label={label}>
      <Table.Root size="sm" aria-label={label}>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader w="12">名次</Table.ColumnHeader>
            <Table.ColumnHeader>会员</Table.ColumnHeader>
            {!compact && <Table.ColumnHeader textAlign="end">成交笔数</Table.ColumnHeader>}
            <Table.ColumnHeader textAlign="end">成交额</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((r) => (
            <Table.Row key={r.rank}>
              <Table.Cell>
                <RankNumber rank={r.rank} />
              </Table.Cell>
              <Table.Cell whiteSpace="nowrap">
                {r.name}
                {!compact && (
                  <Text as="span" color="gray.600" fontSize="xs" ms="2">
                    {r.levelName}
                  </Text>
                )}
              </Table.Cell>
              {!compact && <Table.Cell textAlign="end">{r.deals}</Table.Cell>}
              <Table.Cell textAlign="end" whiteSpace="nowrap">
                {r.amount === null ? '—' : `¥${formatYuan(r.amount)}`}
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </TableScroll>
  );
}
