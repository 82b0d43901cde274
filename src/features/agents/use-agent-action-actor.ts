import { useQueryClient } from '@tanstack/react-query';
import type { AgentLink } from '../../api/contracts/agents';
import { useLifecycleActionActor } from '../lifecycle';
import { agentKeys } from '../../api/agents/keys';

/**
 * The lifecycle action machine for a list of agent links (src/features/lifecycle): `applied` refreshes every agent
 * query (the lists, the counts, the links' 流程).
 */
export function useAgentActionActor() {
  const queryClient = useQueryClient();
  return useLifecycleActionActor<AgentLink | AgentLink[]>('agentApplication', () => void queryClient.invalidateQueries({ queryKey: agentKeys.all() }));
}

/** An attempt's idempotency key: one per chosen action, so a retry after a refusal is the same attempt. */
export const newAgentLinkAttempt = (link: Pick<AgentLink, 'id'>) => `agent-link:${link.id}:${crypto.randomUUID()}`;
