import { Button, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { agentDeliveriesQueryOptions, agentOptionsQueryOptions } from '../../api/agent-delivery/agent-delivery-queries';
import { isAgent, useSession } from '../session';
import { ErrorLine } from '../shared/error-line';
import { failureMessage } from '../shared/failure-message';
import { formatYuan } from '../shared/format';
import { Loading } from '../shared/loading';
import { AppLink } from '../site';
import { AgentDeliveryCard } from './agent-delivery-card';

const section = { gap: '3', bg: 'white', p: { base: '4', md: '5' }, borderRadius: 'md', borderWidth: '1px' } as const;
const link = { color: 'brand.fg', minH: '11', display: 'inline-flex', alignItems: 'center' } as const;

/**
 * /person/agent (交割代理, the personal centre): my default agent and its fee (the one a confirmation offers first), my
 * latest deliveries through agents, and for an agent the way to the deliveries through me and my stock.
 */
export function PersonAgentPage() {
  const { user } = useSession();
  return (
    <Stack gap="4">
      <DefaultAgent />
      <LatestDeliveries />
      {isAgent(user) && (
        <Stack {...section} as="section" aria-labelledby="as-agent">
          <Heading as="h2" size="sm" id="as-agent">
            我是代理人
          </Heading>
          <Flex gap="4" wrap="wrap">
            <AppLink to="/agents/agent/order" {...link}>
              代理订单
            </AppLink>
            <AppLink to="/agents/agent/stock" {...link}>
              库存
            </AppLink>
            <AppLink to="/agents/agent/bank" {...link}>
              代理费与收款银行卡
            </AppLink>
          </Flex>
        </Stack>
      )}
    </Stack>
  );
}

function DefaultAgent() {
  const options = useQuery(agentOptionsQueryOptions());
  const chosen = options.data?.find((o) => o.isDefault) ?? null;
  return (
    <Stack {...section} as="section" aria-labelledby="default-agent">
      <Heading as="h2" size="sm" id="default-agent">
        我的默认代理人
      </Heading>
      {options.isPending && <Loading />}
      {options.isError && <ErrorLine error={failureMessage(options.error)} />}
      {options.data &&
        (chosen ? (
          <Text data-testid="default-agent">
            {chosen.userName} · 代理费 ¥{formatYuan(chosen.fee)} / 单
          </Text>
        ) : (
          <Text color="gray.600">{options.data.length > 0 ? `您有 ${options.data.length} 位代理人，尚未设置默认代理人。` : '您还没有代理人。'}</Text>
        ))}
      <Text fontSize="sm" color="gray.600">
        在线交易选择快递或挂号信交收时，可在确认订单时选择代理人代为收货、验货，再转寄给您或代为保管。
      </Text>
      <Flex gap="4" wrap="wrap">
        <AppLink to="/agents/default/agents" {...link}>
          管理我的代理人
        </AppLink>
        <AppLink to="/agents/default/apply" {...link}>
          申请代理人
        </AppLink>
      </Flex>
    </Stack>
  );
}

function LatestDeliveries() {
  const list = useQuery(agentDeliveriesQueryOptions({ as: 'member', pageNo: 1, pageSize: 10 }));
  const rows = list.data?.list.slice(0, 3) ?? [];
  return (
    <Stack {...section} as="section" aria-labelledby="my-deliveries">
      <Heading as="h2" size="sm" id="my-deliveries">
        我的代理交割
      </Heading>
      {list.isPending && <Loading />}
      {list.isError && <ErrorLine error={failureMessage(list.error)} />}
      {list.data && rows.length === 0 && <Text color="gray.600">暂无代理交割</Text>}
      <Stack as="ul" gap="3" p="0" m="0">
        {rows.map((delivery) => (
          <AgentDeliveryCard key={delivery.id} delivery={delivery} variant="default" />
        ))}
      </Stack>
      <Flex>
        <Button asChild size="sm" variant="outline" colorPalette="brand" minH="44px">
          <AppLink to="/agents/default/order">全部代理订单</AppLink>
        </Button>
      </Flex>
    </Stack>
  );
}
