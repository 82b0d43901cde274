import { Stack, Table, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { ConfirmResult } from '../../api/contracts/trade';
import { tradeWayNames } from '../../api/contracts/trade-names';
import { formatYuan } from '../shared/format';
import { TableScroll } from '../shared/table-scroll';

/**
 * Step 2 of the scan basket: the confirmation result (spec section 3: tradeBaskets, otherCharges, amount, tradeWay,
 * tradeMessage). `orderAction` is each new order's way to its page: the dialog's button also closes the dialog.
 */
export function BasketResultStep({ result, orderAction }: { result: ConfirmResult; orderAction: (orderId: number) => ReactNode }) {
  return (
    <Stack gap="3" data-testid="basket-result">
      <Text color="green.fg">{result.tradeMessage}</Text>
      <TableScroll label="新订单">
        <Table.Root size="sm" variant="outline">
          <Table.Body>
            {result.tradeBaskets.map((b) => (
              <Table.Row key={b.orderId}>
                <Table.Cell whiteSpace="nowrap">订单 {b.orderId}</Table.Cell>
                <Table.Cell>{b.productName}</Table.Cell>
                <Table.Cell whiteSpace="nowrap">× {b.quantity}</Table.Cell>
                <Table.Cell whiteSpace="nowrap">¥{formatYuan(b.amount)}</Table.Cell>
                <Table.Cell>{orderAction(b.orderId)}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </TableScroll>
      <Text>
        合计 ¥{formatYuan(result.amount)}（{tradeWayNames[result.tradeWay]}）{result.otherCharges > 0 && `，匿名服务费 ${result.otherCharges} 金豆`}
      </Text>
    </Stack>
  );
}
