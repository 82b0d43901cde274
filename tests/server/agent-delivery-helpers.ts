import { randomBytes } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { expect } from 'vitest';
import { accounts, agentDeliveries, agentDeliveryEvents, basketItems, messages as inbox, receivingAddresses, uploads, users } from '../../server/src/db/schema';
import { addressColumns } from '../../server/src/domain/addresses';
import { systemAccounts } from '../../server/src/domain/ledger';
import type { AgentDeliveryDetail, AgentInstruction } from '../../src/api/contracts/agent-delivery';
import type { BasketItem, ConfirmResult, DeliveryMethod, TradeWay } from '../../src/api/contracts/trade';
import { agentCall, party, type Party } from './agent-helpers';
import { get, post, type TestApp } from './helpers';
import { fund } from './membership-helpers';
import { balanceOf, expectLedgerInvariants, publish } from './trade-helpers';

/** Delivery through an agent (交割代理, issue 29; docs/adr/0044) as its member, its agent and the order's other side call it. */

export interface Cast {
  /** The member who confirms with the agent, their agent, and the other side of their orders. */
  member: Party;
  agent: Party;
  other: Party;
}

/** A default 收货地址 for the member (the regions of the demo's addresses). */
export async function giveAddress(t: TestApp, who: Party, trueName: string): Promise<void> {
  const now = t.clock.now();
  await t.db
    .insert(receivingAddresses)
    .values({ userId: who.id, ...addressColumns({ trueName, phone: who.phone, addressArr: ['32', '3201', '320104'], address: `${trueName}的地址1号` }), isDefault: true, createdAt: now, updatedAt: now });
}

/** An agent link approved by the agent: active (the member's default when `def`). */
export async function activeLink(t: TestApp, member: Party, agent: Party, def = true): Promise<number> {
  const applied = await agentCall(t, member, 'applyAgent', { agentId: agent.id, remark: '请代为交割', def });
  expect(applied.code, applied.msg).toBe(200);
  const approved = await agentCall(t, agent, 'agentReview', { id: applied.data.id, pass: true });
  expect(approved.code, approved.msg).toBe(200);
  return applied.data.id;
}

/** Sets the agent's fee through the settings call. */
export async function setFee(t: TestApp, agent: Party, fee: number): Promise<void> {
  const reply = await post(t, '/api/agent/settings', { fee, payoutCardId: null }, { token: agent.token });
  expect(reply.code, reply.msg).toBe(200);
}

/**
 * A fresh member with `balance` fen and an address, their active default agent charging `fee` with an address of
 * their own, and another member with an address to trade with: nobody else's orders or deliveries are theirs.
 */
export async function cast(t: TestApp, options: { fee?: number; balance?: number } = {}): Promise<Cast> {
  const [member, agent, other] = [await party(t), await party(t, true), await party(t)];
  // Level 3 (spec section 6: level 2 may not sell): the other side and the agent publish sell offers.
  await t.db.update(users).set({ level: 3 }).where(inArray(users.id, [agent.id, other.id]));
  await giveAddress(t, member, '委托人');
  await giveAddress(t, agent, '代理人');
  await giveAddress(t, other, '对方');
  await activeLink(t, member, agent);
  await setFee(t, agent, options.fee ?? 500);
  if ((options.balance ?? 10_000) > 0) await fund(t, member.id, options.balance ?? 10_000);
  return { member, agent, other };
}

export interface Confirm {
  /** The offer's publisher; the member takes it. */
  publisher: Party;
  /** 1: the publisher sells (the member buys); 0: the publisher buys. */
  publishType?: 0 | 1;
  price?: number;
  quantity?: number;
  agentId?: number | null;
  instruction?: AgentInstruction;
  tradeWay?: TradeWay;
  deliveryMethod?: DeliveryMethod;
  /** Offers taken in the one confirmation. */
  offers?: number;
}

/** Offers by `publisher`, each put in the member's basket: the basket rows to confirm. */
export async function basketOf(t: TestApp, member: Party, c: Confirm): Promise<BasketItem[]> {
  const rows: BasketItem[] = [];
  for (let i = 0; i < (c.offers ?? 1); i++) {
    const listing = await publish(t, c.publisher, {
      publishType: c.publishType ?? 1,
      price: c.price ?? 2_000,
      quantity: c.quantity ?? 2,
      tradeWays: ['online', 'offline'],
      grade: '全品',
    });
    const added = await post<BasketItem[]>(t, '/api/basket/add', { tradeId: listing, quantity: c.quantity ?? 2 }, { token: member.token });
    expect(added.code, added.msg).toBe(200);
    rows.push(added.data.find((item) => item.tradeId === listing)!);
  }
  return rows;
}

/** The confirmation of `rows` with the member's agent (or none, agentId null). */
export const confirm = (t: TestApp, member: Party, rows: BasketItem[], c: Omit<Confirm, 'publisher'>) =>
  post<ConfirmResult>(
    t,
    '/api/basket/confirm',
    {
      deliveryMethod: c.deliveryMethod ?? 'express',
      tradeWay: c.tradeWay ?? 'online',
      basketConfirmInfos: rows.map((r) => ({ id: r.id, quantity: r.quantity, lastNum: r.lastNum, price: r.price })),
      ...(c.agentId === null ? {} : { agent: { agentId: c.agentId, instruction: c.instruction ?? 'forward' } }),
    },
    { token: member.token },
  );

/** Publishes, fills the basket and confirms with the cast's agent: the deliveries made, as the member reads them. */
export async function delivered(t: TestApp, { member, agent, other }: Cast, c: Partial<Confirm> = {}): Promise<AgentDeliveryDetail[]> {
  const rows = await basketOf(t, member, { publisher: other, ...c });
  const reply = await confirm(t, member, rows, { agentId: agent.id, ...c });
  expect(reply.code, reply.msg).toBe(200);
  const orderIds = reply.data.tradeBaskets.map((b) => b.orderId);
  const made = await t.db.select({ id: agentDeliveries.id }).from(agentDeliveries).where(inArray(agentDeliveries.orderId, orderIds));
  return Promise.all(made.map(async ({ id }) => (await detail(t, member, id)).data));
}

/** A product photo recorded as the member's own upload (the upload call itself is tested with the uploads). */
export async function productPhoto(t: TestApp, owner: Party): Promise<string> {
  const key = `${randomBytes(18).toString('base64url')}.webp`;
  await t.db.insert(uploads).values({ ownerId: owner.id, kind: 'product', key, mime: 'image/webp', width: 800, height: 600, bytes: 1000, createdAt: t.clock.now() });
  return key;
}

export const deliveryCall = (t: TestApp, who: Party, action: string, body: Record<string, unknown>) =>
  post<AgentDeliveryDetail>(t, `/api/agent/delivery/${action}`, body, { token: who.token });
export const detail = (t: TestApp, who: Party, id: number) => get<AgentDeliveryDetail>(t, `/api/agent/delivery/${id}`, { token: who.token });
export const parcel = { expressCompany: '顺丰速运', trackingNo: 'SF1234567890' };

/** The agents' fee pool, fen. */
export async function feePool(t: TestApp): Promise<number> {
  const [row] = await t.db
    .select({ balance: accounts.balance })
    .from(accounts)
    .where(and(eq(accounts.systemCode, systemAccounts.agentFees), eq(accounts.asset, 'cny')));
  return row?.balance ?? 0;
}

/**
 * The ledger's invariants and the delivery's own: the fee pool holds exactly the fees of the deliveries not yet
 * inspected nor cancelled (awaitingArrival, arrived), and no delivery stays in draft past its transaction.
 */
export async function expectDeliveryInvariants(t: TestApp): Promise<void> {
  await expectLedgerInvariants(t);
  const rows = await t.db.select({ stage: agentDeliveries.stage, fee: agentDeliveries.fee }).from(agentDeliveries);
  const held = rows.filter((r) => r.stage === 'awaitingArrival' || r.stage === 'arrived').reduce((sum, r) => sum + r.fee, 0);
  expect(await feePool(t), 'the fee pool holds the fees of the deliveries waiting for an inspection').toBe(held);
  expect(rows.filter((r) => r.stage === 'draft')).toEqual([]);
}

/** Everything a refused call must leave as it was: the delivery, its events, the three balances, the pool, the inbox. */
export async function storedState(t: TestApp, c: Cast, id: number) {
  const [row] = await t.db.select().from(agentDeliveries).where(eq(agentDeliveries.id, id));
  return {
    row,
    events: (await t.db.select({ id: agentDeliveryEvents.id }).from(agentDeliveryEvents).where(eq(agentDeliveryEvents.agentDeliveryId, id))).length,
    member: await balanceOf(t, c.member.id),
    agent: await balanceOf(t, c.agent.id),
    pool: await feePool(t),
    notices: (await t.db.select({ id: inbox.id }).from(inbox).where(inArray(inbox.userId, [c.member.id, c.agent.id]))).length,
  };
}

/** The member's basket rows still there (a refused confirmation keeps them). */
export const basketRows = async (t: TestApp, member: Party) => (await t.db.select({ id: basketItems.id }).from(basketItems).where(eq(basketItems.userId, member.id))).length;
