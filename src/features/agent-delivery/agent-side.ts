import type { AgentDeliveryAs } from '../../api/agent-delivery/keys';
import type { AgentDeliveryStage } from '../../api/contracts/agent-delivery-names';
import type { AgentVariant } from '../site';

/** The side a variant's pages ask from: the agent variant's pages are the agent's, the default variant's the member's. */
export const asOf = (variant: AgentVariant): AgentDeliveryAs => (variant === 'agent' ? 'agent' : 'member');

/** A variant's 支付 (the fee moves), a literal path so that links to it are typed with its search. */
export const payPath = (variant: AgentVariant) => (variant === 'agent' ? '/agents/agent/pay' : '/agents/default/pay');

/** Each stage's badge colour: waiting on someone (orange), at the agent's (blue), done well (green), undone (gray), a problem (red). */
export const agentDeliveryStageColours: Record<AgentDeliveryStage, string> = {
  draft: 'gray',
  awaitingArrival: 'orange',
  arrived: 'blue',
  problem: 'red',
  inspected: 'blue',
  held: 'purple',
  returning: 'orange',
  forwarded: 'green',
  returned: 'gray',
  cancelled: 'gray',
};
