import { eq } from 'drizzle-orm';
import {
  type AgentDeliveryAmount,
  type AgentDeliveryContext,
  type AgentDeliveryEvent,
  type AgentDeliveryPlace,
  agentDeliverySnapshots,
} from '../../../../src/machines/agent-delivery.machine';
import type { Db } from '../../db/database';
import { agentDeliveries, agentDeliveryEvents, listings, orders, products } from '../../db/schema';
import { systemAccounts, type AccountRef } from '../ledger';
import type { Lifecycle, Step } from '../lifecycle/enforcer';
import { postMoves } from '../lifecycle/post-moves';
import { tableLifecycle } from '../lifecycle/table-lifecycle';
import { deliverNotice } from '../notices';
import { agentDeliveryNotices } from './agent-delivery-notices';

export type AgentDeliveryRow = typeof agentDeliveries.$inferSelect;
type DeliveryStep = Step<AgentDeliveryRow, { row: AgentDeliveryRow }>;

/** The short name of an event in the ledger's keys: agentDelivery.inspect → inspect. */
export const shortDeliveryEvent = (type: string) => type.replace(/^agentDelivery\./, '');

/**
 * Every journal entry of a delivery's fee is keyed `agent-delivery:{deliveryId}:{event}` (create, inspect,
 * reportProblem, cancel): each happens once per delivery, so a key posts once. The fee records (records.ts) read the
 * delivery and the kind of move back from it.
 */
export const agentDeliveryKeyPrefix = 'agent-delivery';
export const agentDeliveryEntryKey = (deliveryId: number, eventType: string) => `${agentDeliveryKeyPrefix}:${deliveryId}:${shortDeliveryEvent(eventType)}`;

/** The platform's account holding agents' fees between the confirmation and the inspection (or a cancel). */
export const agentFeePool: AccountRef = { system: systemAccounts.agentFees, asset: 'cny' };
const balance = (userId: number): AccountRef => ({ userId, asset: 'cny' });

const places: Record<AgentDeliveryPlace, (row: AgentDeliveryRow) => AccountRef> = {
  memberBalance: (row) => balance(row.memberId),
  agentBalance: (row) => balance(row.agentId),
  agentFees: () => agentFeePool,
};

/** What the statements say of each transition's money (the member's and the agent's read the same entry). */
const memos: Partial<Record<AgentDeliveryEvent['type'], string>> = {
  'agentDelivery.create': '交割代理费',
  'agentDelivery.inspect': '交割代理费收入',
  'agentDelivery.reportProblem': '交割代理费收入',
  'agentDelivery.cancel': '交割代理费退回',
};

/** The row's own columns of what the step changed: what the agent found, the photos, the parcel sent on or back. */
function columnsOf(step: DeliveryStep): Partial<AgentDeliveryRow> {
  const event = step.event as unknown as AgentDeliveryEvent;
  const context = step.next.context as AgentDeliveryContext;
  switch (event.type) {
    case 'agentDelivery.inspect':
      return { checkedQuantity: context.checkedQuantity, checkedGrade: context.checkedGrade, photos: [...event.photos] };
    case 'agentDelivery.reportProblem':
      return { problem: context.problem, photos: [...event.photos] };
    case 'agentDelivery.forward':
    case 'agentDelivery.returnToSender':
      return { outboundExpress: event.expressCompany.trim(), outboundTracking: event.trackingNo.trim() };
    default:
      return {};
  }
}

/** The order's variety, for the notices. */
async function productNameOf(db: Db, orderId: number): Promise<string> {
  const [found] = await db
    .select({ name: products.name })
    .from(orders)
    .innerJoin(listings, eq(listings.id, orders.listingId))
    .innerJoin(products, eq(products.id, listings.productId))
    .where(eq(orders.id, orderId))
    .limit(1);
  return found?.name ?? '';
}

/**
 * A delivery's lifecycle for the enforcer (docs/adr/0044): its member and its agent by id; nobody else has a role on
 * it (platform staff neither: the order's disputes are the order's), and a stranger is answered as for a delivery
 * that does not exist. Every transition moves the fee its machine names in the transaction that takes it; a fee of 0
 * moves nothing (postMoves posts no zero amount).
 */
export const agentDeliveryLifecycle: Lifecycle<AgentDeliveryRow, { row: AgentDeliveryRow }> = {
  ...tableLifecycle({ table: agentDeliveries, events: agentDeliveryEvents, objectId: 'agentDeliveryId', stage: agentDeliverySnapshots.stage, columns: columnsOf }),
  refusals: { notAllowed: 'agentDeliveryNotAllowed', changed: 'agentDeliveryChanged', notParty: 'agentDeliveryNotFound' },

  roleOf(row, sender) {
    if (sender.kind !== 'member') return null;
    if (sender.member.id === row.memberId) return 'member';
    if (sender.member.id === row.agentId) return 'agent';
    return null;
  },

  snapshot: (row) => agentDeliverySnapshots.resolve(row.stateValue, row.context),

  money: postMoves({
    item: 'agentFee',
    account: (place: AgentDeliveryPlace, row: AgentDeliveryRow) => places[place](row),
    amount: (_kind: AgentDeliveryAmount, row: AgentDeliveryRow) => row.fee,
    key: ({ event }, row) => agentDeliveryEntryKey(row.id, event.type),
    memo: ({ event }, row) => `${memos[event.type as AgentDeliveryEvent['type']] ?? '交割代理费'}（订单 ${row.orderId}）`,
  }),

  async effects(tx, _clock, step, updated) {
    const notices = agentDeliveryNotices(step.event as unknown as AgentDeliveryEvent, updated, await productNameOf(tx, updated.orderId));
    for (const notice of notices) await deliverNotice(tx, notice, step.now);
  },
};
