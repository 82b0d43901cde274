import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { agentDeliveries, agentDeliveryEvents, orders } from '../../server/src/db/schema';
import { allMessages } from '../../src/api/contracts/all-messages';
import type { AgentDelivery, AgentFeeMove, AgentFinance, AgentOption, AgentSettings } from '../../src/api/contracts/agent-delivery';
import type { OrderDetail, Page } from '../../src/api/contracts/trade';
import { agentCall, party } from './agent-helpers';
import {
  activeLink,
  basketOf,
  basketRows,
  cast,
  confirm,
  delivered,
  deliveryCall,
  detail,
  expectDeliveryInvariants,
  feePool,
  giveAddress,
  parcel,
  productPhoto,
  storedState,
  type Cast,
} from './agent-delivery-helpers';
import { buildTestApp, get, login, post, type TestApp } from './helpers';
import { balanceOf } from './trade-helpers';

/**
 * Delivery through an agent (交割代理, issue 29; docs/adr/0044) through the API: the choice at the basket's confirmation
 * (every refusal leaves nothing made and the basket as it was), every lifecycle call with its refusals, the fee to the
 * fen (held at confirmation, paid at the inspection or a problem, refunded at a cancel), who reads and changes what,
 * and the reads. After every test the ledger's invariants hold and the fee pool holds exactly the pending fees.
 */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterEach(() => expectDeliveryInvariants(t));
afterAll(async () => t.close());

const m = allMessages;

/** The delivery moved to arrived by the agent. */
async function arrived(c: Cast, fields: Parameters<typeof delivered>[2] = {}) {
  const [made] = await delivered(t, c, fields);
  const received = await deliveryCall(t, c.agent, 'receive', { id: made!.id });
  expect(received.code, received.msg).toBe(200);
  return received.data;
}

async function inspected(c: Cast, fields: Parameters<typeof delivered>[2] = {}) {
  const at = await arrived(c, fields);
  const reply = await deliveryCall(t, c.agent, 'inspect', { id: at.id, quantity: at.quantity, grade: '全品', photos: [await productPhoto(t, c.agent)] });
  expect(reply.code, reply.msg).toBe(200);
  return reply.data;
}

describe('confirming a basket with an agent', () => {
  it("makes each order's delivery awaiting arrival, holds the fee, and ships a buyer's parcel to the agent", async () => {
    const c = await cast(t, { fee: 500, balance: 10_000 });
    const pool = await feePool(t);
    const made = await delivered(t, c, { offers: 2, instruction: 'hold' });
    expect(made).toHaveLength(2);
    for (const d of made) {
      expect(d).toMatchObject({
        side: 'buyer',
        member: c.member.name,
        agent: c.agent.name,
        fee: 500,
        instruction: 'hold',
        stage: 'awaitingArrival',
        stateName: '待到货',
        quantity: 2,
        grade: '全品',
        role: 'member',
        replayMatches: true,
        inbound: null,
        outbound: null,
      });
      expect(d.events.map((e) => `${e.event} by ${e.role}`)).toEqual(['agentDelivery.create by member']);
      expect(d.agentAddress).toMatchObject({ consignee: '代理人', phone: c.agent.phone });
      expect(d.forwardAddress).toMatchObject({ consignee: '委托人', phone: c.member.phone });
      // The seller ships to the agent.
      const order = await get<OrderDetail>(t, `/api/user/order/info?orderId=${d.orderId}`, { token: c.member.token });
      expect(order.data.buyerAddress).toMatchObject({ trueName: '代理人' });
      expect(order.data.agentDelivery).toEqual({ id: d.id, agent: c.agent.name, side: 'buyer', stage: 'awaitingArrival', stateName: '待到货' });
      const seen = await get<OrderDetail>(t, `/api/user/order/info?orderId=${d.orderId}`, { token: c.other.token });
      expect(seen.data.agentDelivery).toMatchObject({ id: d.id });
    }
    expect(await balanceOf(t, c.member.id)).toBe(10_000 - 1_000);
    expect(await feePool(t)).toBe(pool + 1_000);
    expect(await balanceOf(t, c.agent.id)).toBe(0);
  });

  it("as the seller of a buy offer: a seller's delivery, the order still ships to the buyer", async () => {
    const c = await cast(t);
    const [d] = await delivered(t, c, { publishType: 0 });
    expect(d).toMatchObject({ side: 'seller', stage: 'awaitingArrival' });
    expect(d!.forwardAddress).toMatchObject({ consignee: '对方' });
    const order = await get<OrderDetail>(t, `/api/user/order/info?orderId=${d!.orderId}`, { token: c.member.token });
    expect(order.data.buyerAddress).toMatchObject({ trueName: '对方' });
  });

  it('takes a fee of 0 without moving money, and an order without an agent has none', async () => {
    const c = await cast(t, { fee: 0, balance: 0 });
    const [d] = await delivered(t, c);
    expect(d).toMatchObject({ fee: 0, stage: 'awaitingArrival' });
    const rows = await basketOf(t, c.member, { publisher: c.other });
    const plain = await confirm(t, c.member, rows, { agentId: null });
    expect(plain.code, plain.msg).toBe(200);
    const order = await get<OrderDetail>(t, `/api/user/order/info?orderId=${plain.data.tradeBaskets[0]!.orderId}`, { token: c.member.token });
    expect(order.data.agentDelivery).toBeNull();
  });

  it('refuses, making nothing and keeping the basket: not my agent, a pending link, offline, face to face, the agent as the other side, too little balance', async () => {
    const c = await cast(t, { fee: 500, balance: 10_000 });
    const stranger = await party(t, true);
    const pending = await party(t, true);
    await agentCall(t, c.member, 'applyAgent', { agentId: pending.id, remark: '请代为交割', def: false });
    // An agent of mine with no address to receive parcels at.
    const homeless = await party(t, true);
    await activeLink(t, c.member, homeless, false);
    const counted = async () => ({ deliveries: (await t.db.select().from(agentDeliveries)).length, orders: (await t.db.select({ id: orders.id }).from(orders)).length });
    const cases: Array<[string, Parameters<typeof confirm>[3], string]> = [
      ['not my agent', { agentId: stranger.id }, m.agentNotYours],
      ['a pending link', { agentId: pending.id }, m.agentNotYours],
      ['an unknown member', { agentId: 999_999 }, m.agentNotYours],
      ['offline', { agentId: c.agent.id, tradeWay: 'offline' }, m.agentNeedsPost],
      ['face to face', { agentId: c.agent.id, deliveryMethod: 'pickup' }, m.agentNeedsPost],
      ['an agent without an address', { agentId: homeless.id }, m.agentHasNoAddress],
    ];
    for (const [what, fields, message] of cases) {
      const rows = await basketOf(t, c.member, { publisher: c.other });
      const before = await counted();
      const reply = await confirm(t, c.member, rows, fields);
      expect([reply.status, reply.msg], what).toEqual([400, message]);
      expect(await counted()).toEqual(before);
      expect(await basketRows(t, c.member)).toBeGreaterThanOrEqual(rows.length);
    }
    // The agent as the order's other side.
    const rows = await basketOf(t, c.member, { publisher: c.agent });
    const before = await counted();
    const reply = await confirm(t, c.member, rows, { agentId: c.agent.id });
    expect([reply.status, reply.msg]).toEqual([400, m.agentIsCounterpart]);
    expect(await counted()).toEqual(before);

    // Too little balance for two fees: the whole confirmation is refused.
    const poor = await cast(t, { fee: 600, balance: 1_000 });
    const two = await basketOf(t, poor.member, { publisher: poor.other, offers: 2 });
    const refused = await confirm(t, poor.member, two, { agentId: poor.agent.id });
    expect([refused.status, refused.msg]).toEqual([400, m.insufficientBalance]);
    expect(await basketRows(t, poor.member)).toBe(2);
    expect(await balanceOf(t, poor.member.id)).toBe(1_000);
    expect((await t.db.select().from(agentDeliveries).where(eq(agentDeliveries.memberId, poor.member.id))).length).toBe(0);
    // One fee it covers.
    const one = await confirm(t, poor.member, two.slice(0, 1), { agentId: poor.agent.id });
    expect(one.code, one.msg).toBe(200);
    expect(await balanceOf(t, poor.member.id)).toBe(400);
  });

  it('refuses a bad choice with its message', async () => {
    const c = await cast(t);
    const rows = await basketOf(t, c.member, { publisher: c.other });
    const body = { deliveryMethod: 'express', tradeWay: 'online', basketConfirmInfos: rows.map((r) => ({ id: r.id, quantity: r.quantity, lastNum: r.lastNum, price: r.price })) };
    for (const agent of [{ agentId: 'x' }, { agentId: 0 }, {}]) {
      const reply = await post(t, '/api/basket/confirm', { ...body, agent }, { token: c.member.token });
      expect([reply.status, reply.msg]).toEqual([400, m.agentNotYours]);
    }
    const reply = await post(t, '/api/basket/confirm', { ...body, agent: { agentId: c.agent.id, instruction: 'keep' } }, { token: c.member.token });
    expect([reply.status, reply.msg]).toEqual([400, m.invalidRequest]);
    expect(await basketRows(t, c.member)).toBe(1);
  });
});

describe('the lifecycle calls', () => {
  it('receive, inspect (the fee to the agent), forward: each to its role, with the answer and the notices', async () => {
    const c = await cast(t, { fee: 500 });
    const at = await arrived(c);
    expect(at).toMatchObject({ stage: 'arrived', role: 'agent', stateName: '已到货待验货' });
    const photo = await productPhoto(t, c.agent);
    const pool = await feePool(t);
    const reply = await deliveryCall(t, c.agent, 'inspect', { id: at.id, quantity: 2, grade: '上品', photos: [photo], note: '与描述一致' });
    expect([reply.code, reply.msg]).toEqual([200, m.agentDeliveryInspectedDone]);
    expect(reply.data).toMatchObject({ stage: 'inspected', checkedQuantity: 2, checkedGrade: '上品', photos: [`/uploads/${photo}`] });
    expect(await balanceOf(t, c.agent.id)).toBe(500);
    expect(await feePool(t)).toBe(pool - 500);
    const forwarded = await deliveryCall(t, c.agent, 'forward', { id: at.id, expressCompany: ' 顺丰速运 ', trackingNo: ' SF1234567890 ' });
    expect([forwarded.code, forwarded.msg]).toEqual([200, m.agentDeliveryForwardedDone]);
    expect(forwarded.data).toMatchObject({ stage: 'forwarded', outbound: parcel });
    const history = (await detail(t, c.member, at.id)).data;
    expect(history.events.map((e) => e.event)).toEqual(['agentDelivery.create', 'agentDelivery.receive', 'agentDelivery.inspect', 'agentDelivery.forward']);
    expect(history.replayMatches).toBe(true);
  });

  it('hold then forward; a problem accepted; a problem rejected and returned', async () => {
    const c = await cast(t, { fee: 300 });
    const held = await inspected(c);
    expect((await deliveryCall(t, c.agent, 'hold', { id: held.id })).data).toMatchObject({ stage: 'held' });
    expect((await deliveryCall(t, c.agent, 'forward', { id: held.id, ...parcel })).data).toMatchObject({ stage: 'forwarded' });

    for (const decision of ['accept', 'reject'] as const) {
      const at = await arrived(c);
      const reported = await deliveryCall(t, c.agent, 'problem', { id: at.id, reason: ' 少了一枚 ', photos: [await productPhoto(t, c.agent)] });
      expect([reported.code, reported.msg]).toEqual([200, m.agentDeliveryProblemDone]);
      expect(reported.data).toMatchObject({ stage: 'problem', problem: '少了一枚' });
      const decided = await deliveryCall(t, c.member, decision, { id: at.id });
      expect(decided.code, decided.msg).toBe(200);
      expect(decided.data.stage).toBe(decision === 'accept' ? 'inspected' : 'returning');
    }
    const [returning] = (await get<Page<AgentDelivery>>(t, '/api/agent/delivery/page?as=agent&stage=returning', { token: c.agent.token })).data.list;
    const returned = await deliveryCall(t, c.agent, 'return', { id: returning!.id, ...parcel });
    expect([returned.code, returned.msg]).toEqual([200, m.agentDeliveryReturnedDone]);
    expect(returned.data).toMatchObject({ stage: 'returned', outbound: parcel });
    // Three fees earned.
    expect(await balanceOf(t, c.agent.id)).toBe(900);
  });

  it('cancel before arrival refunds the fee; not after', async () => {
    const c = await cast(t, { fee: 700, balance: 10_000 });
    const [d] = await delivered(t, c);
    expect(await balanceOf(t, c.member.id)).toBe(9_300);
    const cancelled = await deliveryCall(t, c.member, 'cancel', { id: d!.id });
    expect([cancelled.code, cancelled.msg]).toEqual([200, m.agentDeliveryCancelledDone]);
    expect(cancelled.data).toMatchObject({ stage: 'cancelled' });
    expect(await balanceOf(t, c.member.id)).toBe(10_000);
    const at = await arrived(c);
    const late = await deliveryCall(t, c.member, 'cancel', { id: at.id });
    expect([late.status, late.msg]).toEqual([400, m.agentDeliveryNotAllowed]);
  });

  it('refuses the wrong party (404), the wrong role, the wrong state and bad input, changing nothing', async () => {
    const c = await cast(t);
    const at = await arrived(c);
    const outsider = await party(t, true);
    const photo = await productPhoto(t, c.agent);
    const before = await storedState(t, c, at.id);
    const inspect = { id: at.id, quantity: 2, grade: '全品', photos: [photo] };
    const refusals: Array<[string, Awaited<ReturnType<typeof deliveryCall>>, number, string]> = [
      ['a stranger inspects', await deliveryCall(t, outsider, 'inspect', { ...inspect, photos: [await productPhoto(t, outsider)] }), 404, m.agentDeliveryNotFound],
      ['a stranger cancels', await deliveryCall(t, outsider, 'cancel', { id: at.id }), 404, m.agentDeliveryNotFound],
      ['an unknown delivery', await deliveryCall(t, c.agent, 'receive', { id: 999_999 }), 404, m.agentDeliveryNotFound],
      ['the member inspects', await deliveryCall(t, c.member, 'inspect', { ...inspect, photos: [await productPhoto(t, c.member)] }), 400, m.agentDeliveryNotAllowed],
      ['the agent accepts', await deliveryCall(t, c.agent, 'accept', { id: at.id }), 400, m.agentDeliveryNotAllowed],
      ['received twice', await deliveryCall(t, c.agent, 'receive', { id: at.id }), 400, m.agentDeliveryNotAllowed],
      ['forward before the inspection', await deliveryCall(t, c.agent, 'forward', { id: at.id, ...parcel }), 400, m.agentDeliveryNotAllowed],
      ['photos not the agent’s', await deliveryCall(t, c.agent, 'inspect', { ...inspect, photos: [await productPhoto(t, c.member)] }), 404, m.notYourUpload],
      ['no photos', await deliveryCall(t, c.agent, 'inspect', { ...inspect, photos: [] }), 400, m.agentInspectPhotos],
      ['ten photos', await deliveryCall(t, c.agent, 'inspect', { ...inspect, photos: Array.from({ length: 10 }, (_, i) => `a${i}bcdefghijklmnopqrstuvwx.webp`) }), 400, m.tooManyPhotos],
      ['no quantity', await deliveryCall(t, c.agent, 'inspect', { ...inspect, quantity: 0 }), 400, m.agentInspectQuantity],
      ['a grade unknown', await deliveryCall(t, c.agent, 'inspect', { ...inspect, grade: '极品' }), 400, m.agentInspectGrade],
      ['a note too long', await deliveryCall(t, c.agent, 'inspect', { ...inspect, note: '备'.repeat(201) }), 400, m.agentNoteTooLong],
      ['a blank problem', await deliveryCall(t, c.agent, 'problem', { id: at.id, reason: '   ', photos: [photo] }), 400, m.agentFillProblem],
      ['a problem too long', await deliveryCall(t, c.agent, 'problem', { id: at.id, reason: '折'.repeat(201), photos: [photo] }), 400, m.agentProblemTooLong],
      ['a problem without photos', await deliveryCall(t, c.agent, 'problem', { id: at.id, reason: '少了一枚', photos: [] }), 400, m.agentInspectPhotos],
      ['no id', await deliveryCall(t, c.agent, 'receive', {}), 400, m.invalidRequest],
    ];
    for (const [what, reply, status, message] of refusals) expect([reply.status, reply.msg], what).toEqual([status, message]);
    expect(await storedState(t, c, at.id)).toEqual(before);
  });

  it('pays the fee once under 10 parallel inspections', async () => {
    const c = await cast(t, { fee: 800 });
    const at = await arrived(c);
    const photo = await productPhoto(t, c.agent);
    const replies = await Promise.all(
      Array.from({ length: 10 }, () => deliveryCall(t, c.agent, 'inspect', { id: at.id, quantity: 2, grade: '全品', photos: [photo] })),
    );
    expect(replies.filter((r) => r.code === 200)).toHaveLength(1);
    for (const r of replies.filter((x) => x.code !== 200)) expect(r.status).toBeGreaterThanOrEqual(400);
    expect(await balanceOf(t, c.agent.id)).toBe(800);
    expect((await t.db.select().from(agentDeliveryEvents).where(eq(agentDeliveryEvents.agentDeliveryId, at.id))).length).toBe(3);
  });

  it('lets parallel confirmations through only as far as the balance covers their fees', async () => {
    const c = await cast(t, { fee: 1_000, balance: 3_500 });
    const baskets = [];
    for (let i = 0; i < 6; i++) baskets.push(await basketOf(t, c.member, { publisher: c.other, price: 100 }));
    const replies = await Promise.all(baskets.map((rows) => confirm(t, c.member, rows, { agentId: c.agent.id })));
    expect(replies.filter((r) => r.code === 200)).toHaveLength(3);
    for (const r of replies.filter((x) => x.code !== 200)) expect(r.msg).toBe(m.insufficientBalance);
    expect(await balanceOf(t, c.member.id)).toBe(500);
    expect((await t.db.select().from(agentDeliveries).where(eq(agentDeliveries.memberId, c.member.id))).length).toBe(3);
  });
});

describe('the reads', () => {
  it('options: my active agents with their fees, the default first', async () => {
    const c = await cast(t, { fee: 500 });
    const second = await party(t, true);
    await giveAddress(t, second, '第二代理');
    await activeLink(t, c.member, second, false);
    const reply = await get<AgentOption[]>(t, '/api/agent/delivery/options', { token: c.member.token });
    expect(reply.data).toEqual([
      { agentId: c.agent.id, userName: c.agent.name, fee: 500, isDefault: true },
      { agentId: second.id, userName: second.name, fee: 0, isDefault: false },
    ]);
    expect((await get<AgentOption[]>(t, '/api/agent/delivery/options', { token: c.other.token })).data).toEqual([]);
  });

  it('page and detail: mine as member or agent, by stage or stock; nobody else’s', async () => {
    const c = await cast(t);
    const [waiting] = await delivered(t, c);
    const at = await arrived(c);
    const page = async (who: typeof c.member, query: string) => (await get<Page<AgentDelivery>>(t, `/api/agent/delivery/page?${query}`, { token: who.token })).data;
    expect((await page(c.member, 'as=member')).list.map((d) => d.id)).toEqual([at.id, waiting!.id]);
    expect((await page(c.agent, 'as=agent')).total).toBe(2);
    expect((await page(c.agent, 'as=agent&stage=stock')).list.map((d) => d.id)).toEqual([at.id]);
    expect((await page(c.agent, 'as=agent&stage=awaitingArrival')).list.map((d) => d.id)).toEqual([waiting!.id]);
    expect((await page(c.agent, 'as=member')).total).toBe(0);
    expect((await page(c.other, 'as=member')).total).toBe(0);
    const bad = await get(t, '/api/agent/delivery/page?as=staff', { token: c.member.token });
    expect([bad.status, bad.msg]).toEqual([400, m.invalidRequest]);
    const badStage = await get(t, '/api/agent/delivery/page?stage=draft', { token: c.member.token });
    expect([badStage.status, badStage.msg]).toEqual([400, m.invalidRequest]);
    expect((await detail(t, c.agent, at.id)).data).toMatchObject({ role: 'agent', stage: 'arrived' });
    for (const who of [c.other, await party(t, true)]) expect([(await detail(t, who, at.id)).status, (await detail(t, who, at.id)).msg]).toEqual([404, m.agentDeliveryNotFound]);
    expect((await get(t, '/api/agent/delivery/abc', { token: c.member.token })).status).toBe(400);
  });

  it("detail shows the seller's shipment to the agent", async () => {
    const c = await cast(t);
    const [d] = await delivered(t, c);
    const seller = { ...c.other, token: (await login(t, c.other.name)).token };
    const pay = await post(t, '/api/user/pwd/payment/modify', { oldPassword: 'demo1234', newPassword: '246810' }, { token: c.member.token });
    expect(pay.code, pay.msg).toBe(200);
    const paid = await post(t, '/api/trade/online/buyer/pay', { orderId: d!.orderId, payPassword: '246810' }, { token: c.member.token });
    expect(paid.code, paid.msg).toBe(200);
    const shipped = await post(t, '/api/trade/online/seller/ship', { orderId: d!.orderId, expressCompany: '中国邮政', trackingNo: 'EMS998877' }, { token: seller.token });
    expect(shipped.code, shipped.msg).toBe(200);
    expect((await detail(t, c.agent, d!.id)).data.inbound).toEqual({ expressCompany: '中国邮政', trackingNo: 'EMS998877' });
  });

  it('settings: agents only; the payout card one of my own', async () => {
    const c = await cast(t, { fee: 500 });
    const notAgent = await get(t, '/api/agent/settings', { token: c.member.token });
    expect([notAgent.status, notAgent.msg]).toEqual([403, m.agentOnly]);
    expect((await post(t, '/api/agent/settings', { fee: 100 }, { token: c.member.token })).status).toBe(403);
    const card = await post<{ id: number }>(t, '/api/user/bank/add', { bankCode: 'ICBC', cardNo: '6222020200112233446', holderName: c.agent.name }, { token: c.agent.token });
    const mine = await get<AgentSettings>(t, '/api/agent/settings', { token: c.agent.token });
    expect(mine.data).toMatchObject({ fee: 500, payoutCardId: null });
    if (card.code === 200) {
      const cardId = mine.data.cards[0]!.id;
      expect(mine.data.cards[0]).toMatchObject({ bankName: expect.any(String), tail: '3446' });
      const saved = await post<AgentSettings>(t, '/api/agent/settings', { fee: 1_250, payoutCardId: cardId }, { token: c.agent.token });
      expect([saved.code, saved.msg]).toEqual([200, m.agentSettingsSaved]);
      expect(saved.data).toMatchObject({ fee: 1_250, payoutCardId: cardId });
    }
    const others = await post(t, '/api/agent/settings', { fee: 100, payoutCardId: 999_999 }, { token: c.agent.token });
    expect([others.status, others.msg]).toEqual([400, m.agentPayoutCardNotFound]);
    for (const fee of [-1, 1_000_001, 1.5, '5']) {
      const bad = await post(t, '/api/agent/settings', { fee }, { token: c.agent.token });
      expect([bad.status, bad.msg], String(fee)).toEqual([400, m.agentFeeRule]);
    }
  });

  it('finance and the fee moves, as member and as agent; nobody else’s', async () => {
    const c = await cast(t, { fee: 400 });
    const [waiting] = await delivered(t, c);
    const [cancelled] = await delivered(t, c);
    await deliveryCall(t, c.member, 'cancel', { id: cancelled!.id });
    const done = await inspected(c);
    const finance = async (who: typeof c.member, as: string) => (await get<AgentFinance>(t, `/api/agent/finance?as=${as}`, { token: who.token })).data;
    expect(await finance(c.agent, 'agent')).toEqual({ fee: 400, deliveries: 3, stock: 1, settled: 400, pending: 400, refunded: 400 });
    expect(await finance(c.member, 'member')).toEqual({ fee: null, deliveries: 3, stock: 1, settled: 400, pending: 400, refunded: 400 });
    expect(await finance(c.other, 'member')).toEqual({ fee: null, deliveries: 0, stock: 0, settled: 0, pending: 0, refunded: 0 });

    const moves = async (who: typeof c.member, query: string) => (await get<Page<AgentFeeMove>>(t, `/api/agent/pay/page?${query}`, { token: who.token })).data;
    const asMember = await moves(c.member, 'as=member');
    expect(asMember.list.map((x) => [x.deliveryId, x.kind, x.change, x.amount, x.counterpart])).toEqual([
      [done.id, 'paid', 0, 400, c.agent.name],
      [done.id, 'held', -400, 400, c.agent.name],
      [cancelled!.id, 'refunded', 400, 400, c.agent.name],
      [cancelled!.id, 'held', -400, 400, c.agent.name],
      [waiting!.id, 'held', -400, 400, c.agent.name],
    ]);
    const asAgent = await moves(c.agent, 'as=agent');
    expect(asAgent.list.map((x) => [x.kind, x.change, x.counterpart])).toEqual([
      ['paid', 400, c.member.name],
      ['held', 0, c.member.name],
      ['refunded', 0, c.member.name],
      ['held', 0, c.member.name],
      ['held', 0, c.member.name],
    ]);
    expect((await moves(c.member, `as=member&deliveryId=${done.id}`)).total).toBe(2);
    expect((await moves(c.other, 'as=member')).total).toBe(0);
    const one = await get<AgentFeeMove>(t, `/api/agent/pay/${asAgent.list[0]!.id}`, { token: c.agent.token });
    expect(one.data).toMatchObject({ kind: 'paid', change: 400, memo: expect.stringContaining('交割代理费') });
    const strangers = await get(t, `/api/agent/pay/${asAgent.list[0]!.id}`, { token: c.other.token });
    expect([strangers.status, strangers.msg]).toEqual([404, m.agentDeliveryNotFound]);
  });
});
