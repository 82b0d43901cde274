import { Stack, Text } from '@chakra-ui/react';
import { agentDeliveriesQueryOptions } from '../../api/agent-delivery/agent-delivery-queries';
import type { AgentDeliveryListQuery } from '../../api/contracts/agent-delivery';
import { agentDeliveryStageNames, shownAgentDeliveryStages } from '../../api/contracts/agent-delivery-names';
import { ErrorLine } from '../shared/error-line';
import { failureMessage } from '../shared/failure-message';
import { FilterTabs } from '../shared/filter-tabs';
import { Loading } from '../shared/loading';
import { Pager } from '../shared/pager';
import { useListSearch } from '../shared/use-list-search';
import { usePagedList } from '../shared/use-paged-list';
import { agentDeliveryListSearch, type AgentVariant } from '../site';
import { AgentDeliveryCard } from './agent-delivery-card';
import { asOf } from './agent-side';

type Stage = NonNullable<AgentDeliveryListQuery['stage']>;
const stageTabs = [
  { value: 'all' as const, label: '全部' },
  ...shownAgentDeliveryStages.map((stage) => ({ value: stage, label: agentDeliveryStageNames[stage] })),
];

/**
 * /agents/{variant}/order (代理订单): the deliveries through me (agent variant) or through my agents (default
 * variant), by stage (tabs, in the URL), paged.
 */
export function AgentOrderPage({ variant }: { variant: AgentVariant }) {
  const [search, setSearch] = useListSearch(agentDeliveryListSearch);
  const stage = search.stage ?? 'all';
  return (
    <FilterTabs label="代理订单状态" value={stage} tabs={stageTabs} onChange={(next) => setSearch({ stage: next === 'all' ? undefined : next })} size="sm">
      <DeliveryList variant={variant} stage={stage === 'all' ? undefined : stage} label="代理订单" empty="暂无代理订单" />
    </FilterTabs>
  );
}

/** /agents/{variant}/stock (库存): the deliveries whose stamps are at the agent's now (arrived, not yet sent on or back). */
export function AgentStockPage({ variant }: { variant: AgentVariant }) {
  return (
    <Stack gap="3">
      <Text color="gray.600" fontSize="sm">
        {variant === 'agent' ? '已签收、尚未转寄或退回的邮品。' : '在您的代理人处、尚未转寄或退回的邮品。'}
      </Text>
      <DeliveryList variant={variant} stage="stock" label="库存" empty="暂无库存" />
    </Stack>
  );
}

/** One paged list of deliveries from the variant's side, of one stage or all. */
function DeliveryList({ variant, stage, label, empty }: { variant: AgentVariant; stage: Stage | undefined; label: string; empty: string }) {
  const as = asOf(variant);
  const { list, rows, page, setPage } = usePagedList((page) => agentDeliveriesQueryOptions({ ...page, as, ...(stage ? { stage } : {}) }));
  return (
    <Stack gap="3" as="section" aria-label={label}>
      {list.isError && <ErrorLine error={failureMessage(list.error)} />}
      {list.isPending && <Loading />}
      {list.data && rows.length === 0 && <Text color="gray.600">{empty}</Text>}
      <Stack as="ul" gap="3" p="0" m="0">
        {rows.map((delivery) => (
          <AgentDeliveryCard key={delivery.id} delivery={delivery} variant={variant} />
        ))}
      </Stack>
      {list.data && list.data.total > 0 && <Pager pageNo={page.pageNo} pageSize={page.pageSize} total={list.data.total} onChange={setPage} />}
    </Stack>
  );
}
