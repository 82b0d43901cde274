import { Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { agentDeliveryQueryOptions } from '../../api/agent-delivery/agent-delivery-queries';
import type { AgentDeliveryDetail } from '../../api/contracts/agent-delivery';
import { ErrorLine } from '../shared/error-line';
import { failureMessage } from '../shared/failure-message';
import { Loading } from '../shared/loading';

/** One delivery for its detail page: no id in the address, loading, refused (not mine, not found), or the delivery. */
export function AgentDeliveryLoader({ id, children }: { id: number | undefined; children: (delivery: AgentDeliveryDetail) => ReactNode }) {
  if (id === undefined) return <Text color="gray.600">请从代理订单或库存中选择一笔代理交割查看。</Text>;
  return <Loaded id={id}>{children}</Loaded>;
}

function Loaded({ id, children }: { id: number; children: (delivery: AgentDeliveryDetail) => ReactNode }) {
  const delivery = useQuery(agentDeliveryQueryOptions(id));
  if (delivery.isPending) return <Loading />;
  if (!delivery.data) return <ErrorLine error={failureMessage(delivery.error)} />;
  return children(delivery.data);
}
