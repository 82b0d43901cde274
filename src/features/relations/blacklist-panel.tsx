import { Button, Heading, Stack, Table, Text } from '@chakra-ui/react';
import { messages } from '../../api/contracts/messages';
import { blacklistQueryOptions } from '../../api/relations/get-blacklist';
import { useRemoveFromBlacklist } from '../../api/relations/remove-from-blacklist';
import { ErrorLine } from '../shared/error-line';
import { failureMessage } from '../shared/failure-message';
import { Pager } from '../shared/pager';
import { TableScroll } from '../shared/table-scroll';
import { notify } from '../shared/toaster';
import { usePagedList } from '../shared/use-paged-list';
import { MemberFinder } from './member-finder';
import { Loading } from '../shared/loading';

/**
 * 黑名单 (on /person/favorite for now): the members I blocked, who cannot take my offers; remove one, or find a member
 * by user name or phone and add them.
 */
export function BlacklistPanel() {
  const { list, rows, page, setPage } = usePagedList(blacklistQueryOptions);
  const removing = useRemoveFromBlacklist();

  return (
    <Stack gap="4" bg="white" p="5" borderRadius="md" borderWidth="1px" as="section" aria-label="黑名单">
      <Heading as="h2" size="sm">
        黑名单
      </Heading>
      <Text color="gray.600" fontSize="sm">
        加入黑名单的会员不能成交您发布的挂单。
      </Text>
      <MemberFinder />
      <ErrorLine error={list.error?.message ?? (removing.isError ? failureMessage(removing.error) : null)} />
      {list.isPending && <Loading />}
      {list.data && rows.length === 0 && <Text color="gray.600">黑名单中还没有会员</Text>}
      {rows.length > 0 && (
        <TableScroll label="已拉黑的会员">
          <Table.Root size="sm" variant="outline" data-testid="blacklist">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>用户名</Table.ColumnHeader>
                <Table.ColumnHeader>等级</Table.ColumnHeader>
                <Table.ColumnHeader>加入时间</Table.ColumnHeader>
                <Table.ColumnHeader>操作</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {rows.map((entry) => (
                <Table.Row key={entry.targetId}>
                  <Table.Cell>{entry.userName}</Table.Cell>
                  <Table.Cell>{entry.vipName || `等级 ${entry.levelId}`}</Table.Cell>
                  <Table.Cell whiteSpace="nowrap">{entry.createTime}</Table.Cell>
                  <Table.Cell>
                    <Button
                      size="xs"
                      variant="outline"
                      loading={removing.isPending && removing.variables.id === entry.targetId}
                      loadingText="移出"
                      onClick={() => removing.mutate({ id: entry.targetId }, { onSuccess: () => notify.success(messages.removedFromBlacklist) })}
                    >
                      移出黑名单
                    </Button>
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </TableScroll>
      )}
      {list.data && list.data.total > 0 && <Pager pageNo={page.pageNo} pageSize={page.pageSize} total={list.data.total} onChange={setPage} />}
    </Stack>
  );
}
