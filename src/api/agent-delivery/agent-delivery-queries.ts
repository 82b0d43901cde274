import { queryOptions } from '@tanstack/react-query';
import type {
  AgentDelivery,
  AgentDeliveryDetail,
  AgentDeliveryListQuery,
  AgentFeeMove,
  AgentFinance,
  AgentOption,
  AgentPayListQuery,
  AgentSettings,
} from '../contracts/agent-delivery';
import type { Page } from '../contracts/trade';
import { apiGet } from '../client';
import { agentDeliveryKeys, type AgentDeliveryAs } from './keys';

/*
 * Delivery through an agent's reads (交割代理, issue 29; docs/adr/0044), apart from its changes (agent-delivery.ts):
 * the pages start with these, and the confirmation's step 1 asks for my agents. The delivery's lifecycle calls go
 * through the call table (src/api/send-lifecycle-call.ts), as every lifecycle's do.
 */

/** My active agents with each one's fee, the default first (GET /api/agent/delivery/options): the confirmation's choice. */
export const getAgentOptions = () => apiGet<AgentOption[]>('/api/agent/delivery/options');
export const agentOptionsQueryOptions = () => queryOptions({ queryKey: agentDeliveryKeys.options(), queryFn: getAgentOptions });

/** The deliveries through me (`as: agent`) or through my agents (`as: member`), newest first; `stage: stock` 库存. */
export const getAgentDeliveries = (query: AgentDeliveryListQuery) => apiGet<Page<AgentDelivery>>('/api/agent/delivery/page', { ...query });
export const agentDeliveriesQueryOptions = (query: AgentDeliveryListQuery) =>
  queryOptions({ queryKey: agentDeliveryKeys.list(query), queryFn: () => getAgentDeliveries(query) });

/** One delivery with what the agent found, its parcels, its addresses and history (GET /api/agent/delivery/{id}). */
export const getAgentDelivery = (id: number) => apiGet<AgentDeliveryDetail>(`/api/agent/delivery/${id}`);
export const agentDeliveryQueryOptions = (id: number) => queryOptions({ queryKey: agentDeliveryKeys.delivery(id), queryFn: () => getAgentDelivery(id) });

/** The agent's fee and payout card, with the cards to choose from (GET /api/agent/settings; agents only). */
export const getAgentSettings = () => apiGet<AgentSettings>('/api/agent/settings');
export const agentSettingsQueryOptions = () => queryOptions({ queryKey: agentDeliveryKeys.settings(), queryFn: getAgentSettings });

/** The fees by where they are, from my side (GET /api/agent/finance). */
export const getAgentFinance = (as: AgentDeliveryAs) => apiGet<AgentFinance>('/api/agent/finance', { as });
export const agentFinanceQueryOptions = (as: AgentDeliveryAs) => queryOptions({ queryKey: agentDeliveryKeys.finance(as), queryFn: () => getAgentFinance(as) });

/** The fees' money moves, newest first; of one delivery with deliveryId (GET /api/agent/pay/page). */
export const getAgentFeeMoves = (query: AgentPayListQuery) => apiGet<Page<AgentFeeMove>>('/api/agent/pay/page', { ...query });
export const agentFeeMovesQueryOptions = (query: AgentPayListQuery) =>
  queryOptions({ queryKey: agentDeliveryKeys.feeMoves(query), queryFn: () => getAgentFeeMoves(query) });

/** One fee move (GET /api/agent/pay/{id}). */
export const getAgentFeeMove = (id: number) => apiGet<AgentFeeMove>(`/api/agent/pay/${id}`);
export const agentFeeMoveQueryOptions = (id: number) => queryOptions({ queryKey: agentDeliveryKeys.feeMove(id), queryFn: () => getAgentFeeMove(id) });
