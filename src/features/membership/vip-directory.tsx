import { Badge, Button, HStack, Stack, Table, Text } from '@chakra-ui/react';
import { vipLevelIds, type VipLevelId } from '../../api/contracts/membership-names';
import { vipSeatsQueryOptions } from '../../api/membership/get-vip-seats';
import { ErrorLine } from '../shared/error-line';
import { failureMessage } from '../shared/failure-message';
import { Pager } from '../shared/pager';
import { TableScroll } from '../shared/table-scroll';
import { useListSearch } from '../shared/use-list-search';
import { usePagedList } from '../shared/use-paged-list';
import { AppLink, vipDirectorySearch } from '../site';

const levelNames: Record<VipLevelId, string> = { 3: 'VIP会员', 4: '精英VIP', 5: '至尊VIP' };

/**
 * VIP会员名录 (/vip, public): the members whose VIP is active, of one level or all, the latest to join first
 * (GET /api/anon/user/vip/seat). Names and levels only. The level and the page are the URL's.
 */
export function VipDirectory() {
  const [search, setSearch] = useListSearch(vipDirectorySearch);
  const type = search.level;
  const { list, rows, page, setPage } = usePagedList((page) => vipSeatsQueryOptions(page, type));
  const choose = (level: VipLevelId | undefined) => setSearch({ level });
  return (
    <Stack gap="4">
      <HStack gap="2" wrap="wrap" role="group" aria-label="会员等级">
        <Button size="sm" variant={type === undefined ? 'solid' : 'outline'} colorPalette="brand" onClick={() => choose(undefined)} aria-pressed={type === undefined}>
          全部
        </Button>
        {vipLevelIds.map((id) => (
          <Button key={id} size="sm" variant={type === id ? 'solid' : 'outline'} colorPalette="brand" onClick={() => choose(id)} aria-pressed={type === id}>
            {levelNames[id]}
          </Button>
        ))}
        <AppLink to="/person/vip" color="brand.fg" ms="auto">
          开通VIP会员
        </AppLink>
      </HStack>
      <ErrorLine error={list.isError ? failureMessage(list.error) : null} />
      {list.data && rows.length === 0 && <Text color="gray.600">暂无该等级的会员</Text>}
      {rows.length > 0 && (
        <TableScroll label="VIP会员名录">
          <Table.Root size="sm" variant="outline" bg="white" aria-label="VIP会员名录">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>会员</Table.ColumnHeader>
                <Table.ColumnHeader>等级</Table.ColumnHeader>
                <Table.ColumnHeader>开通日期</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {rows.map((s) => (
                <Table.Row key={`${s.userName}-${s.since}`}>
                  <Table.Cell>{s.userName}</Table.Cell>
                  <Table.Cell>
                    <Badge colorPalette="yellow">{s.levelName}</Badge>
                  </Table.Cell>
                  <Table.Cell whiteSpace="nowrap">{s.since}</Table.Cell>
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
