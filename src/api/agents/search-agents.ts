import { queryOptions } from '@tanstack/react-query';
import type { AgentCandidate } from '../contracts/agents';
import { apiGet } from '../client';
import { agentKeys } from './keys';

/** Agents whose user name contains the text (GET /api/user/agent/list?userName), for the Apply-agent dialog. */
export const searchAgents = (userName: string) => apiGet<AgentCandidate[]>('/api/user/agent/list', { userName });
export const searchAgentsQueryOptions = (userName: string) => queryOptions({ queryKey: agentKeys.search(userName), queryFn: () => searchAgents(userName) });
