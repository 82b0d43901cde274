import type { AgentLinkFilter, AgentLinkSource } from './get-agent-links';

/** The query keys of agents and their links (docs/architecture.md, "Query keys"); an agent action invalidates `all()`. */
export const agentKeys = {
  all: () => ['agents'] as const,
  mine: () => [...agentKeys.all(), 'mine'] as const,
  links: (list: AgentLinkSource, filter: AgentLinkFilter) => [...agentKeys.all(), list, filter] as const,
  audit: (id: number) => [...agentKeys.all(), 'events', id] as const,
  search: (userName: string) => [...agentKeys.all(), 'search', userName] as const,
};
