import { and, eq, like } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cashOutEvents, cashOuts, journalEntries, messages as inbox, users } from '../../server/src/db/schema';
import type { CashOutQueueItem, CashOutReview, CollectAccount } from '../../src/api/contracts/cash-out';
import { maskCardNo } from '../../src/api/contracts/cash-out-names';
import { messages } from '../../src/api/contracts/messages';
import type { Page } from '../../src/api/contracts/trade';
import { applicant } from './authentication-helpers';
import {
  applyCashOut,
  authenticatedMember,
  cardNumber,
  collectCard,
  expectCashOutInvariants,
  fund,
  myCashOuts,
  payCashOut,
  payPassword,
  purseOf,
  realName,
  rejectCashOut,
  setPayPassword,
} from './cash-out-helpers';
import { buildTestApp, get, login, post, type TestApp } from './helpers';
import { act, publish, take, trader } from './trade-helpers';
import { payPasswordWrongLeft } from './pay-password-messages';

/**
 * 提现 (spec section 7, "Cash-out"; docs/adr/0027) through the API: where the money can go, applying (balance → held in
 * the same transaction as the row), every refusal with nothing held, a burst of applications of the whole balance,
 * held money that no payment can spend, staff paying and rejecting (never both, never their own), and one member
 * never reaching another's cash-outs. The ledger's and the held purses' invariants hold after every test.
 */
let t: TestApp;
let staff: string;
beforeAll(async () => {
  t = await buildTestApp();
  staff = (await login(t, '平台客服')).token;
});
afterEach(async () => expectCashOutInvariants(t));
afterAll(async () => t.close());

/** An authenticated member with a payment password, `fen` on the balance and one collect card. */
async function withCard(fen: number) {
  const who = await authenticatedMember(t);
  await fund(t, who.id, fen);
  const cardNo = cardNumber();
  const cardId = await collectCard(t, who, { cardNo });
  return { ...who, cardId, cardNo };
}

const rowsOf = (userId: number) => t.db.select().from(cashOuts).where(eq(cashOuts.userId, userId));
const noticesOf = (userId: number) => t.db.select().from(inbox).where(eq(inbox.userId, userId));

describe('GET /api/user/cash/out/collect/account', () => {
  it('says where the money can go and the rules of one request', async () => {
    const who = await withCard(80_000);
    const second = await collectCard(t, who, { defaultCard: true });
    await t.db.update(users).set({ alipayAccount: 'zhangsan@example.com' }).where(eq(users.id, who.id));
    const reply = await get<CollectAccount>(t, '/api/user/cash/out/collect/account', { token: who.token });
    expect(reply.data).toMatchObject({
      defaultCardId: second,
      alipayAccount: 'z***@example.com',
      balance: 80_000,
      held: 0,
      minAmount: 100,
      maxAmount: 5_000_000,
      fee: 0,
      authenticated: true,
      payPasswordSet: true,
      realName,
    });
    expect(reply.data.cards.map((c) => c.id)).toEqual([second, who.cardId]);
    expect(reply.data.cards[1]!.cardNo).toBe(maskCardNo(who.cardNo));
  });

  it('tells an unauthenticated member without a payment password so', async () => {
    const who = await applicant(t);
    const reply = await get<CollectAccount>(t, '/api/user/cash/out/collect/account', { token: who.token });
    expect(reply.data).toMatchObject({ authenticated: false, payPasswordSet: false, cards: [], alipayAccount: null, realName: null });
  });
});

describe('applying', () => {
  it('moves the amount from the balance to the held purse with the row, and lists it with its history', async () => {
    const who = await withCard(100_000);
    const reply = await applyCashOut(t, who, { to: 'card', cardId: who.cardId, amount: 30_000 });
    expect([reply.code, reply.msg]).toEqual([200, messages.cashOutApplied]);
    expect(reply.type).toBe('cny');
    expect(reply.data).toMatchObject({ amount: 30_000, stage: 'held', stateName: '待打款', replayMatches: true, rejectReason: null });
    expect(reply.data.account).toEqual({ to: 'card', name: '中国工商银行', number: maskCardNo(who.cardNo), holderName: realName, cardId: who.cardId });
    expect(reply.data.events.map((e) => [e.step, e.event, e.role])).toEqual([[1, 'cashOut.apply', 'member']]);
    expect(await purseOf(t, who.id, 'main')).toBe(70_000);
    expect(await purseOf(t, who.id, 'held')).toBe(30_000);
    const [entry] = await t.db.select().from(journalEntries).where(eq(journalEntries.idempotencyKey, `cashout:${reply.data.id}:v1`));
    expect(entry).toMatchObject({ item: 'cashOut' });
    const page = await myCashOuts(t, who);
    expect(page.list.map((c) => c.id)).toEqual([reply.data.id]);
    expect(JSON.stringify(page)).not.toContain(who.cardNo);
  });

  it('to the Alipay account on the profile', async () => {
    const who = await withCard(10_000);
    const without = await applyCashOut(t, who, { to: 'alipay', amount: 1_000 });
    expect([without.status, without.msg]).toEqual([400, messages.noAlipayAccount]);
    await t.db.update(users).set({ alipayAccount: '13912345678' }).where(eq(users.id, who.id));
    const reply = await applyCashOut(t, who, { to: 'alipay', amount: 1_000 });
    expect(reply.data.account).toEqual({ to: 'alipay', name: '支付宝', number: '139****5678', holderName: realName, cardId: null });
    expect(await purseOf(t, who.id, 'held')).toBe(1_000);
  });

  it('a retry with the same idempotency key is answered with the same cash-out and holds nothing more', async () => {
    const who = await withCard(10_000);
    const first = await applyCashOut(t, who, { to: 'card', cardId: who.cardId, amount: 4_000 }, 'withdraw-1');
    const again = await applyCashOut(t, who, { to: 'card', cardId: who.cardId, amount: 4_000 }, 'withdraw-1');
    expect(again.data.id).toBe(first.data.id);
    expect(await rowsOf(who.id)).toHaveLength(1);
    expect(await purseOf(t, who.id, 'held')).toBe(4_000);
  });

  it('the same request sent five times at once is one cash-out, answered to all five', async () => {
    const who = await withCard(10_000);
    // More than half the balance: once the first holds it, the others' balance check alone would refuse them.
    const replies = await Promise.all(Array.from({ length: 5 }, () => applyCashOut(t, who, { to: 'card', cardId: who.cardId, amount: 6_000 }, 'withdraw-at-once')));
    expect(replies.map((r) => [r.status, r.msg])).toEqual(Array(5).fill([200, replies[0]!.msg]));
    expect(new Set(replies.map((r) => r.data.id)).size).toBe(1);
    expect(await purseOf(t, who.id, 'held')).toBe(6_000);
  });
});

describe('refused, with nothing held', () => {
  it('more than the balance', async () => {
    const who = await withCard(5_000);
    const reply = await applyCashOut(t, who, { to: 'card', cardId: who.cardId, amount: 5_001 });
    expect([reply.status, reply.msg]).toEqual([400, messages.insufficientBalance]);
    expect(await rowsOf(who.id)).toEqual([]);
    expect([await purseOf(t, who.id, 'main'), await purseOf(t, who.id, 'held')]).toEqual([5_000, 0]);
  });

  it.each([
    ['less than 1 yuan', 99],
    ['more than 50,000 yuan', 5_000_001],
    ['a fraction of a fen', 150.5],
  ])('an amount of %s', async (_, amount) => {
    const who = await withCard(10_000_000);
    const reply = await applyCashOut(t, who, { to: 'card', cardId: who.cardId, amount });
    expect([reply.status, reply.msg]).toEqual([400, messages.cashOutAmountRule]);
    expect(await rowsOf(who.id)).toEqual([]);
  });

  it('a wrong payment password, or none', async () => {
    const who = await withCard(10_000);
    const wrong = await applyCashOut(t, who, { to: 'card', cardId: who.cardId, amount: 1_000, payPassword: '000000' });
    expect([wrong.status, wrong.msg]).toEqual([400, payPasswordWrongLeft(4)]);
    const none = await applyCashOut(t, who, { to: 'card', cardId: who.cardId, amount: 1_000, payPassword: '' });
    expect(none.msg).toBe(messages.payPasswordRule);
    expect(await rowsOf(who.id)).toEqual([]);
  });

  it('a member without a payment password', async () => {
    const who = await authenticatedMember(t, { payPassword: false });
    await fund(t, who.id, 10_000);
    const cardId = await collectCard(t, who);
    const reply = await applyCashOut(t, who, { to: 'card', cardId, amount: 1_000 });
    expect([reply.status, reply.msg]).toEqual([400, messages.payPasswordNotSet]);
    expect(await rowsOf(who.id)).toEqual([]);
  });

  it('a member who is not authenticated', async () => {
    const who = await applicant(t);
    await setPayPassword(t, who);
    await fund(t, who.id, 10_000);
    const cardId = await collectCard(t, who, { holderName: '李四' });
    const reply = await applyCashOut(t, who, { to: 'card', cardId, amount: 1_000 });
    expect([reply.status, reply.msg]).toEqual([400, messages.cashOutNeedsAuthentication]);
    expect(await rowsOf(who.id)).toEqual([]);
    expect(await purseOf(t, who.id, 'main')).toBe(10_000);
  });

  it('another member’s card, or a pay card', async () => {
    const [who, other] = [await withCard(10_000), await withCard(10_000)];
    const theirs = await applyCashOut(t, who, { to: 'card', cardId: other.cardId, amount: 1_000 });
    expect([theirs.status, theirs.msg]).toEqual([404, messages.cardNotFound]);
    const pay = await post<{ id: number }>(t, '/api/user/bank/PayAdd', { bankCode: 'CCB', cardNo: cardNumber(), holderName: realName, phone: '13912345678' }, { token: who.token });
    expect((await applyCashOut(t, who, { to: 'card', cardId: pay.data.id, amount: 1_000 })).status).toBe(404);
    expect(await rowsOf(who.id)).toEqual([]);
  });

  it('no account chosen', async () => {
    const who = await withCard(10_000);
    const reply = await applyCashOut(t, who, { amount: 1_000 });
    expect([reply.status, reply.msg]).toEqual([400, messages.chooseCashOutAccount]);
  });
});

describe('the balance is spent once', () => {
  it('30 parallel applications of the whole balance: exactly one is held', async () => {
    const who = await withCard(25_000);
    const replies = await Promise.all(Array.from({ length: 30 }, () => applyCashOut(t, who, { to: 'card', cardId: who.cardId, amount: 25_000 })));
    expect(replies.filter((r) => r.code === 200)).toHaveLength(1);
    expect(replies.filter((r) => r.code !== 200).map((r) => r.msg)).toEqual(Array(29).fill(messages.insufficientBalance));
    expect(await rowsOf(who.id)).toHaveLength(1);
    expect([await purseOf(t, who.id, 'main'), await purseOf(t, who.id, 'held')]).toEqual([0, 25_000]);
  });

  it('held money cannot pay an order', async () => {
    const who = await withCard(20_000);
    expect((await applyCashOut(t, who, { to: 'card', cardId: who.cardId, amount: 20_000 })).code).toBe(200);
    const seller = await trader(t, '金陵藏家');
    const buyer = { name: '', token: who.token, id: who.id };
    const listing = await publish(t, seller, { publishType: 1, price: 10_000, quantity: 1 });
    const confirmed = await take(t, buyer, listing, 1);
    expect(confirmed.code, confirmed.msg).toBe(200);
    const orderId = confirmed.data.tradeBaskets[0]!.orderId;
    const paid = await act(t, buyer, '/api/trade/online/buyer/pay', { orderId, payPassword, payWay: 'balance' });
    expect([paid.status, paid.msg]).toEqual([400, messages.insufficientBalance]);
    expect([await purseOf(t, who.id, 'main'), await purseOf(t, who.id, 'held')]).toEqual([0, 20_000]);
  });
});

describe('staff pay or reject', () => {
  it('pay: held → payment gateway, the member told, the whole number on the staff page', async () => {
    const who = await withCard(50_000);
    const { data } = await applyCashOut(t, who, { to: 'card', cardId: who.cardId, amount: 12_300 });
    const review = await get<CashOutReview>(t, `/api/operator/cash-out/${data.id}`, { token: staff });
    expect(review.data).toMatchObject({ id: data.id, userName: who.name, stage: 'held', realName, phone: who.phone, amount: 12_300 });
    expect(review.data.account.number).toBe(who.cardNo);
    const notices = (await noticesOf(who.id)).length;
    const paid = await payCashOut(t, staff, data.id);
    expect([paid.code, paid.msg]).toEqual([200, messages.cashOutPaidDone]);
    expect((paid.data as CashOutReview).stage).toBe('paid');
    expect([await purseOf(t, who.id, 'main'), await purseOf(t, who.id, 'held')]).toEqual([37_700, 0]);
    const told = (await noticesOf(who.id)).slice(notices);
    expect(told.map((n) => n.title)).toEqual(['提现已打款']);
    expect(told[0]!.content).toContain('123.00');
    expect(told[0]!.content).not.toContain(who.cardNo);
    const [item] = (await myCashOuts(t, who)).list;
    expect(item!.events.map((e) => `${e.event} by ${e.role} ${e.actor}`)).toEqual([`cashOut.apply by member ${who.name}`, 'cashOut.pay by operator 平台客服']);
    expect(item!.replayMatches).toBe(true);
  });

  it('reject: held → balance, with the reason told to the member', async () => {
    const who = await withCard(50_000);
    const { data } = await applyCashOut(t, who, { to: 'card', cardId: who.cardId, amount: 20_000 });
    const rejected = await rejectCashOut(t, staff, data.id, '  收款卡户名与实名不符  ');
    expect([rejected.code, rejected.msg]).toEqual([200, messages.cashOutRejectDone]);
    expect([await purseOf(t, who.id, 'main'), await purseOf(t, who.id, 'held')]).toEqual([50_000, 0]);
    const [item] = (await myCashOuts(t, who)).list;
    expect(item).toMatchObject({ stage: 'rejected', stateName: '已驳回', rejectReason: '收款卡户名与实名不符' });
    expect((await noticesOf(who.id)).at(-1)!.content).toContain('原因：收款卡户名与实名不符');
  });

  it('never both, and never twice: a settled cash-out takes no decision', async () => {
    const who = await withCard(50_000);
    const { data } = await applyCashOut(t, who, { to: 'card', cardId: who.cardId, amount: 20_000 });
    expect((await payCashOut(t, staff, data.id)).code).toBe(200);
    for (const reply of [await payCashOut(t, staff, data.id), await rejectCashOut(t, staff, data.id, '重复处理')]) {
      expect([reply.status, reply.msg]).toEqual([400, messages.cashOutActionNotAllowed]);
    }
    expect(await t.db.select().from(cashOutEvents).where(eq(cashOutEvents.cashOutId, data.id))).toHaveLength(2);
  });

  it('pay and reject sent at once: exactly one wins', async () => {
    const who = await withCard(50_000);
    const { data } = await applyCashOut(t, who, { to: 'card', cardId: who.cardId, amount: 20_000 });
    const replies = await Promise.all([
      ...Array.from({ length: 5 }, () => payCashOut(t, staff, data.id)),
      ...Array.from({ length: 5 }, () => rejectCashOut(t, staff, data.id, '并发驳回')),
    ]);
    expect(replies.filter((r) => r.code === 200)).toHaveLength(1);
    expect(replies.every((r) => r.code === 200 || (r.status >= 400 && r.status < 500))).toBe(true);
    const settlements = await t.db.select().from(journalEntries).where(like(journalEntries.idempotencyKey, `cashout:${data.id}:%`));
    expect(settlements).toHaveLength(2);
  });

  it('a rejection needs a reason of 1-200 characters', async () => {
    const who = await withCard(50_000);
    const { data } = await applyCashOut(t, who, { to: 'card', cardId: who.cardId, amount: 20_000 });
    expect((await rejectCashOut(t, staff, data.id, '   ')).msg).toBe(messages.fillRejectReason);
    expect((await rejectCashOut(t, staff, data.id, '驳'.repeat(201))).msg).toBe(messages.rejectReasonTooLong);
    expect((await rowsOf(who.id))[0]!.stage).toBe('held');
  });

  it('the queue shows what waits first, the oldest first, and filters by stage', async () => {
    const a = await withCard(50_000);
    const first = (await applyCashOut(t, a, { to: 'card', cardId: a.cardId, amount: 1_000 })).data.id;
    const second = (await applyCashOut(t, a, { to: 'card', cardId: a.cardId, amount: 1_000 })).data.id;
    const paid = (await applyCashOut(t, a, { to: 'card', cardId: a.cardId, amount: 1_000 })).data.id;
    await payCashOut(t, staff, paid);
    const all = (await get<Page<CashOutQueueItem>>(t, '/api/operator/cash-out/page?pageSize=50', { token: staff })).data.list.map((c) => c.id);
    expect(all.indexOf(first)).toBeLessThan(all.indexOf(second));
    expect(all.indexOf(second)).toBeLessThan(all.indexOf(paid));
    const held = (await get<Page<CashOutQueueItem>>(t, '/api/operator/cash-out/page?stage=held&pageSize=50', { token: staff })).data;
    expect(held.list.every((c) => c.stage === 'held')).toBe(true);
    expect(held.list.map((c) => c.id)).toContain(first);
    expect(held.list.map((c) => c.id)).not.toContain(paid);
    expect(held.list.find((c) => c.id === first)!.account.number).toBe(maskCardNo(a.cardNo));
  });
});

describe('who may do what', () => {
  it('members are refused the staff calls (403), whatever the cash-out', async () => {
    const who = await withCard(50_000);
    const { data } = await applyCashOut(t, who, { to: 'card', cardId: who.cardId, amount: 1_000 });
    for (const reply of [
      await get(t, '/api/operator/cash-out/page', { token: who.token }),
      await get(t, `/api/operator/cash-out/${data.id}`, { token: who.token }),
      await payCashOut(t, who.token, data.id),
      await rejectCashOut(t, who.token, data.id, '自己驳回'),
    ]) {
      expect([reply.status, reply.msg]).toEqual([403, messages.forbidden]);
    }
    expect((await rowsOf(who.id))[0]!.stage).toBe('held');
  });

  it('staff cannot settle their own cash-out', async () => {
    const who = await withCard(50_000);
    await t.db.update(users).set({ operator: true }).where(eq(users.id, who.id));
    const { data } = await applyCashOut(t, who, { to: 'card', cardId: who.cardId, amount: 1_000 });
    expect((await payCashOut(t, who.token, data.id)).status).toBe(404);
    expect((await rejectCashOut(t, who.token, data.id, '自己驳回')).status).toBe(404);
    expect((await rowsOf(who.id))[0]!.stage).toBe('held');
    expect((await payCashOut(t, staff, data.id)).code).toBe(200);
  });

  it('a member sees only their own cash-outs', async () => {
    const [who, other] = [await withCard(50_000), await withCard(50_000)];
    await applyCashOut(t, who, { to: 'card', cardId: who.cardId, amount: 1_000 });
    expect((await myCashOuts(t, other)).list).toEqual([]);
    expect((await get(t, '/api/user/cash/out/page')).code).toBe(401);
  });

  it('an unknown cash-out is not found for staff', async () => {
    expect((await get(t, '/api/operator/cash-out/2147483647', { token: staff })).status).toBe(404);
    expect((await payCashOut(t, staff, 2147483647)).status).toBe(404);
    const rows = await t.db.select().from(cashOuts).where(and(eq(cashOuts.id, 2147483647)));
    expect(rows).toEqual([]);
  });
});
