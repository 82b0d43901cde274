import { Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { AnyStateMachine } from 'xstate';
import type { OrderAudit } from '../../api/contracts/order-audit';
import { roleNames, type Role } from '../../api/contracts/trade-names';
import { downloadOrderAuditCsv, orderAuditQueryOptions } from '../../api/trade/order-audit';
import { highlightOf } from '../../machines/machine-diagram';
import { lifecycleMachines, replayOrder } from '../../machines/order-lifecycles';
import { LifecycleProcess } from './lifecycle-process';
import { Loading } from '../shared/loading';

/** An order's 流程 view: its lifecycle machine with the order's recorded path (GET /api/user/order/events). */
export function OrderProcess({ orderId }: { orderId: number }) {
  const audit = useQuery(orderAuditQueryOptions(orderId));
  if (audit.isPending) return <Loading />;
  if (audit.isError) return <Text color="gray.600">{audit.error.message}</Text>;
  return <ProcessOf audit={audit.data} />;
}

function ProcessOf({ audit }: { audit: OrderAudit }) {
  // Replayed here too, with the machine the page renders: the highlight is drawn from the same events the server has.
  const highlight = useMemo(() => highlightOf(replayOrder(audit.machine, audit.input, audit.events)), [audit]);
  return (
    <LifecycleProcess
      machine={lifecycleMachines[audit.machine] as AnyStateMachine}
      highlight={highlight}
      replayMatches={audit.replayMatches}
      events={audit.events}
      roleName={(role) => roleNames[role as Role] ?? role}
      label={`订单 ${audit.orderId} 的流程图`}
      csv={{ fileName: `order-${audit.orderId}-events.csv`, download: () => downloadOrderAuditCsv(audit.orderId) }}
    />
  );
}
