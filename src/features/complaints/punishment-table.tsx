import { Badge, Box, Table, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { Page, PunishmentItem } from '../../api/contracts/complaints';
import { ErrorLine } from '../shared/error-line';
import { failureMessage } from '../shared/failure-message';
import { Pager } from '../shared/pager';
import { TableScroll } from '../shared/table-scroll';
import { AppLink } from '../site';
import { punishmentStateColours } from './state-colours';
import { Loading } from '../shared/loading';

/**
 * Punishments as a table (处罚公示, 我的处罚, the staff's list): the member, what, where it stands (before the long
 * reason, so that a phone shows it without scrolling), why, how long, and the complaint it came from. `action` adds a
 * last column (staff's 撤销).
 */
export function PunishmentTable({
  result,
  page,
  onPage,
  empty,
  action,
}: {
  result: { data?: Page<PunishmentItem>; isPending: boolean; isError: boolean; error: unknown };
  page: { pageNo: number; pageSize: number };
  onPage: (page: { pageNo: number; pageSize: number }) => void;
  empty: string;
  action?: (p: PunishmentItem) => ReactNode;
}) {
  const rows = result.data?.list ?? [];
  return (
    <>
      {result.isError && <ErrorLine error={failureMessage(result.error)} />}
      {result.isPending && <Loading />}
      {result.data && rows.length === 0 && (
        <Box py="6" textAlign="center" color="gray.600">
          {empty}
        </Box>
      )}
      {rows.length > 0 && (
        <TableScroll label="处罚记录">
          <Table.Root size="sm" variant="outline" data-testid="punishment-list">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>会员</Table.ColumnHeader>
                <Table.ColumnHeader>处罚</Table.ColumnHeader>
                <Table.ColumnHeader>状态</Table.ColumnHeader>
                <Table.ColumnHeader minW="32">原因</Table.ColumnHeader>
                <Table.ColumnHeader>期限</Table.ColumnHeader>
                <Table.ColumnHeader>开始时间</Table.ColumnHeader>
                {action && <Table.ColumnHeader>操作</Table.ColumnHeader>}
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {rows.map((p) => (
                <Table.Row key={p.id} data-testid="punishment-row">
                  <Table.Cell>
                    {p.userName}
                    {p.mine && (
                      <Badge ms="1" size="sm" colorPalette="blue">
                        本人
                      </Badge>
                    )}
                  </Table.Cell>
                  <Table.Cell>
                    <AppLink to="/punishment/$id" params={{ id: String(p.id) }} colorPalette="brand">
                      {p.kindName}
                    </AppLink>
                  </Table.Cell>
                  <Table.Cell>
                    <Badge colorPalette={punishmentStateColours[p.state]}>{p.stateName}</Badge>
                  </Table.Cell>
                  <Table.Cell maxW="64">
                    <Text lineClamp={2}>{p.reason}</Text>
                  </Table.Cell>
                  <Table.Cell>{p.period}</Table.Cell>
                  <Table.Cell whiteSpace="nowrap">{p.startTime}</Table.Cell>
                  {action && <Table.Cell>{action(p)}</Table.Cell>}
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </TableScroll>
      )}
      {result.data && result.data.total > 0 && <Pager pageNo={page.pageNo} pageSize={page.pageSize} total={result.data.total} onChange={onPage} />}
    </>
  );
}
