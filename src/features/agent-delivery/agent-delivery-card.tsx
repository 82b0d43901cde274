import { Badge, Button, Flex, Grid, Stack, Text } from '@chakra-ui/react';
import type { AgentDelivery } from '../../api/contracts/agent-delivery';
import { agentDeliverySideNames, agentInstructionNames } from '../../api/contracts/agent-delivery-names';
import { DetailLabel } from '../shared/detail-label';
import { formatYuan } from '../shared/format';
import { AppLink, type AgentVariant } from '../site';
import { agentDeliveryStageColours } from './agent-side';

/**
 * One delivery in a list (代理订单, 库存, the personal centre's latest): the order's number, the stamps, the count and
 * grade promised, the other person (the agent's 委托人, the member's 代理人), the fee and where it stands, with a link to
 * its detail (库存明细). A card, not a table row: it reads top to bottom on a phone.
 */
export function AgentDeliveryCard({ delivery, variant }: { delivery: AgentDelivery; variant: AgentVariant }) {
  const asAgent = variant === 'agent';
  return (
    <Stack as="li" gap="2" bg="white" p="4" borderRadius="md" borderWidth="1px" listStyleType="none" data-testid="agent-delivery">
      <Flex gap="2" align="center" wrap="wrap">
        <Text fontWeight="medium">{delivery.productName}</Text>
        <Badge colorPalette={agentDeliveryStageColours[delivery.stage]}>{delivery.stateName}</Badge>
        <Badge variant="outline">{agentDeliverySideNames[delivery.side]}</Badge>
      </Flex>
      <Grid templateColumns="5em minmax(0, 1fr)" rowGap="1" columnGap="2" fontSize="sm">
        <DetailLabel>订单号</DetailLabel>
        <Text>{delivery.orderId}</Text>
        <DetailLabel>数量/品相</DetailLabel>
        <Text>
          {delivery.quantity} · {delivery.grade}
        </Text>
        <DetailLabel>{asAgent ? '委托人' : '代理人'}</DetailLabel>
        <Text>{asAgent ? delivery.member : delivery.agent}</Text>
        <DetailLabel>代理费</DetailLabel>
        <Text>¥{formatYuan(delivery.fee)}</Text>
        <DetailLabel>验货后</DetailLabel>
        <Text>{agentInstructionNames[delivery.instruction]}</Text>
        <DetailLabel>更新时间</DetailLabel>
        <Text>{delivery.updateTime}</Text>
      </Grid>
      <Flex>
        <Button asChild size="sm" variant="outline" colorPalette="brand" minH="44px">
          <AppLink
            to={asAgent ? '/agents/agent/stock-detail' : '/agents/default/stock-detail'}
            search={{ id: delivery.id }}
            aria-label={`查看代理订单 ${delivery.id}：${delivery.productName}`}
          >
            详情与流程
          </AppLink>
        </Button>
      </Flex>
    </Stack>
  );
}
