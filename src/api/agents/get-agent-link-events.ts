import { queryOptions } from '@tanstack/react-query';
import type { AgentLinkAudit } from '../contracts/agents';
import { apiDownload, apiGet } from '../client';
import { agentKeys } from './keys';

/**
 * One link's history, replayed by the server (GET /api/user/agent/events?id&format): as JSON the 流程 view's data,
 * as CSV the same for the auditors.
 */
export const getAgentLinkAudit = (id: number) => apiGet<AgentLinkAudit>('/api/user/agent/events', { id, format: 'json' });
export const agentLinkAuditQueryOptions = (id: number) => queryOptions({ queryKey: agentKeys.audit(id), queryFn: () => getAgentLinkAudit(id) });
export const downloadAgentLinkCsv = (id: number) => apiDownload('/api/user/agent/events', { id, format: 'csv' });
