import { Badge, Flex, Heading, Stack } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { refreshAgentDeliveries } from '../../api/agent-delivery/agent-delivery';
import type { AgentDeliveryDetail } from '../../api/contracts/agent-delivery';
import { useLifecycleActionActor } from '../lifecycle';
import { AppLink, type AgentVariant } from '../site';
import { AgentDeliveryActionButtons, AgentDeliveryActionDialogs } from './agent-delivery-actions';
import { AgentDeliveryFields, AgentInspectionSection, AgentParcelsSection } from './agent-delivery-fields';
import { AgentDeliveryLoader } from './agent-delivery-loader';
import { AgentDeliveryProcessSection } from './agent-delivery-process-section';
import { agentDeliveryStageColours, payPath } from './agent-side';

/**
 * /agents/{variant}/stock-detail?id= (库存明细): one delivery through an agent, as its member or its agent sees it:
 * who and what, what the offer promised beside what was checked, the photos and the problem, the parcels and the
 * addresses; what the machine lets my role do now (member: 取消委托, 仍然接收, 要求退回; agent: 签收, 验货通过, 报告问题,
 * 代为保管, 转寄, 退回卖方); its fee moves and its 流程.
 */
export function AgentDeliveryPage({ variant, id }: { variant: AgentVariant; id: number | undefined }) {
  return <AgentDeliveryLoader id={id}>{(delivery) => <DetailView delivery={delivery} variant={variant} />}</AgentDeliveryLoader>;
}

function DetailView({ delivery, variant }: { delivery: AgentDeliveryDetail; variant: AgentVariant }) {
  const client = useQueryClient();
  const actor = useLifecycleActionActor<AgentDeliveryDetail>('agentDelivery', (now) => void refreshAgentDeliveries(client, now));
  return (
    <Stack gap="4">
      <Stack gap="3" bg="white" p={{ base: '4', md: '5' }} borderRadius="md" borderWidth="1px" as="section" aria-label="代理交割详情">
        <Flex gap="2" align="center" wrap="wrap">
          <Heading as="h2" size="sm">
            代理交割 {delivery.id} · {delivery.productName}
          </Heading>
          <Badge colorPalette={agentDeliveryStageColours[delivery.stage]} data-testid="agent-delivery-state">
            {delivery.stateName}
          </Badge>
        </Flex>
        <AgentDeliveryFields delivery={delivery} />
        <AgentDeliveryActionButtons delivery={delivery} actor={actor} />
        <Flex gap="4" wrap="wrap">
          <AppLink
            to={payPath(variant)}
            search={{ deliveryId: delivery.id }}
            color="brand.fg"
            minH="11"
            display="inline-flex"
            alignItems="center"
          >
            代理费记录
          </AppLink>
          {delivery.role === 'member' && (
            <AppLink to="/person/order/detail/$id" params={{ id: String(delivery.orderId) }} color="brand.fg" minH="11" display="inline-flex" alignItems="center">
              查看订单
            </AppLink>
          )}
        </Flex>
      </Stack>
      <AgentInspectionSection delivery={delivery} />
      <AgentParcelsSection delivery={delivery} />
      <AgentDeliveryProcessSection delivery={delivery} />
      <AgentDeliveryActionDialogs delivery={delivery} actor={actor} />
    </Stack>
  );
}
