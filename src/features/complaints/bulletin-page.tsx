import { Badge, Box, Stack, Table, Text } from '@chakra-ui/react';
import { publicComplaintsQueryOptions } from '../../api/complaints/get-complaints';
import { publicComplaintStates, type PublicComplaintState } from '../../api/contracts/complaint-names';
import { complaintStateNames } from '../../api/contracts/content-names';
import { ErrorLine } from '../shared/error-line';
import { failureMessage } from '../shared/failure-message';
import { FilterTabs } from '../shared/filter-tabs';
import { Pager } from '../shared/pager';
import { TableScroll } from '../shared/table-scroll';
import { useListSearch } from '../shared/use-list-search';
import { usePagedList } from '../shared/use-paged-list';
import { AppLink, bulletinSearch } from '../site';
import { complaintStateColours } from './state-colours';
import { Loading } from '../shared/loading';

type StateTab = PublicComplaintState | 'all';
const tabs: Array<{ value: StateTab; label: string }> = [
  { value: 'all', label: '全部' },
  ...publicComplaintStates.map((s) => ({
    value: s,
    label: complaintStateNames[s],
  })),
];

/**
 * 投诉专栏 (/bulletin): members' complaints and what the platform decided, newest first, by state. The complainant is
 * masked (金**家); the member complained about is named, as the column is meant to warn others. The state and the
 * page are the URL's.
 */
export function BulletinPage() {
  const [search, setSearch] = useListSearch(bulletinSearch);
  const state: StateTab = search.state ?? 'all';
  const { list, rows, page, setPage } = usePagedList((page) => publicComplaintsQueryOptions({ ...page, ...(state === 'all' ? {} : { state }) }));
  return (
    <Stack gap="4" bg="white" p="5" borderRadius="md" borderWidth="1px" as="section" aria-label="投诉专栏">
      <FilterTabs
        label="投诉状态"
        value={state}
        tabs={tabs}
        onChange={(next) => setSearch({ state: next === 'all' ? undefined : next })}
        size="sm"
        after={
          <Text fontSize="sm" color="gray.600">
            要投诉某位会员，请到其
            <AppLink to="/trade" colorPalette="brand">
              会员主页
            </AppLink>
            点击“投诉该会员”；我的投诉见
            <AppLink to="/person/complaint" colorPalette="brand">
              投诉与处罚
            </AppLink>
          </Text>
        }
      >
        <Stack gap="4">
          {list.isError && <ErrorLine error={failureMessage(list.error)} />}
          {list.isPending && <Loading />}
          {list.data && rows.length === 0 && (
            <Box py="6" textAlign="center" color="gray.600">
              暂无投诉
            </Box>
          )}
          {rows.length > 0 && (
            <TableScroll label="投诉列表">
              <Table.Root size="sm" variant="outline" data-testid="bulletin-list">
                <Table.Header>
                  <Table.Row>
                    <Table.ColumnHeader>投诉标题</Table.ColumnHeader>
                    <Table.ColumnHeader whiteSpace="nowrap">类型</Table.ColumnHeader>
                    <Table.ColumnHeader whiteSpace="nowrap">投诉人</Table.ColumnHeader>
                    <Table.ColumnHeader whiteSpace="nowrap">被投诉人</Table.ColumnHeader>
                    <Table.ColumnHeader whiteSpace="nowrap">状态</Table.ColumnHeader>
                    <Table.ColumnHeader>投诉时间</Table.ColumnHeader>
                  </Table.Row>
                </Table.Header>
                <Table.Body>
                  {rows.map((c) => (
                    <Table.Row key={c.id} data-testid="bulletin-row">
                      <Table.Cell>
                        <AppLink to="/bulletin/$id" params={{ id: String(c.id) }} colorPalette="brand">
                          {c.title}
                        </AppLink>
                        {c.decision && (
                          <Text fontSize="xs" color="gray.600" lineClamp={1} mt="0.5">
                            处理说明：{c.decision}
                          </Text>
                        )}
                      </Table.Cell>
                      <Table.Cell whiteSpace="nowrap">{c.kindName}</Table.Cell>
                      <Table.Cell whiteSpace="nowrap">{c.complainant}</Table.Cell>
                      <Table.Cell whiteSpace="nowrap">{c.respondent.name}</Table.Cell>
                      <Table.Cell whiteSpace="nowrap">
                        <Badge colorPalette={complaintStateColours[c.state]}>{c.stateName}</Badge>
                      </Table.Cell>
                      <Table.Cell whiteSpace="nowrap">{c.createTime}</Table.Cell>
                    </Table.Row>
                  ))}
                </Table.Body>
              </Table.Root>
            </TableScroll>
          )}
          {list.data && list.data.total > 0 && <Pager pageNo={page.pageNo} pageSize={page.pageSize} total={list.data.total} onChange={setPage} />}
        </Stack>
      </FilterTabs>
    </Stack>
  );
}
