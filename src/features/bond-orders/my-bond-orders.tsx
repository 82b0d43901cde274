import { Badge, Button, Flex, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { myBondOrdersQueryOptions } from '../../api/bonds/bond-queries';
import type { BondOrder } from '../../api/contracts/bonds';
import { bondOrderStageNames, shownBondOrderStages, type ShownBondOrderStage } from '../../api/contracts/bond-names';
import { ErrorLine } from '../shared/error-line';
import { failureMessage } from '../shared/failure-message';
import { FilterTabs } from '../shared/filter-tabs';
import { formatYuan } from '../shared/format';
import { Loading } from '../shared/loading';
import { Pager } from '../shared/pager';
import { useListSearch } from '../shared/use-list-search';
import { usePagedList } from '../shared/use-paged-list';
import { AppLink, bondOrderListSearch } from '../site';
import { deadlineNames } from './bond-order-fields';
import { bondOrderStageColours } from './stage-colours';

type Side = 'buyer' | 'seller';
const sideTabs: ReadonlyArray<{ value: Side | 'all'; label: string }> = [
  { value: 'all', label: '全部' },
  { value: 'buyer', label: '我买入的' },
  { value: 'seller', label: '我卖出的' },
];

function OrderCard({ order }: { order: BondOrder }) {
  const buying = order.side === 'buyer';
  const deadline = deadlineNames[order.stage];
  return (
    <Stack as="li" gap="2" bg="white" p="4" borderRadius="md" borderWidth="1px" listStyleType="none" data-testid="my-bond-order">
      <Flex gap="2" align="center" wrap="wrap">
        <Badge colorPalette={buying ? 'green' : 'red'}>{buying ? '买入' : '卖出'}</Badge>
        <Text fontWeight="medium">{order.productName}</Text>
        <Badge colorPalette={bondOrderStageColours[order.stage]}>{order.stateName}</Badge>
      </Flex>
      <Text fontSize="sm">
        {order.exteriorName} · {order.grade} · {order.quantity.toLocaleString('zh-CN')} {order.unit} · 金额 ¥{formatYuan(order.amount)}
      </Text>
      <Text fontSize="sm">
        我的保证金 ¥{formatYuan(buying ? order.buyerMargin : order.sellerMargin)} · {buying ? `卖方 ${order.seller}` : `买方 ${order.buyer}`}
      </Text>
      <Text fontSize="sm" color="gray.600">
        订单号 {order.id} · 成交时间 {order.createTime}
        {deadline && order.deadline ? ` · ${deadline} ${order.deadline}` : ''}
      </Text>
      <Flex>
        <Button asChild size="sm" variant="outline" colorPalette="brand" minH="44px">
          <AppLink to="/person/bond-order/detail/$id" params={{ id: String(order.id) }} aria-label={`查看订单 ${order.id}：${order.productName}`}>
            详情与流程
          </AppLink>
        </Button>
      </Flex>
    </Stack>
  );
}

/**
 * /person/bond-order (保证金订单): my bond orders, bought or sold (tabs) and by stage (a choice), paged, all in the URL;
 * each with the deal, my margin, the other side, where it stands and until when.
 */
export function MyBondOrders() {
  const [search, setSearch] = useListSearch(bondOrderListSearch);
  const side = search.side ?? 'all';
  const stage = search.state ?? 'all';
  const { list, rows, page, setPage } = usePagedList((page) =>
    myBondOrdersQueryOptions({ ...page, ...(side === 'all' ? {} : { side }), ...(stage === 'all' ? {} : { stage }) }),
  );
  const stageChoice = (
    <NativeSelect.Root size="sm" width="auto">
      <NativeSelect.Field
        aria-label="订单状态"
        value={stage}
        minH="44px"
        onChange={(e) => {
          const chosen = e.target.value as ShownBondOrderStage | 'all';
          setSearch({ state: chosen === 'all' ? undefined : chosen });
        }}
      >
        <option value="all">全部状态</option>
        {shownBondOrderStages.map((s) => (
          <option key={s} value={s}>
            {bondOrderStageNames[s]}
          </option>
        ))}
      </NativeSelect.Field>
    </NativeSelect.Root>
  );
  return (
    <Stack gap="4" as="section" aria-label="我的保证金订单">
      <FilterTabs label="买卖方向" value={side} tabs={sideTabs} onChange={(next) => setSearch({ side: next === 'all' ? undefined : next })} size="sm" after={stageChoice}>
        <Stack gap="3">
          {list.isError && <ErrorLine error={failureMessage(list.error)} />}
          {list.isPending && <Loading />}
          {list.data && rows.length === 0 && <Text color="gray.600">暂无保证金订单</Text>}
          <Stack as="ul" gap="3" p="0" m="0">
            {rows.map((order) => (
              <OrderCard key={order.id} order={order} />
            ))}
          </Stack>
          {list.data && list.data.total > 0 && <Pager pageNo={page.pageNo} pageSize={page.pageSize} total={list.data.total} onChange={setPage} />}
        </Stack>
      </FilterTabs>
    </Stack>
  );
}
