import type { AgentDeliveryListQuery, AgentPayListQuery } from '../contracts/agent-delivery';
import { userKeys } from '../user/keys';

/** Whose side a call of delivery through an agent is asked from: the member who chose the agent, or the agent. */
export type AgentDeliveryAs = 'member' | 'agent';

/**
 * The query keys of delivery through an agent (交割代理, issue 29; docs/adr/0044; docs/architecture.md, "Query keys"):
 * all private, under `userKeys.all()`. My agents to choose from at a confirmation; the deliveries through me or my
 * agents and one delivery; the agent's settings; the fees' summary and money moves. Any action on a delivery
 * invalidates all of them: each changes what the others show (the stage, the stock, where the fee is).
 */
export const agentDeliveryKeys = {
  all: () => [...userKeys.all(), 'agent-delivery'] as const,
  options: () => [...agentDeliveryKeys.all(), 'options'] as const,
  list: (query: AgentDeliveryListQuery) => [...agentDeliveryKeys.all(), 'list', query] as const,
  delivery: (id: number) => [...agentDeliveryKeys.all(), 'delivery', id] as const,
  settings: () => [...agentDeliveryKeys.all(), 'settings'] as const,
  finance: (as: AgentDeliveryAs) => [...agentDeliveryKeys.all(), 'finance', as] as const,
  feeMoves: (query: AgentPayListQuery) => [...agentDeliveryKeys.all(), 'fee-moves', query] as const,
  feeMove: (id: number) => [...agentDeliveryKeys.all(), 'fee-move', id] as const,
};
