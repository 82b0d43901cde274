import { Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { agentRoleNames, type AgentRole } from '../../api/contracts/agent-names';
import { agentLinkAuditQueryOptions, downloadAgentLinkCsv } from '../../api/agents/get-agent-link-events';
import { agentApplicationMachine } from '../../machines/agent-application.machine';
import { replayAgentLink } from '../../machines/agent-links';
import { highlightOf } from '../../machines/machine-diagram';
import { LifecycleProcess } from './lifecycle-process';
import { Loading } from '../shared/loading';

/** An agent application's 流程 view: the agent application machine with the link's recorded path. */
export function AgentLinkProcess({ linkId }: { linkId: number }) {
  const audit = useQuery(agentLinkAuditQueryOptions(linkId));
  const highlight = useMemo(() => audit.data && highlightOf(replayAgentLink(audit.data.input, audit.data.events)), [audit.data]);
  if (audit.isPending) return <Loading />;
  if (audit.isError) return <Text color="gray.600">{audit.error.message}</Text>;
  return (
    <LifecycleProcess
      machine={agentApplicationMachine}
      highlight={highlight!}
      replayMatches={audit.data.replayMatches}
      events={audit.data.events}
      roleName={(role) => agentRoleNames[role as AgentRole] ?? role}
      label={`代理申请 ${linkId} 的流程图`}
      csv={{ fileName: `agent-link-${linkId}-events.csv`, download: () => downloadAgentLinkCsv(linkId) }}
    />
  );
}
