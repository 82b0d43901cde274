import { useMemo } from 'react';
import type { AgentDeliveryDetail } from '../../api/contracts/agent-delivery';
import { agentDeliveryRoleNames, type AgentDeliveryRole } from '../../api/contracts/agent-delivery-names';
import { agentDeliveryMachine, agentDeliverySnapshots } from '../../machines/agent-delivery.machine';
import { highlightOf } from '../../machines/machine-diagram';
import { eventsCsv, LifecycleProcess } from '../process';

/** A delivery's 流程: the agent delivery machine with the path its recorded events took, as a bond order's is drawn. */
export function AgentDeliveryProcess({ delivery }: { delivery: AgentDeliveryDetail }) {
  const highlight = useMemo(
    () => highlightOf(agentDeliverySnapshots.replay(delivery.events.map((e) => ({ event: e.event, role: e.role, at: e.at, payload: e.payload })))),
    [delivery],
  );
  return (
    <LifecycleProcess
      machine={agentDeliveryMachine}
      highlight={highlight}
      replayMatches={delivery.replayMatches}
      events={delivery.events}
      roleName={(role) => agentDeliveryRoleNames[role as AgentDeliveryRole] ?? role}
      label={`代理交割 ${delivery.id} 的流程图`}
      csv={{ fileName: `agent-delivery-${delivery.id}-events.csv`, download: async () => eventsCsv(delivery.events) }}
    />
  );
}
