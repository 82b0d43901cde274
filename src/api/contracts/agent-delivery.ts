import { z } from 'zod';
import { agentDeliveryMessages } from './agent-delivery-messages';
import {
  agentDeliveryRoles,
  agentDeliverySides,
  agentDeliveryStages,
  agentInstructions,
  maxAgentFeeFen,
  shownAgentDeliveryStages,
} from './agent-delivery-names';
import { conditionGrades } from './content-names';
import { messages } from './messages';
import { auditEventSchema } from './order-audit';
import { jsonObjectSchema, pageQuery } from './trade';
import { fromUrl, id, int } from './validation';

/*
 * Delivery through an agent (交割代理, spec sections 2 and 4; issue 29; docs/adr/0044). One schema serves the form and the
 * server; the words are in agent-delivery-names.ts (no zod), the bodies of the delivery's lifecycle calls in
 * agent-delivery-calls.ts. Money is integer fen. Every call is the caller's own: as the member who chose the agent
 * (`as: 'member'`, the default variant's pages) or as the agent (`as: 'agent'`, the agent variant's).
 */
export * from './agent-delivery-names';
export * from './agent-delivery-calls';

const m = agentDeliveryMessages;
const as = z.enum(['member', 'agent'], { error: messages.invalidRequest });

/**
 * GET /api/agent/delivery/options (the order confirmation): the caller's active agents with each one's fee, the
 * default first, to choose one (or none) before confirming.
 */
export const agentOptionSchema = z.object({
  agentId: z.number().int(),
  userName: z.string(),
  /** Fee per order, fen. */
  fee: z.number().int(),
  isDefault: z.boolean(),
});
export type AgentOption = z.infer<typeof agentOptionSchema>;

/** The confirmation's choice is basketConfirmRequest's `agent` (trade.ts): which of my agents, and what to do once checked. */

/**
 * GET /api/agent/delivery/page: deliveries through me (`as: agent`, 代理订单) or through my agents (`as: member`),
 * newest first; `stage` one stage, or `stock` the ones at the agent's now (库存).
 */
export const agentDeliveryListQuery = pageQuery.extend({
  as: as.default('member'),
  stage: z.enum([...shownAgentDeliveryStages, 'stock'], { error: messages.invalidRequest }).optional(),
});
export type AgentDeliveryListQuery = z.output<typeof agentDeliveryListQuery>;

const address = z.object({ consignee: z.string(), phone: z.string(), region: z.string(), detail: z.string() }).nullable();

/** A delivery in a list: the order's variety and count, both people, the fee and where it stands. */
export const agentDeliverySchema = z.object({
  id: z.number().int(),
  orderId: z.number().int(),
  /** Whose agent: the order's buyer's or seller's. */
  side: z.enum(agentDeliverySides),
  productName: z.string(),
  /** What the offer promised: the count and grade the agent checks against. */
  quantity: z.number().int(),
  grade: z.enum(conditionGrades),
  /** The member who chose the agent, and the agent. */
  member: z.string(),
  agent: z.string(),
  /** Fee, fen. */
  fee: z.number().int(),
  instruction: z.enum(agentInstructions),
  stage: z.enum(agentDeliveryStages),
  stateName: z.string(),
  createTime: z.string(),
  updateTime: z.string(),
});
export type AgentDelivery = z.infer<typeof agentDeliverySchema>;

/**
 * GET /api/agent/delivery/{id} (代理订单 and 库存明细): the delivery with what the agent found, the parcels' numbers, where
 * the seller ships (the agent's address) and where the agent forwards (the buyer's), its machine state and history for
 * its 流程. Only its member and its agent read it.
 */
export const agentDeliveryDetailSchema = agentDeliverySchema.extend({
  /** The caller's role on it. */
  role: z.enum(agentDeliveryRoles),
  checkedQuantity: z.number().int().nullable(),
  checkedGrade: z.string().nullable(),
  problem: z.string().nullable(),
  /** Photos of what arrived (the inspection's or the problem's), as image paths. */
  photos: z.array(z.string()),
  /** The seller's shipment to the agent (the order's), the agent's forwarding, the agent's return to the seller. */
  inbound: z.object({ expressCompany: z.string(), trackingNo: z.string() }).nullable(),
  outbound: z.object({ expressCompany: z.string(), trackingNo: z.string() }).nullable(),
  agentAddress: address,
  forwardAddress: address,
  stateValue: z.enum(agentDeliveryStages),
  context: jsonObjectSchema,
  events: z.array(auditEventSchema(agentDeliveryRoles)),
  /** Whether the recorded events, replayed through the machine, lead to the stored state. */
  replayMatches: z.boolean(),
});
export type AgentDeliveryDetail = z.infer<typeof agentDeliveryDetailSchema>;

/**
 * GET/POST /api/agent/settings (/agents/agent/bank): the agent's fee per order and the bank card fees are paid out to
 * (one of the agent's own cards; cashing out is the balance's withdrawal). Agents only.
 */
export const agentSettingsRequest = z.object({
  fee: int(0, maxAgentFeeFen, m.agentFeeRule),
  payoutCardId: id(m.agentPayoutCardNotFound).nullable().default(null),
});
export type AgentSettingsRequest = z.input<typeof agentSettingsRequest>;
export const agentSettingsSchema = z.object({
  fee: z.number().int(),
  payoutCardId: z.number().int().nullable(),
  /** The agent's bank cards to choose from: id, bank and the card's last four digits. */
  cards: z.array(z.object({ id: z.number().int(), bankName: z.string(), tail: z.string() })),
});
export type AgentSettings = z.infer<typeof agentSettingsSchema>;

/**
 * GET /api/agent/finance?as (财务): fees by where they are, fen. As agent: earned (paid to me), pending (held by the
 * platform for deliveries not yet inspected). As member: paid (to my agents), pending, refunded.
 */
export const agentFinanceQuery = z.object({ as: as.default('member') });
export const agentFinanceSchema = z.object({
  fee: z.number().int().nullable(),
  deliveries: z.number().int(),
  stock: z.number().int(),
  settled: z.number().int(),
  pending: z.number().int(),
  refunded: z.number().int(),
});
export type AgentFinance = z.infer<typeof agentFinanceSchema>;

/**
 * GET /api/agent/pay/page?as (支付) and /api/agent/pay/{id} (支付明细): the fee's money moves, newest first: held at
 * confirmation, paid to the agent at inspection, refunded at a cancel. `change` is signed from the caller's side.
 */
export const agentPayListQuery = pageQuery.extend({ as: as.default('member'), deliveryId: fromUrl(id()).optional() });
export type AgentPayListQuery = z.output<typeof agentPayListQuery>;
export const agentFeeMoveSchema = z.object({
  id: z.number().int(),
  deliveryId: z.number().int(),
  orderId: z.number().int(),
  kind: z.enum(['held', 'paid', 'refunded']),
  /** Signed fen from the caller's side: − out of my balance, + into it, 0 when it did not touch my balance. */
  change: z.number().int(),
  amount: z.number().int(),
  counterpart: z.string(),
  memo: z.string(),
  createTime: z.string(),
});
export type AgentFeeMove = z.infer<typeof agentFeeMoveSchema>;
