import { queryOptions } from '@tanstack/react-query';
import type { MyAgents } from '../contracts/agents';
import { apiGet } from '../client';
import { agentKeys } from './keys';

/** The member's active agents, the default first (GET /api/user/agent/myAgent): what a delivery choice offers. */
export const getMyAgents = () => apiGet<MyAgents>('/api/user/agent/myAgent');
export const myAgentsQueryOptions = () => queryOptions({ queryKey: agentKeys.mine(), queryFn: getMyAgents });
