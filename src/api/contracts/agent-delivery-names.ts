/**
 * The words of delivery through an agent (交割代理, issue 29; docs/adr/0044) without zod: who acts on a delivery, where
 * it stands, and their Chinese names. agent-delivery.ts builds its schemas from these; the machine, the server and the
 * pages that only show a delivery load no schema.
 *
 * A delivery belongs to one online order and one member: the order's taker, who chose one of their own delivery agents
 * at confirmation (the buyer's agent receives from the seller and forwards to the buyer; the seller's agent receives
 * from the seller and forwards to the buyer after checking). The agent's fee is taken from the member's balance at
 * confirmation, held by the platform, and paid to the agent once the agent has checked what arrived.
 */

/** Who acts on a delivery: the member who chose the agent, and the agent. */
export const agentDeliveryRoles = ['member', 'agent'] as const;
export type AgentDeliveryRole = (typeof agentDeliveryRoles)[number];
export const agentDeliveryRoleNames: Record<AgentDeliveryRole, string> = { member: '委托人', agent: '代理人' };

/** The side of the order whose agent it is. */
export const agentDeliverySides = ['buyer', 'seller'] as const;
export type AgentDeliverySide = (typeof agentDeliverySides)[number];
export const agentDeliverySideNames: Record<AgentDeliverySide, string> = { buyer: '买方代理', seller: '卖方代理' };

/** Where a delivery stands: its machine state (flat, so the value is the stage). */
export const agentDeliveryStages = [
  'draft',
  'awaitingArrival',
  'arrived',
  'problem',
  'inspected',
  'held',
  'returning',
  'forwarded',
  'returned',
  'cancelled',
] as const;
export type AgentDeliveryStage = (typeof agentDeliveryStages)[number];
export const agentDeliveryStageNames: Record<AgentDeliveryStage, string> = {
  draft: '委托',
  awaitingArrival: '待到货',
  arrived: '已到货待验货',
  problem: '验货有问题',
  inspected: '验货通过待转寄',
  held: '代为保管',
  returning: '待退回',
  forwarded: '已转寄',
  returned: '已退回',
  cancelled: '已取消',
};
/** The stages lists filter by (draft never lasts past its transaction). */
export const shownAgentDeliveryStages = agentDeliveryStages.filter((stage) => stage !== 'draft') as Exclude<AgentDeliveryStage, 'draft'>[];
/** 库存: the stamps are at the agent's (arrived and not yet sent on or back). */
export const stockAgentDeliveryStages = ['arrived', 'problem', 'inspected', 'held', 'returning'] as const satisfies readonly AgentDeliveryStage[];

/** What the member asks the agent to do once the stamps pass inspection: send them on, or keep them (代为保管). */
export const agentInstructions = ['forward', 'hold'] as const;
export type AgentInstruction = (typeof agentInstructions)[number];
export const agentInstructionNames: Record<AgentInstruction, string> = { forward: '验货后转寄给我', hold: '验货后代为保管' };

/** An agent's fee per order, fen: 0 (free) up to 10,000 yuan. */
export const maxAgentFeeFen = 1_000_000;
/** Photos of what arrived, 1 to 9 (a problem's too). */
export const maxInspectionPhotos = 9;
export const maxAgentNote = 200;

/** Delivery through an agent needs a posted parcel: not 当面交收, and an online (secured) order. */
export const agentDeliveryMethods = ['express', 'registered'] as const;
