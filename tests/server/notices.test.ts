import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../server/src/db/schema';
import { agentCall, apply, party } from './agent-helpers';
import { get, type TestApp } from './helpers';
import { act, closeChecked, newOrder, payPassword, stranger, trader, tradingApp, type Trader } from './trade-helpers';

/**
 * 站内信: the other side hears of what it must answer or should know, in the same transaction as the change; a
 * member who is not a party hears nothing.
 */
let t: TestApp;
let s: Trader;
let b: Trader;
let other: Trader;
beforeAll(async () => {
  ({ t, s, b } = await tradingApp());
  other = await trader(t, stranger, { payPassword: false });
});
afterAll(() => closeChecked(t));

const inboxOf = async (userId: number) =>
  (await t.db.select({ title: messages.title, content: messages.content }).from(messages).where(eq(messages.userId, userId)).orderBy(desc(messages.id))).map(
    (m) => `${m.title}：${m.content}`,
  );
const unread = async (token: string) => (await get<{ count: number }>(t, '/api/user/message/unread', { token })).data.count;

describe('order events', () => {
  it('tell the counterpart: paid to the seller, shipped and a receipt reminder to the buyer, received to the seller', async () => {
    const orderId = await newOrder(t, s, b, 8_000);
    const [buyerBefore, sellerBefore, strangerBefore] = [await unread(b.token), await unread(s.token), await unread(other.token)];
    expect((await act(t, b, '/api/trade/online/buyer/pay', { orderId, payPassword })).code).toBe(200);
    expect((await inboxOf(s.id))[0]).toBe(`买家已付款：订单${orderId}的买家已付款，货款由平台托管，请尽快发货。`);
    expect((await act(t, s, '/api/trade/online/seller/ship', { orderId, expressCompany: '顺丰速运', trackingNo: 'SF1234567890' })).code).toBe(200);
    expect((await act(t, s, '/api/trade/online/remind/receipt', { orderId })).code).toBe(200);
    expect((await inboxOf(b.id)).slice(0, 2)).toEqual([
      `卖家提醒您确认收货：订单${orderId}的卖家提醒您：收到邮品并核对无误后请确认收货。`,
      `卖家已发货：订单${orderId}的卖家已发货，收到邮品并核对无误后请确认收货。`,
    ]);
    expect((await act(t, b, '/api/trade/online/buyer/receive', { orderId, payPassword })).code).toBe(200);
    expect(await unread(b.token)).toBe(buyerBefore + 2);
    expect(await unread(s.token)).toBe(sellerBefore + 2);
    expect(await unread(other.token)).toBe(strangerBefore);
  });

  it('a refused call tells nobody', async () => {
    const orderId = await newOrder(t, s, b, 8_000);
    const before = await unread(b.token);
    expect((await act(t, s, '/api/trade/online/seller/ship', { orderId, expressCompany: '顺丰速运', trackingNo: 'SF1234567890' })).code).toBe(400);
    expect(await unread(b.token)).toBe(before);
  });
});

describe('agent applications', () => {
  it('tell the reviewer of an application, the applicant of the answer, and the other side of an end; not of a default', async () => {
    const [member, agent] = [await party(t), await party(t, true)];
    const id = await apply(t, member, agent);
    expect(await inboxOf(agent.id)).toEqual([`新的代理申请：${member.name}申请您作为交割代理人，请在「代理系统 › 代理申请」中审核。`]);
    await agentCall(t, agent, 'agentReview', { id, pass: true });
    await agentCall(t, member, `editAgentDef/${id}`, { def: true });
    expect(await inboxOf(member.id)).toEqual([`代理申请已通过：${agent.name}通过了代理申请，代理关系已生效。`]);
    await agentCall(t, member, 'delAgent', { ids: [id] });
    expect((await inboxOf(agent.id))[0]).toBe(`代理关系已解除：${member.name}解除了与您的代理关系。`);
  });

  it('an invitation goes to the member; a withdrawal to the side that was asked', async () => {
    const [member, agent] = [await party(t), await party(t, true)];
    const invited = await agentCall(t, agent, 'addAgent', { userName: member.name, remark: '邀请' });
    expect(await inboxOf(member.id)).toEqual([`代理人邀请：代理人${agent.name}邀请您成为其客户，请在「代理系统 › 代理申请」中同意或拒绝。`]);
    await agentCall(t, agent, 'delUser', { ids: [invited.data.id] });
    expect((await inboxOf(member.id))[0]).toBe(`代理申请已撤回：${agent.name}撤回了代理申请。`);
  });
});
