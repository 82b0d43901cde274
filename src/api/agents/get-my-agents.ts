import { queryOptions } from '@tanstack/react-query';
import type { MyAgents } from '../contracts/agents';
import { apiGet } from '../client';

/** The member's active agents, the default first (GET /api/user/agent/myAgent): what a delivery choice offers. */
export const getMyAgents = () => apiGet<MyAgents>('/api/user/agent/myAgent');
export const myAgentsQuery = () => queryOptions({ queryKey: ['agents', 'mine'], queryFn: getMyAgents });
