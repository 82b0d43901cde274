import { and, asc, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type {
  AgentDelivery,
  AgentDeliveryDetail,
  AgentDeliveryListQuery,
  AgentDeliveryRole,
  AgentDeliveryStage,
  AgentOption,
} from '../../../../src/api/contracts/agent-delivery';
import { stockAgentDeliveryStages } from '../../../../src/api/contracts/agent-delivery-names';
import type { AddressSnapshot, OrderDetail, Page } from '../../../../src/api/contracts/trade';
import { uploadUrl } from '../../../../src/api/contracts/upload-rules';
import { agentDeliverySnapshots } from '../../../../src/machines/agent-delivery.machine';
import { stateLabel } from '../../../../src/machines/order-lifecycles';
import type { Db } from '../../db/database';
import { agentDeliveries, agentDeliveryEvents, agentLinks, agentSettings, listings, orders, products, users } from '../../db/schema';
import { notFound } from '../../http/api-error';
import { replayedHistory } from '../audit-trail';
import { formatChinaTime } from '../clock';
import { namesOf } from '../members';
import { offsetOf, pageOf } from '../paging';
import type { Member } from '../sessions';
import type { AgentDeliveryRow } from './agent-deliveries';

/* What delivery through an agent's reads answer (src/api/contracts/agent-delivery.ts): each delivery as its member and
 * its agent read it; nobody else reads one (answered as one that does not exist). */

type OrderAgentDelivery = NonNullable<OrderDetail['agentDelivery']> | null;

/** The caller's role on a delivery, null when they are neither its member nor its agent. */
export const deliveryRoleOf = (row: Pick<AgentDeliveryRow, 'memberId' | 'agentId'>, viewer: Member): AgentDeliveryRole | null =>
  row.memberId === viewer.id ? 'member' : row.agentId === viewer.id ? 'agent' : null;

/** Which of the caller's deliveries a list reads: those they chose an agent for, or those they are the agent of. */
export const ownDeliveries = (viewer: Member, as: AgentDeliveryRole): SQL =>
  as === 'agent' ? eq(agentDeliveries.agentId, viewer.id) : eq(agentDeliveries.memberId, viewer.id);

/**
 * GET /api/agent/delivery/options: the member's active agents (still agents) with the fee each charges per order now
 * (0 without settings), the default first, then the oldest link first.
 */
export async function agentOptions(db: Db, member: Member): Promise<AgentOption[]> {
  const rows = await db
    .select({ agentId: agentLinks.agentId, userName: users.userName, fee: agentSettings.fee, isDefault: agentLinks.isDefault })
    .from(agentLinks)
    .innerJoin(users, and(eq(users.id, agentLinks.agentId), eq(users.agent, true)))
    .leftJoin(agentSettings, eq(agentSettings.userId, agentLinks.agentId))
    .where(and(eq(agentLinks.memberId, member.id), eq(agentLinks.stage, 'active')))
    .orderBy(desc(agentLinks.isDefault), asc(agentLinks.id));
  return rows.map((r) => ({ agentId: r.agentId, userName: r.userName, fee: r.fee ?? 0, isDefault: r.isDefault }));
}

/** The delivery's state as the lists name it. */
const stateNameOf = (row: AgentDeliveryRow) => stateLabel(agentDeliverySnapshots.resolve(row.stateValue, row.context));

/** A delivery with its order and the order's variety. */
const deliveriesJoined = (db: Db) =>
  db
    .select({ delivery: agentDeliveries, order: orders, productName: products.name })
    .from(agentDeliveries)
    .innerJoin(orders, eq(orders.id, agentDeliveries.orderId))
    .innerJoin(listings, eq(listings.id, orders.listingId))
    .innerJoin(products, eq(products.id, listings.productId));
type JoinedDelivery = Awaited<ReturnType<ReturnType<typeof deliveriesJoined>['execute']>>[number];

function deliveryView({ delivery, productName }: JoinedDelivery, names: Map<number, string>): AgentDelivery {
  return {
    id: delivery.id,
    orderId: delivery.orderId,
    side: delivery.side,
    productName,
    quantity: delivery.quantity,
    grade: delivery.grade,
    member: names.get(delivery.memberId) ?? '',
    agent: names.get(delivery.agentId) ?? '',
    fee: delivery.fee,
    instruction: delivery.instruction,
    stage: delivery.stage as AgentDeliveryStage,
    stateName: stateNameOf(delivery),
    createTime: formatChinaTime(delivery.createdAt),
    updateTime: formatChinaTime(delivery.updatedAt),
  };
}

async function deliveryViews(db: Db, rows: JoinedDelivery[]): Promise<AgentDelivery[]> {
  const names = await namesOf(
    db,
    rows.flatMap((r) => [r.delivery.memberId, r.delivery.agentId]),
  );
  return rows.map((r) => deliveryView(r, names));
}

/** GET /api/agent/delivery/page: the caller's deliveries as member or as agent, newest first, of one stage or in stock. */
export async function agentDeliveryPage(db: Db, viewer: Member, query: AgentDeliveryListQuery): Promise<Page<AgentDelivery>> {
  const stage =
    query.stage === undefined
      ? undefined
      : query.stage === 'stock'
        ? inArray(agentDeliveries.stage, [...stockAgentDeliveryStages])
        : eq(agentDeliveries.stage, query.stage);
  const where = and(ownDeliveries(viewer, query.as), stage);
  const [counted] = await db.select({ n: count() }).from(agentDeliveries).where(where);
  const rows = await deliveriesJoined(db).where(where).orderBy(desc(agentDeliveries.id)).limit(query.pageSize).offset(offsetOf(query));
  return pageOf(await deliveryViews(db, rows), counted?.n ?? 0, query);
}

/** An address as the delivery pages show it: who, their phone, the region on one line, the street. */
function addressView(a: AddressSnapshot | null): AgentDeliveryDetail['agentAddress'] {
  if (!a) return null;
  const region = [a.province, a.city === '市辖区' ? '' : a.city, a.county].filter(Boolean).join(' ');
  return { consignee: a.trueName, phone: a.phone, region, detail: a.address };
}

const parcel = (expressCompany: string | null, trackingNo: string | null) => (expressCompany && trackingNo ? { expressCompany, trackingNo } : null);

/** The delivery's recorded events (numbered from 1: its first is the create) and whether they replay to it. */
const historyOf = async (db: Db, row: AgentDeliveryRow) =>
  replayedHistory(db, await db.select().from(agentDeliveryEvents).where(eq(agentDeliveryEvents.agentDeliveryId, row.id)).orderBy(asc(agentDeliveryEvents.id)), agentDeliverySnapshots, row);

/**
 * GET /api/agent/delivery/{id} (and every lifecycle call's answer): its member and its agent read it with what the
 * agent found, the parcels, the addresses and its history; anyone else is answered as for one that does not exist.
 */
export async function agentDeliveryDetail(db: Db, id: number, viewer: Member): Promise<AgentDeliveryDetail> {
  const [found] = await deliveriesJoined(db).where(eq(agentDeliveries.id, id)).limit(1);
  const role = found ? deliveryRoleOf(found.delivery, viewer) : null;
  if (!found || role === null) throw notFound('agentDeliveryNotFound');
  const { delivery, order } = found;
  const [view] = await deliveryViews(db, [found]);
  return {
    ...view!,
    role,
    checkedQuantity: delivery.checkedQuantity,
    checkedGrade: delivery.checkedGrade,
    problem: delivery.problem,
    photos: delivery.photos.map((key) => uploadUrl(key)),
    inbound: parcel(order.expressCompany, order.trackingNo),
    outbound: parcel(delivery.outboundExpress, delivery.outboundTracking),
    agentAddress: addressView(delivery.agentAddress),
    forwardAddress: addressView(delivery.forwardAddress),
    stateValue: delivery.stateValue as AgentDeliveryStage,
    context: delivery.context,
    ...(await historyOf(db, delivery)),
  };
}

/** OrderDetail.agentDelivery: the order's delivery through an agent as the order's two sides see it; null when none. */
export async function agentDeliveryOfOrder(db: Db, orderId: number): Promise<OrderAgentDelivery> {
  const [found] = await db
    .select({ delivery: agentDeliveries, agent: users.userName })
    .from(agentDeliveries)
    .innerJoin(users, eq(users.id, agentDeliveries.agentId))
    .where(eq(agentDeliveries.orderId, orderId))
    .limit(1);
  if (!found) return null;
  const { delivery } = found;
  return {
    id: delivery.id,
    agent: found.agent,
    side: delivery.side,
    stage: delivery.stage as AgentDeliveryStage,
    stateName: stateNameOf(delivery),
  };
}
