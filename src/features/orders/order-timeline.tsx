import { Box, Heading, Table, Text } from '@chakra-ui/react';
import type { OrderEventRecord, OrderMachineId } from '../../api/contracts/trade';
import { roleNames } from '../../api/contracts/trade-names';
import { eventLabelOf } from '../../machines/lifecycle';
import { lifecycleMachines } from '../../machines/order-lifecycles';
import { TableScroll } from '../shared/table-scroll';

/**
 * What happened to an order, oldest first: when, who (a deadline is 系统), and what, named as the order's machine
 * names its events for members (the machine's name is the row's tooltip).
 */
export function OrderTimeline({ machine, title, events, empty }: { machine: OrderMachineId; title: string; events: OrderEventRecord[]; empty: string }) {
  return (
    <Box>
      <Heading as="h3" size="sm" mb="2">
        {title}
      </Heading>
      {events.length === 0 ? (
        <Text color="gray.600">{empty}</Text>
      ) : (
        <TableScroll label={title}>
          <Table.Root size="sm" variant="outline" bg="white" aria-label={title}>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>时间</Table.ColumnHeader>
                <Table.ColumnHeader>操作方</Table.ColumnHeader>
                <Table.ColumnHeader>操作</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {events.map((e) => (
                <Table.Row key={e.id}>
                  <Table.Cell whiteSpace="nowrap">{e.createTime}</Table.Cell>
                  <Table.Cell>
                    {roleNames[e.role]}
                    {e.actor && e.role !== 'system' ? ` ${e.actor}` : ''}
                  </Table.Cell>
                  <Table.Cell title={e.event}>{eventLabelOf(lifecycleMachines[machine], e.event)}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </TableScroll>
      )}
    </Box>
  );
}

/**
 * The refund's part of an order's timeline: an online order is disputed only when a returned item's refund is refused.
 * It lives here rather than with the actions (order-actions.ts), whose call table brings zod, so that the return
 * record, which offers no action, loads none.
 */
export const isRefundEvent = (event: string) => event.startsWith('refund.') || event === 'dispute.refundBuyer' || event === 'dispute.releaseSeller';
