import { and, eq } from 'drizzle-orm';
import { agentDeliveryMethods, type AgentDeliverySide, type AgentInstruction } from '../../../../src/api/contracts/agent-delivery-names';
import type { ConditionGrade } from '../../../../src/api/contracts/content-names';
import type { BasketConfirm } from '../../../../src/api/contracts/trade';
import { agentDeliverySnapshots } from '../../../../src/machines/agent-delivery.machine';
import type { Db } from '../../db/database';
import { agentDeliveries, agentLinks, agentSettings, receivingAddresses, users } from '../../db/schema';
import { badRequest } from '../../http/api-error';
import type { Clock } from '../clock';
import { commit, prepare } from '../lifecycle/enforcer';
import type { Member } from '../sessions';
import { defaultAddressSnapshot } from '../trade/address-snapshot';
import { agentDeliveryLifecycle, type AgentDeliveryRow } from './agent-deliveries';

/** The agent a confirmation chose, checked: theirs, active, with the fee each of its orders' deliveries copies. */
export interface AgentChoice {
  agentId: number;
  instruction: AgentInstruction;
  /** Fen: the agent's fee per order at this moment (0 when they have set none). */
  fee: number;
}

/**
 * The confirmation's `agent`, checked before anything is taken: delivery through an agent needs a posted parcel of an
 * online (secured) order, and the agent must be one of the member's own, linked and active now (a pending, rejected or
 * ended link, or someone who is no agent, is refused alike). Null when the member chose none.
 */
export async function agentChoiceOf(db: Db, member: Member, request: BasketConfirm): Promise<AgentChoice | null> {
  const chosen = request.agent;
  if (!chosen) return null;
  if (request.tradeWay !== 'online' || !(agentDeliveryMethods as readonly string[]).includes(request.deliveryMethod)) throw badRequest('agentNeedsPost');
  const [link] = await db
    .select({ agentId: agentLinks.agentId, fee: agentSettings.fee, addressId: receivingAddresses.id })
    .from(agentLinks)
    .innerJoin(users, and(eq(users.id, agentLinks.agentId), eq(users.agent, true)))
    .leftJoin(agentSettings, eq(agentSettings.userId, agentLinks.agentId))
    // The agent receives the parcels, so they need an address to be sent to (their default one, copied per delivery).
    .leftJoin(receivingAddresses, and(eq(receivingAddresses.userId, agentLinks.agentId), eq(receivingAddresses.isDefault, true)))
    .where(and(eq(agentLinks.memberId, member.id), eq(agentLinks.agentId, chosen.agentId), eq(agentLinks.stage, 'active')))
    .limit(1);
  if (!link) throw badRequest('agentNotYours');
  if (link.addressId === null) throw badRequest('agentHasNoAddress');
  return { agentId: link.agentId, instruction: chosen.instruction, fee: link.fee ?? 0 };
}

/** The order as its delivery needs it: its buyer, the member's side (deliverySideOf), what the offer promised. */
export interface DeliveredOrder {
  id: number;
  buyerId: number;
  side: AgentDeliverySide;
  quantity: number;
  grade: ConditionGrade;
}

/** The member's side of an order, refused when the agent is the other side (an agent cannot check their own parcel). */
export function deliverySideOf(choice: AgentChoice, member: Member, order: { buyerId: number; sellerId: number }): AgentDeliverySide {
  if (choice.agentId === order.buyerId || choice.agentId === order.sellerId) throw badRequest('agentIsCounterpart');
  return order.buyerId === member.id ? 'buyer' : 'seller';
}

/**
 * An order's delivery through the member's agent, in the confirmation's transaction: the row in draft with the fee,
 * what to check and the two addresses as they are now (the agent's, where the seller ships; the buyer's, where the
 * agent forwards), then `agentDelivery.create` sent through the enforcer as the member, so the history starts with a
 * machine event and the fee leaves the member's balance for the agents' fee pool (a balance too short refuses the
 * whole confirmation with the ledger's insufficientBalance, and nothing is made).
 */
export async function createAgentDelivery(tx: Db, clock: Clock, member: Member, choice: AgentChoice, order: DeliveredOrder, now: Date): Promise<AgentDeliveryRow> {
  const [row] = await tx
    .insert(agentDeliveries)
    .values({
      orderId: order.id,
      memberId: member.id,
      agentId: choice.agentId,
      side: order.side,
      fee: choice.fee,
      instruction: choice.instruction,
      grade: order.grade,
      quantity: order.quantity,
      agentAddress: defaultAddressSnapshot(choice.agentId),
      forwardAddress: defaultAddressSnapshot(order.buyerId),
      ...agentDeliverySnapshots.stored(agentDeliverySnapshots.start()),
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  const step = prepare(agentDeliveryLifecycle, { row: row! }, { kind: 'member', member }, { type: 'agentDelivery.create', instruction: choice.instruction }, now, ['member']);
  return commit(agentDeliveryLifecycle, tx, clock, step, null);
}
