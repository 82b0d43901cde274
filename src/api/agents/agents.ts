import { queryOptions } from '@tanstack/react-query';
import type { AddAgentRequest, AgentCandidate, AgentLink, AgentLinkAudit, AgentLinkStage, ApplyAgentRequest, MyAgents } from '../contracts/agents';
import type { Page } from '../contracts/trade';
import { apiDownload, apiGet, apiPost } from '../client';

/** Delivery-agent calls (spec section 7, "Agents"): every query key starts with 'agents', so one invalidation refreshes them all. */
const base = '/api/user/agent';

export type AgentLinkSource = 'myAgent' | 'myUser';
export interface AgentLinkFilter {
  pageNo: number;
  pageSize: number;
  stage?: AgentLinkStage;
}

/** My links as a member (myAgent/page) or as an agent (myUser/page). */
export const agentLinksQuery = (list: AgentLinkSource, filter: AgentLinkFilter) =>
  queryOptions({ queryKey: ['agents', list, filter], queryFn: () => apiGet<Page<AgentLink>>(`${base}/${list}/page`, { ...filter }) });

export const myAgentsQuery = () => queryOptions({ queryKey: ['agents', 'mine'], queryFn: () => apiGet<MyAgents>(`${base}/myAgent`) });

export const agentSearchQuery = (userName: string) =>
  queryOptions({ queryKey: ['agents', 'search', userName], queryFn: () => apiGet<AgentCandidate[]>(`${base}/list`, { userName }) });

export const applyAgent = (body: ApplyAgentRequest) => apiPost<AgentLink>(`${base}/applyAgent`, body);
export const addAgent = (body: AddAgentRequest) => apiPost<AgentLink>(`${base}/addAgent`, body);

/** One link's history, replayed by the server: the 流程 view's data; and the same as the auditors' CSV. */
export const agentLinkAuditQuery = (id: number) =>
  queryOptions({ queryKey: ['agents', 'events', id], queryFn: () => apiGet<AgentLinkAudit>(`${base}/events`, { id, format: 'json' }) });
export const downloadAgentLinkCsv = (id: number) => apiDownload(`${base}/events`, { id, format: 'csv' });

/** Sends one action; `path` and `body` come from the action table (src/features/agents/agent-actions.ts). */
export const sendAgentAction = (path: string, body: unknown) => apiPost<AgentLink | AgentLink[]>(`${base}/${path}`, body);
