import { mutationOptions, useMutation, type QueryClient } from '@tanstack/react-query';
import type { AgentDeliveryDetail, AgentSettings, AgentSettingsRequest } from '../contracts/agent-delivery';
import { clientEvents } from '../client-events';
import { apiPost } from '../client';
import { agentDeliveryKeys } from './keys';

/* Delivery through an agent's changes (交割代理, issue 29; docs/adr/0044); its reads are agent-delivery-queries.ts.
 * A delivery's lifecycle calls (cancel, receive, inspect, ...) go through the call table (src/api/send-lifecycle-call.ts). */

/**
 * After anything of a delivery changed: every list, summary and fee move is read again, and the header's purses (a
 * fee refunded to the member or paid to the agent). `delivery` is kept at once when the answer was one.
 */
export function refreshAgentDeliveries(client: QueryClient, delivery?: AgentDeliveryDetail): Promise<void> {
  if (delivery) client.setQueryData(agentDeliveryKeys.delivery(delivery.id), delivery);
  clientEvents.emit({ type: 'walletChanged' });
  return client.invalidateQueries({ queryKey: agentDeliveryKeys.all() });
}

/** 保存代理设置 (POST /api/agent/settings): the fee per order (fen) and the payout card; answers the settings as saved. */
export const saveAgentSettings = (body: AgentSettingsRequest) => apiPost<AgentSettings>('/api/agent/settings', body);
export const useSaveAgentSettings = () =>
  useMutation(
    mutationOptions({
      mutationKey: ['agent-delivery', 'settings'],
      mutationFn: saveAgentSettings,
      onSuccess: (settings, _input, _result, { client }) => {
        client.setQueryData(agentDeliveryKeys.settings(), settings);
        return client.invalidateQueries({ queryKey: agentDeliveryKeys.all() });
      },
    }),
  );
