import { useQueryClient } from '@tanstack/react-query';
import type { AgentLink } from '../../api/contracts/agents';
import { useLifecycleActionActor } from '../lifecycle';

/**
 * The lifecycle action machine for a list of agent links (src/features/lifecycle): `applied` refreshes every agent
 * query (the lists, the counts, the links' 流程).
 */
export function useAgentActionActor() {
  const queryClient = useQueryClient();
  return useLifecycleActionActor<AgentLink | AgentLink[]>('agentApplication', () => void queryClient.invalidateQueries({ queryKey: ['agents'] }));
}

/** An attempt's idempotency key: one per chosen action, so a retry after a refusal is the same attempt. */
export const newAttempt = (link: Pick<AgentLink, 'id'>) => `agent-link:${link.id}:${crypto.randomUUID()}`;
