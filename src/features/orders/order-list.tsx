import { Flex, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { orderStageNames, orderStages, type OrderStage } from '../../api/contracts/trade-names';
import { orderStatisticsQueryOptions } from '../../api/trade/order-statistics';
import { ordersQueryOptions, type OrderFilter } from '../../api/trade/orders';
import { ErrorLine } from '../shared/error-line';
import { FilterTabs } from '../shared/filter-tabs';
import { Pager } from '../shared/pager';
import { useListSearch } from '../shared/use-list-search';
import { usePagedList } from '../shared/use-paged-list';
import { orderListSearch } from '../site';
import { OrderSummaryTable } from './order-summary-table';
import { Loading } from '../shared/loading';

const selects: Array<{ key: 'side' | 'tradeWay'; label: string; options: Array<[string, string]> }> = [
  { key: 'side', label: '身份', options: [['all', '全部'], ['buyer', '我买入的'], ['seller', '我卖出的']] },
  { key: 'tradeWay', label: '交易方式', options: [['all', '全部'], ['online', '担保交易'], ['offline', '线下交易']] },
];

const stageTabs: Array<{ stage: OrderStage | 'all'; name: string }> = [
  { stage: 'all', name: '全部' },
  ...orderStages.map((stage) => ({ stage, name: orderStageNames[stage] })),
];

/**
 * The member's orders (/person/order), by stage (待付款, 待发货, ...) with counts, newest first, each linking to its
 * detail. The stage, the two filters and the page are the URL's (全部 is none); another filter starts from page 1.
 */
export function OrderList() {
  const [search, setSearch] = useListSearch(orderListSearch);
  const filter: OrderFilter = { side: search.side ?? 'all', tradeWay: search.tradeWay ?? 'all', stage: search.stage ?? 'all' };
  const { list: orders, page, setPage } = usePagedList((page) => ordersQueryOptions(filter, page));
  // 全部 is the filter left out of the URL.
  const setFilter = (change: Partial<OrderFilter>) =>
    setSearch(Object.fromEntries(Object.entries(change).map(([key, value]) => [key, value === 'all' ? undefined : value])));
  const statistics = useQuery(orderStatisticsQueryOptions());
  return (
    <Stack gap="4">
      <FilterTabs
        label="订单状态"
        value={filter.stage}
        tabs={stageTabs.map(({ stage, name }) => ({
          value: stage,
          label: (
            <>
              {name}
              {statistics.data && <Text as="span" color="gray.600">（{statistics.data[stage]}）</Text>}
            </>
          ),
        }))}
        onChange={(stage) => setFilter({ stage })}
      >
        <Stack gap="4">
          <ErrorLine error={statistics.error?.message} />
          <Flex gap="4" wrap="wrap">
            {selects.map((f) => (
              <Flex key={f.key} align="center" gap="2">
                <Text color="gray.600">{f.label}</Text>
                <NativeSelect.Root size="sm" width="auto">
                  <NativeSelect.Field aria-label={f.label} value={filter[f.key]} onChange={(e) => setFilter({ [f.key]: e.target.value })}>
                    {f.options.map(([value, name]) => (
                      <option key={value} value={value}>
                        {name}
                      </option>
                    ))}
                  </NativeSelect.Field>
                </NativeSelect.Root>
              </Flex>
            ))}
          </Flex>
          {orders.isPending && <Loading />}
          <ErrorLine error={orders.error?.message} />
          {orders.data?.list.length === 0 && <Text color="gray.600">暂无订单</Text>}
          {orders.data && orders.data.list.length > 0 && (
            <>
              <OrderSummaryTable orders={orders.data.list} from="my-order" label="我的订单" />
              <Pager pageNo={page.pageNo} pageSize={page.pageSize} total={orders.data.total} onChange={setPage} />
            </>
          )}
        </Stack>
      </FilterTabs>
    </Stack>
  );
}
