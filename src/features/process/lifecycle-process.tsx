import { Badge, Button, Flex, Heading, Stack, Table, Text } from '@chakra-ui/react';
import { useState } from 'react';
import type { AnyStateMachine } from 'xstate';
import type { AuditEvent } from '../../api/contracts/order-audit';
import { eventLabelOf } from '../../machines/lifecycle';
import type { Audience, Highlight } from '../../machines/machine-diagram';
import { TableScroll } from '../shared/table-scroll';
import { MachineDiagramView } from './machine-diagram-view';

/**
 * A lifecycle's 流程 (process) view, for an order or an agent link: its machine's diagram with the path it took
 * highlighted, the timeline of its recorded events numbered as on the diagram, whether the replay reaches the stored
 * state, and the auditors' CSV. Only the parties get the history (the server refuses anyone else).
 *
 * Members read it in Chinese at normal text size: states by their labels and events by the machine's own names for
 * them (`eventLabels`), and no machine name anywhere. Auditors switch to the machine's names: the diagram's, the
 * timeline's 事件 column and each step's tooltip; and export them in the CSV.
 */
export function LifecycleProcess({
  machine,
  highlight,
  replayMatches,
  events,
  roleName,
  label,
  csv,
}: {
  machine: AnyStateMachine;
  highlight: Highlight;
  replayMatches: boolean;
  events: ReadonlyArray<AuditEvent<string>>;
  roleName: (role: string) => string;
  /** The diagram's accessible name, e.g. 订单 12 的流程图. */
  label: string;
  csv: { fileName: string; download: () => Promise<Blob> };
}) {
  const download = () =>
    void csv.download().then((blob) => {
      const link = document.createElement('a');
      link.href = URL.createObjectURL(blob);
      link.download = csv.fileName;
      link.click();
      URL.revokeObjectURL(link.href);
    });

  const [audience, setAudience] = useState<Audience>('member');
  return (
    <Stack gap="4" data-testid="lifecycle-process">
      <Flex align="center" gap="3" wrap="wrap">
        <Heading as="h3" size="sm">
          流程图
        </Heading>
        {replayMatches ? (
          <Badge colorPalette="green" data-testid="replay-check">
            按记录回放与当前状态一致
          </Badge>
        ) : (
          <Badge colorPalette="red" data-testid="replay-check">
            按记录回放与当前状态不一致
          </Badge>
        )}
        <Button size="xs" variant="outline" onClick={download}>
          导出记录（CSV）
        </Button>
        <Button
          size="xs"
          variant="ghost"
          aria-pressed={audience === 'auditor'}
          onClick={() => setAudience((a) => (a === 'member' ? 'auditor' : 'member'))}
        >
          {audience === 'member' ? '显示状态机名称' : '显示中文名称'}
        </Button>
      </Flex>
      <Text color="gray.600" fontSize="sm">
        红色为走过的状态与步骤，实心为当前状态；连线上的 #n 对应下方记录的步骤。
      </Text>
      <MachineDiagramView machine={machine} highlight={highlight} label={label} audience={audience} />
      <TableScroll label="步骤记录">
        <Table.Root size="sm" variant="outline" bg="white" data-testid="process-timeline">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>步骤</Table.ColumnHeader>
              <Table.ColumnHeader>时间</Table.ColumnHeader>
              <Table.ColumnHeader>操作方</Table.ColumnHeader>
              <Table.ColumnHeader>操作</Table.ColumnHeader>
              {audience === 'auditor' && <Table.ColumnHeader>事件</Table.ColumnHeader>}
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {events.map((e) => (
              <Table.Row key={e.id}>
                <Table.Cell>#{e.step}</Table.Cell>
                <Table.Cell whiteSpace="nowrap">{e.time}</Table.Cell>
                <Table.Cell>
                  {roleName(e.role)}
                  {e.actor && e.role !== 'system' ? ` ${e.actor}` : ''}
                </Table.Cell>
                <Table.Cell title={audience === 'auditor' ? e.event : undefined}>{eventLabelOf(machine, e.event)}</Table.Cell>
                {audience === 'auditor' && (
                  <Table.Cell fontFamily="mono" whiteSpace="nowrap">
                    {e.event}
                  </Table.Cell>
                )}
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </TableScroll>
    </Stack>
  );
}
