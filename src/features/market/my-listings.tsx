import { Badge, Flex, Stack, Table, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { listingStateNames, listingStates, type ListingState, type PublishType } from '../../api/contracts/trade-names';
import { listingStatisticsQueryOptions } from '../../api/trade/listing-statistics';
import { myListingsQueryOptions } from '../../api/trade/market';
import { ErrorLine } from '../shared/error-line';
import { FilterTabs } from '../shared/filter-tabs';
import { formatYuan } from '../shared/format';
import { AppLink, useAppNavigate } from '../site';
import { MyListingActionButtons } from './my-listing-action-buttons';
import { publishTypeNames } from './my-listing-actions';
import { Pager } from '../shared/pager';
import { TableScroll } from '../shared/table-scroll';
import { usePagedList } from '../shared/use-paged-list';
import { Loading } from '../shared/loading';

/** /person/myOrder's query: `state` indexes listingStates (0 挂单中, 1 已撤单, 2 已成交), `type` is the publishType; absent means all. */
export interface MyListingsSearch {
  from?: string;
  type?: 0 | 1;
  state?: number;
}

const stateTabs: Array<{ value: string; name: string; count: 'all' | ListingState }> = [
  { value: 'all', name: '全部', count: 'all' },
  ...listingStates.map((state, index) => ({ value: String(index), name: listingStateNames[state], count: state })),
];
const typeTabs: Array<{ value: string; name: string; count: 'all' | 'buy' | 'sell' }> = [
  { value: 'all', name: '全部', count: 'all' },
  { value: '0', name: publishTypeNames[0], count: 'buy' },
  { value: '1', name: publishTypeNames[1], count: 'sell' },
];

/**
 * /person/myOrder (我的挂牌): my offers by state and kind, both taken from the URL so links and back work, with counts
 * from statistics/info. Each row opens the offer's page; open offers can be edited or withdrawn, ended ones republished.
 * The page (person-trade-pages.tsx) keys it by its filters, so another filter starts again from the first page.
 */
export function MyListings({ search }: { search: MyListingsSearch }) {
  const navigate = useAppNavigate();
  const state = search.state === undefined ? undefined : listingStates[search.state];
  const publishType = search.type === 0 || search.type === 1 ? (search.type as PublishType) : undefined;
  const { list: listings, page, setPage } = usePagedList((page) => myListingsQueryOptions(state ?? 'all', publishType, page));
  const statistics = useQuery(listingStatisticsQueryOptions());
  const count = (key: keyof NonNullable<typeof statistics.data>) => statistics.data && <Text as="span" color="gray.600">（{statistics.data[key]}）</Text>;
  // A tab's label: its name and, once statistics/info answers, its count.
  const counted = (tab: { value: string; name: string; count: keyof NonNullable<typeof statistics.data> }) => ({
    value: tab.value,
    label: (
      <>
        {tab.name}
        {count(tab.count)}
      </>
    ),
  });
  // Another filter shows other rows: back to its first page (page left out).
  const go = (change: Partial<MyListingsSearch>) => void navigate({ to: '/person/myOrder', search: { ...search, page: undefined, ...change } });

  return (
    <Stack gap="4">
      <FilterTabs
        label="挂牌状态"
        value={state === undefined ? 'all' : String(search.state)}
        tabs={stateTabs.map(counted)}
        onChange={(next) => go({ state: next === 'all' ? undefined : Number(next) })}
      >
        <FilterTabs
          label="挂牌类型"
          value={publishType === undefined ? 'all' : String(publishType)}
          tabs={typeTabs.map(counted)}
          onChange={(next) => go({ type: next === '0' ? 0 : next === '1' ? 1 : undefined })}
          variant="subtle"
          size="sm"
          before={<Text color="gray.600">类型</Text>}
        >
          <Stack gap="4">
            <ErrorLine error={statistics.error?.message} />
            {listings.isPending && <Loading />}
            <ErrorLine error={listings.error?.message} />
            {listings.data?.list.length === 0 && (
              <Stack gap="2">
                <Text color="gray.600">暂无挂牌</Text>
                <Flex gap="4">
                  <AppLink to="/publish">发布买单</AppLink>
                  <AppLink to="/publish" search={{ type: 'sale' }}>
                    发布卖单
                  </AppLink>
                </Flex>
              </Stack>
            )}
            {listings.data && listings.data.list.length > 0 && (
              <TableScroll label="我的挂牌">
                <Table.Root size="sm" variant="outline" bg="white" data-testid="my-listings">
                  <Table.Header>
                    <Table.Row>
                      <Table.ColumnHeader>类型</Table.ColumnHeader>
                      <Table.ColumnHeader>邮品</Table.ColumnHeader>
                      <Table.ColumnHeader>单价</Table.ColumnHeader>
                      <Table.ColumnHeader>剩余/总量</Table.ColumnHeader>
                      <Table.ColumnHeader>状态</Table.ColumnHeader>
                      <Table.ColumnHeader>发布时间</Table.ColumnHeader>
                      <Table.ColumnHeader>操作</Table.ColumnHeader>
                    </Table.Row>
                  </Table.Header>
                  <Table.Body>
                    {listings.data.list.map((l) => (
                      <Table.Row key={l.id}>
                        <Table.Cell>{publishTypeNames[l.publishType]}</Table.Cell>
                        <Table.Cell>
                          <AppLink to="/person/myOrder/$id" params={{ id: String(l.id) }}>
                            {l.productName}（{l.exteriorName}）
                          </AppLink>
                        </Table.Cell>
                        <Table.Cell>¥{formatYuan(l.price)}</Table.Cell>
                        <Table.Cell>
                          {l.lastNum}/{l.quantity}
                        </Table.Cell>
                        <Table.Cell>
                          <Badge>{listingStateNames[l.state]}</Badge>
                        </Table.Cell>
                        <Table.Cell>{l.createTime}</Table.Cell>
                        <Table.Cell>
                          <MyListingActionButtons listing={l} />
                        </Table.Cell>
                      </Table.Row>
                    ))}
                  </Table.Body>
                </Table.Root>
              </TableScroll>
            )}
            {listings.data && listings.data.total > 0 && <Pager pageNo={page.pageNo} pageSize={page.pageSize} total={listings.data.total} onChange={setPage} />}
          </Stack>
        </FilterTabs>
      </FilterTabs>
    </Stack>
  );
}
