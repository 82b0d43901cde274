import { queryOptions } from '@tanstack/react-query';
import type { AgentCandidate } from '../contracts/agents';
import { apiGet } from '../client';

/** Agents whose user name contains the text (GET /api/user/agent/list?userName), for the Apply-agent dialog. */
export const searchAgents = (userName: string) => apiGet<AgentCandidate[]>('/api/user/agent/list', { userName });
export const searchAgentsQuery = (userName: string) => queryOptions({ queryKey: ['agents', 'search', userName], queryFn: () => searchAgents(userName) });
