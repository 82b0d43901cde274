import { Box, Heading, Table, Text } from '@chakra-ui/react';
import type { LedgerLine } from '../../api/contracts/trade';
import { SignedYuan } from '../shared/signed-yuan';
import { TableScroll } from '../shared/table-scroll';

/** 资金明细: my own postings for the order (paid into escrow, received, refunded, fee) and what they add up to. */
export function OrderLedger({ lines }: { lines: LedgerLine[] }) {
  // The total is of yuan; gold beans that paid the order are lines of their own (docs/adr/0028).
  const total = lines.reduce((sum, line) => sum + (line.unit === 'bean' ? 0 : line.amount), 0);
  return (
    <Box>
      <Heading as="h3" size="sm" mb="2">
        资金明细
      </Heading>
      {lines.length === 0 ? (
        <Text color="gray.600">暂无资金变动</Text>
      ) : (
        <TableScroll label="资金明细">
          <Table.Root size="sm" variant="outline" bg="white" aria-label="资金明细">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>时间</Table.ColumnHeader>
                <Table.ColumnHeader>说明</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">金额</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {lines.map((line, i) => (
                <Table.Row key={`${line.time}:${i}`}>
                  <Table.Cell whiteSpace="nowrap">{line.time}</Table.Cell>
                  <Table.Cell>{line.memo}</Table.Cell>
                  <Table.Cell textAlign="end">{line.unit === 'bean' ? <SignedBeans beans={line.amount} /> : <SignedYuan fen={line.amount} />}</Table.Cell>
                </Table.Row>
              ))}
              <Table.Row fontWeight="medium">
                <Table.Cell colSpan={2}>合计{lines.some((l) => l.unit === 'bean') && '（人民币，不含金豆）'}</Table.Cell>
                <Table.Cell textAlign="end" data-testid="ledger-total">
                  <SignedYuan fen={total} />
                </Table.Cell>
              </Table.Row>
            </Table.Body>
          </Table.Root>
        </TableScroll>
      )}
    </Box>
  );
}

/** Gold beans that paid an order, signed like money (红涨绿跌). */
function SignedBeans({ beans }: { beans: number }) {
  return (
    <Text as="span" color={beans > 0 ? 'red.600' : 'green.700'} fontWeight="medium" whiteSpace="nowrap">
      {beans > 0 ? '+' : '-'}
      {Math.abs(beans)}金豆
    </Text>
  );
}
