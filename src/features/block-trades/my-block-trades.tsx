import { Badge, Button, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useSelector } from '@xstate/react';
import { lazy, Suspense, useState } from 'react';
import { myBlockTradesQueryOptions, refreshBlockTrades } from '../../api/block-trades/get-block-trades';
import type { BlockTradeDetail, BlockTradeItem } from '../../api/contracts/block-trades';
import { blockTradeTypeNames, type ShownBlockTradeStage } from '../../api/contracts/block-trade-names';
import { chooseAction, useLifecycleActionActor } from '../lifecycle';
import { ErrorLine } from '../shared/error-line';
import { failureMessage } from '../shared/failure-message';
import { FilterTabs } from '../shared/filter-tabs';
import { Loading } from '../shared/loading';
import { Pager } from '../shared/pager';
import { useListSearch } from '../shared/use-list-search';
import { usePagedList } from '../shared/use-paged-list';
import { AppLink, blockTradeStageSearch, useAppNavigate } from '../site';
import { blockTradeStageColours } from './stage-colours';
import { mayWithdraw, WithdrawDialog } from './withdraw-action';

// The form (and the variety search behind it) loads when 申请大宗交易 is pressed, not with the list.
const ApplyBlockTradeForm = lazy(() => import('./apply-form').then((m) => ({ default: m.ApplyBlockTradeForm })));

const tap = { minH: '44px' } as const;
type Tab = ShownBlockTradeStage | 'all';
const tabs: ReadonlyArray<{ value: Tab; label: string }> = [
  { value: 'all', label: '全部' },
  { value: 'submitted', label: '待审核' },
  { value: 'listed', label: '已上架' },
  { value: 'rejected', label: '已驳回' },
  { value: 'withdrawn', label: '已撤回' },
  { value: 'expired', label: '已过期' },
];

function ApplicationCard({ item, onWithdraw }: { item: BlockTradeItem; onWithdraw: () => void }) {
  return (
    <Stack as="li" gap="2" bg="white" p="4" borderRadius="md" borderWidth="1px" listStyleType="none" data-testid="my-block-trade">
      <Flex gap="2" align="center" wrap="wrap">
        <Badge colorPalette={item.tradeType === 1 ? 'red' : 'green'}>{blockTradeTypeNames[item.tradeType]}</Badge>
        <Text fontWeight="medium">{item.productName}</Text>
        <Badge colorPalette={blockTradeStageColours[item.stage]}>{item.stateName}</Badge>
      </Flex>
      <Text fontSize="sm">
        {item.exteriorName} · 数量 {item.quantity.toLocaleString('zh-CN')} · {item.priceRange}
      </Text>
      <Text fontSize="sm" color="gray.600">
        有效期至 {item.expiryDate} · 申请时间 {item.createTime}
      </Text>
      {item.rejectReason && (
        <Text fontSize="sm" color="red.700">
          驳回原因：{item.rejectReason}
        </Text>
      )}
      <Flex gap="2" wrap="wrap">
        <Button asChild size="sm" variant="outline" colorPalette="brand" {...tap}>
          <AppLink to="/person/trade/$id" params={{ id: String(item.id) }} aria-label={`查看详情：${item.productName}`}>
            详情与流程
          </AppLink>
        </Button>
        {mayWithdraw(item) && (
          <Button size="sm" variant="outline" colorPalette="red" onClick={onWithdraw} {...tap}>
            撤回
          </Button>
        )}
      </Flex>
    </Stack>
  );
}

/**
 * /person/trade (我的大宗交易): my applications by stage (tabs from the URL, paged), each with its state, the reason of a
 * rejection, 详情与流程 and 撤回 while it waits or is listed; and the application form, opened by 申请大宗交易.
 */
export function MyBlockTrades() {
  const client = useQueryClient();
  const navigate = useAppNavigate();
  const [search, setSearch] = useListSearch(blockTradeStageSearch);
  const tab: Tab = search.state ?? 'all';
  const [applying, setApplying] = useState(false);
  const { list, rows, page, setPage } = usePagedList((page) => myBlockTradesQueryOptions({ ...page, ...(tab === 'all' ? {} : { stage: tab }) }));
  const withdraw = useLifecycleActionActor<BlockTradeDetail>('blockTrade', (now) => void refreshBlockTrades(client, now));
  const withdrawing = useSelector(withdraw, (s) => (s.matches('idle') ? null : s.context.subject));
  return (
    <Stack gap="5">
      <Flex justify="space-between" align="center" gap="3" wrap="wrap">
        <Text color="gray.600" fontSize="sm" flex="1" minW="48">
          成批邮品的出售或求购：提交申请经平台审核后在“大宗交易”页面展示，有意向的会员通过电话或站内聊天与您联系。
        </Text>
        <Button colorPalette="brand" aria-expanded={applying} onClick={() => setApplying((open) => !open)} {...tap}>
          {applying ? '收起申请表' : '申请大宗交易'}
        </Button>
      </Flex>
      {applying && (
        <Suspense fallback={<Loading />}>
          <ApplyBlockTradeForm onApplied={(id) => navigate({ to: '/person/trade/$id', params: { id: String(id) } })} />
        </Suspense>
      )}
      <Stack as="section" aria-label="我的大宗交易申请" gap="3">
        <Heading as="h2" size="sm">
          我的申请
        </Heading>
        <FilterTabs label="申请状态" value={tab} tabs={tabs} onChange={(next) => setSearch({ state: next === 'all' ? undefined : next })} size="sm">
          <Stack gap="3">
            {list.isError && <ErrorLine error={failureMessage(list.error)} />}
            {list.isPending && <Loading />}
            {list.data && rows.length === 0 && <Text color="gray.600">暂无申请</Text>}
            <Stack as="ul" gap="3" p="0" m="0">
              {rows.map((item) => (
                <ApplicationCard key={item.id} item={item} onWithdraw={() => chooseAction(withdraw, 'blockTrade', item.id, 'blockTrade.withdraw', 'member')} />
              ))}
            </Stack>
            {list.data && list.data.total > 0 && <Pager pageNo={page.pageNo} pageSize={page.pageSize} total={list.data.total} onChange={setPage} />}
          </Stack>
        </FilterTabs>
      </Stack>
      <WithdrawDialog actor={withdraw} id={withdrawing} />
    </Stack>
  );
}
