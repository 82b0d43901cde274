import { queryOptions } from '@tanstack/react-query';
import type { AgentLink, AgentLinkStage } from '../contracts/agents';
import type { Page } from '../contracts/trade';
import { apiGet } from '../client';
import { agentKeys } from './keys';

/** Which side's links: mine as a member (myAgent/page) or as an agent (myUser/page). */
export type AgentLinkSource = 'myAgent' | 'myUser';
export interface AgentLinkFilter {
  pageNo: number;
  pageSize: number;
  stage?: AgentLinkStage;
}

/** A page of my links (GET /api/user/agent/{myAgent,myUser}/page). Every agent key starts with 'agents', so one invalidation refreshes them all. */
export const getAgentLinks = (list: AgentLinkSource, filter: AgentLinkFilter) => apiGet<Page<AgentLink>>(`/api/user/agent/${list}/page`, { ...filter });
export const agentLinksQueryOptions = (list: AgentLinkSource, filter: AgentLinkFilter) =>
  queryOptions({ queryKey: agentKeys.links(list, filter), queryFn: () => getAgentLinks(list, filter) });
