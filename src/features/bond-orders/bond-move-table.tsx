import { Table } from '@chakra-ui/react';
import type { BondMove } from '../../api/contracts/bonds';
import { SignedYuan } from '../shared/signed-yuan';
import { TableScroll } from '../shared/table-scroll';

/** Which of my purses a move touched: the bond funds (margins) or the balance (a price paid or received). */
const purseNames: Record<BondMove['purse'], string> = { bond: '保证金账户', main: '账户余额' };

/**
 * An order's money moved by margin trading, one a row: what it was, the signed amount exact to the fen, the purse, and
 * when. What and how much come first, so a phone sees them before scrolling sideways.
 */
export function BondMoveTable({ label, moves }: { label: string; moves: readonly BondMove[] }) {
  return (
    <TableScroll label={label}>
      <Table.Root size="sm" variant="outline" bg="white" aria-label={label}>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>说明</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">金额</Table.ColumnHeader>
            <Table.ColumnHeader>账户</Table.ColumnHeader>
            <Table.ColumnHeader>时间</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {moves.map((move) => (
            <Table.Row key={move.id}>
              <Table.Cell>{move.memo}</Table.Cell>
              <Table.Cell textAlign="end">
                <SignedYuan fen={move.change} />
              </Table.Cell>
              <Table.Cell whiteSpace="nowrap">{purseNames[move.purse]}</Table.Cell>
              <Table.Cell whiteSpace="nowrap">{move.createTime}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </TableScroll>
  );
}
