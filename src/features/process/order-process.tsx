import { Badge, Button, Flex, Heading, Stack, Table, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { AnyStateMachine } from 'xstate';
import type { OrderAudit } from '../../api/contracts/order-audit';
import { downloadOrderAuditCsv, orderAuditQuery } from '../../api/trade/order-audit';
import { highlightOf } from '../../machines/machine-diagram';
import { lifecycleMachines, replayOrder } from '../../machines/order-lifecycles';
import { eventNames, roleNames } from '../orders/order-actions';
import { MachineDiagramView } from './machine-diagram-view';

/**
 * An order's 流程 (process) view: its lifecycle machine's diagram with the path it took highlighted, the timeline of
 * its recorded events numbered as on the diagram, whether the replay reaches the stored state, and the auditors'
 * CSV. Only the order's parties get the history (the server refuses anyone else).
 */
export function OrderProcess({ orderId }: { orderId: number }) {
  const audit = useQuery(orderAuditQuery(orderId));
  if (audit.isPending) return <Text color="gray.500">加载中…</Text>;
  if (audit.isError) return <Text color="gray.600">{audit.error.message}</Text>;
  return <ProcessOf audit={audit.data} />;
}

function ProcessOf({ audit }: { audit: OrderAudit }) {
  const machine = lifecycleMachines[audit.machine] as AnyStateMachine;
  // Replayed here too, with the machine the page renders: the highlight is drawn from the same events the server has.
  const highlight = useMemo(() => highlightOf(replayOrder(audit.machine, audit.input, audit.events)), [audit]);
  const download = () =>
    void downloadOrderAuditCsv(audit.orderId).then((blob) => {
      const link = document.createElement('a');
      link.href = URL.createObjectURL(blob);
      link.download = `order-${audit.orderId}-events.csv`;
      link.click();
      URL.revokeObjectURL(link.href);
    });

  return (
    <Stack gap="4" data-testid="order-process">
      <Flex align="center" gap="3" wrap="wrap">
        <Heading as="h3" size="sm">
          流程图
        </Heading>
        {audit.replayMatches ? (
          <Badge colorPalette="green" data-testid="replay-check">
            按记录回放与订单当前状态一致
          </Badge>
        ) : (
          <Badge colorPalette="red" data-testid="replay-check">
            按记录回放与订单当前状态不一致
          </Badge>
        )}
        <Button size="xs" variant="outline" onClick={download}>
          导出记录（CSV）
        </Button>
      </Flex>
      <Text color="gray.600" fontSize="sm">
        红色为本订单走过的状态与步骤，实心为当前状态；连线上的 #n 对应下方记录的步骤。
      </Text>
      <MachineDiagramView machine={machine} highlight={highlight} label={`订单 ${audit.orderId} 的流程图`} />
      <Table.Root size="sm" variant="outline" bg="white" data-testid="process-timeline">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>步骤</Table.ColumnHeader>
            <Table.ColumnHeader>时间</Table.ColumnHeader>
            <Table.ColumnHeader>操作方</Table.ColumnHeader>
            <Table.ColumnHeader>操作</Table.ColumnHeader>
            <Table.ColumnHeader>事件</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {audit.events.map((e) => (
            <Table.Row key={e.id}>
              <Table.Cell>#{e.step}</Table.Cell>
              <Table.Cell>{e.time}</Table.Cell>
              <Table.Cell>
                {roleNames[e.role]}
                {e.actor && e.role !== 'system' ? ` ${e.actor}` : ''}
              </Table.Cell>
              <Table.Cell>{eventNames[e.event] ?? e.event}</Table.Cell>
              <Table.Cell fontFamily="mono" fontSize="xs">
                {e.event}
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Stack>
  );
}
