import { Flex, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { orderStageNames, orderStages, type OrderStage } from '../../api/contracts/trade-names';
import { orderStatisticsQuery } from '../../api/trade/order-statistics';
import { ordersQuery, type OrderFilter } from '../../api/trade/orders';
import { ErrorLine } from '../shared/error-line';
import { FilterTabs } from '../shared/filter-tabs';
import { Pager } from '../shared/pager';
import { usePagedList } from '../shared/use-paged-list';
import { OrderSummaryTable } from './order-summary-table';

const selects: Array<{ key: 'side' | 'tradeWay'; label: string; options: Array<[string, string]> }> = [
  { key: 'side', label: '身份', options: [['all', '全部'], ['buyer', '我买入的'], ['seller', '我卖出的']] },
  { key: 'tradeWay', label: '交易方式', options: [['all', '全部'], ['online', '担保交易'], ['offline', '线下交易']] },
];

const stageTabs: Array<{ stage: OrderStage | 'all'; name: string }> = [
  { stage: 'all', name: '全部' },
  ...orderStages.map((stage) => ({ stage, name: orderStageNames[stage] })),
];

/** The member's orders (/person/order), by stage (待付款, 待发货, ...) with counts, newest first, each linking to its detail. */
export function OrderList() {
  const [filter, setFilterState] = useState<OrderFilter>({ side: 'all', tradeWay: 'all', stage: 'all' });
  const { list: orders, page, setPage, restart } = usePagedList((page) => ordersQuery(filter, page));
  // Another filter shows other rows: back to its first page.
  const setFilter = (change: (old: OrderFilter) => OrderFilter) => {
    setFilterState(change);
    restart();
  };
  const statistics = useQuery(orderStatisticsQuery());
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
        onChange={(stage) => setFilter((old) => ({ ...old, stage }))}
      >
        <Stack gap="4">
          <ErrorLine error={statistics.error?.message} />
          <Flex gap="4" wrap="wrap">
            {selects.map((f) => (
              <Flex key={f.key} align="center" gap="2">
                <Text color="gray.600">{f.label}</Text>
                <NativeSelect.Root size="sm" width="auto">
                  <NativeSelect.Field aria-label={f.label} value={filter[f.key]} onChange={(e) => setFilter((old) => ({ ...old, [f.key]: e.target.value }))}>
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
          {orders.isPending && <Text color="gray.600">加载中…</Text>}
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
