import { and, desc, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { messages as inbox, listings, products, users, vipPurchases } from '../../server/src/db/schema';
import { runDueVipExpiries } from '../../server/src/domain/membership/vip';
import { runAllDue } from '../../server/src/jobs/due-jobs';
import type { UserInfo } from '../../src/api/contracts/auth';
import { addYears, upgradeFen, type VipPaymentView, type VipPurchaseView, type VipSeat } from '../../src/api/contracts/membership';
import { messages } from '../../src/api/contracts/messages';
import type { Page } from '../../src/api/contracts/trade';
import { eliteGate } from '../../src/features/session/member-rules';
import { openSession } from '../../server/src/domain/sessions';
import { buildTestApp, login, type TestApp } from './helpers';
import { buyVip, call, holder, paidTopUp, payPassword, platformFees, purse, standing, storedVip, vipListOf } from './membership-helpers';
import { deliverDue, expectPaymentInvariants, ordered, payAtCashier } from './payment-helpers';
import { expectLedgerInvariants } from './trade-helpers';
import { payPasswordWrongLeft } from './pay-password-messages';

/**
 * VIP years (docs/adr/0026) through the real API: the levels and their prices, buying, renewing and upgrading from
 * the balance and by a top-up, what is refused (authentication, a lower level, the payment password, too little
 * balance, a retried key with another body) with nothing changed, the expiry deadline, and the level's effects in
 * the rest of the product (anonymous scanning at 3+, watch and sweep at 4+). The ledger's invariants hold after each.
 */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterEach(async () => {
  await expectLedgerInvariants(t);
  await expectPaymentInvariants(t);
});
afterAll(() => t.close());

const day = 24 * 3_600_000;
/** Sessions last 7 days of the test clock: after moving it, the member gets a fresh one. */
async function later(ms: number, ...who: Array<{ id: number; token: string }>) {
  t.clock.advance(ms);
  for (const m of who) m.token = await openSession(t.db, t.clock.now, m.id);
}
const userInfoOf = async (token: string) => (await call<UserInfo>(t, 'GET', '/api/user/info', { token })).data;
const purchasesOf = async (token: string, query = '') => (await call<Page<VipPurchaseView>>(t, 'GET', `/api/user/annual/applyFormList${query}`, { token })).data;

describe('the levels on offer', () => {
  it('lists VIP 3, 4 and 5 with yearly prices and what each gives, and where the member stands', async () => {
    const m = await holder(t);
    const list = await vipListOf(t, m);
    expect(list.levels.map((l) => [l.levelId, l.name, l.yearFen, l.kind])).toEqual([
      [3, 'VIP会员', 36_000, 'new'],
      [4, '精英VIP', 98_000, 'new'],
      [5, '至尊VIP', 198_000, 'new'],
    ]);
    expect(list.levels[0]!.benefits.join()).toContain('出售');
    expect(list.levels[0]!.benefits.join()).toContain('匿名扫货');
    expect(list.levels[1]!.benefits.join()).toContain('盯盘');
    // The credit lines are the trade setting's, per level.
    expect(list.levels[2]!.benefits.at(-1)).toBe('信用额度：求购¥1,000,000.00、出售¥1,000,000.00、交易¥1,000,000.00');
    expect(list).toMatchObject({ levelId: 2, vipLevel: 0, expiresAt: null, mayBuy: true, payPasswordSet: true });
  });

  it('shows the demo VIPs their active year', async () => {
    const zhou = await login(t, '老周邮票');
    const list = await vipListOf(t, { token: zhou.token });
    expect(list).toMatchObject({ levelId: 5, vipLevel: 5, expiresAt: '2027-11-22 10:00:00' });
    expect(list.levels.map((l) => l.kind)).toEqual([null, null, 'renew']);
  });

  it('is for members only', async () => {
    expect((await call(t, 'GET', '/api/user/annual/vipList')).status).toBe(401);
    expect((await call(t, 'POST', '/api/user/annual/payment', { body: { levelId: 3, years: 1, payPassword } })).status).toBe(401);
  });
});

describe('the expiry, and the level in the rest of the product', () => {
  /** Takes one of 华夏邮社's J45 offer anonymously: the basket's confirmation. */
  async function scanAnonymously(token: string) {
    const [product] = await t.db.select({ id: products.id }).from(products).where(and(eq(products.code, 'J45'), eq(products.exterior, '单枚')));
    const [publisher] = await t.db.select({ id: users.id }).from(users).where(eq(users.userName, '华夏邮社'));
    const [listing] = await t.db
      .select({ id: listings.id })
      .from(listings)
      .where(and(eq(listings.productId, product!.id), eq(listings.publisherId, publisher!.id)));
    const added = await call<Array<{ id: number; tradeId: number; lastNum: number; price: number }>>(t, 'POST', '/api/basket/add', { token, body: { tradeId: listing!.id, quantity: 1 } });
    const item = added.data.find((i) => i.tradeId === listing!.id)!;
    return call<{ otherCharges: number }>(t, 'POST', '/api/basket/confirm', {
      token,
      body: { deliveryMethod: 'express', tradeWay: 'online', anonymous: true, basketConfirmInfos: [{ id: item.id, quantity: 1, lastNum: item.lastNum, price: item.price }] },
    });
  }

  it('ends the year by the deadline job: a level-3 member is back to level 2 and refused anonymous scanning', async () => {
    const jin = await login(t, '金陵藏家');
    const before = await scanAnonymously(jin.token);
    expect(before.code, before.msg).toBe(200);
    expect(before.data.otherCharges).toBeGreaterThan(0);

    const [seeded] = await t.db.select().from(vipPurchases).where(eq(vipPurchases.userId, jin.userinfo.id));
    t.clock.advance(seeded!.expiresAt!.getTime() - t.clock.now().getTime() + day);
    await runAllDue(t.db, t.clock.now);
    const again = await login(t, '金陵藏家');
    expect(await standing(t, again.userinfo.id)).toEqual({ level: 2, vipLevel: 0, vipExpiresAt: null });
    expect(again.userinfo).toMatchObject({ levelId: 2, vipName: '认证会员' });
    const after = await scanAnonymously(again.token);
    expect([after.status, after.msg]).toEqual([400, messages.anonymousNotAllowed]);
    const [purchase] = await t.db.select().from(vipPurchases).where(eq(vipPurchases.userId, again.userinfo.id));
    expect(purchase!.stage).toBe('expired');
    // The job has nothing more to do.
    expect(await runDueVipExpiries(t.db, t.clock.now)).toBe(0);
  });

  it('lets a member who bought elite VIP through the watch and sweep gate', async () => {
    const m = await holder(t, { fen: 98_000 });
    expect(eliteGate(await userInfoOf(m.token))).toEqual({ warn: messages.eliteVipOnly });
    expect((await buyVip(t, m, 4)).code).toBe(200);
    expect(eliteGate(await userInfoOf(m.token))).toBe('allowed');
  });

  it('runs a purchase out that the job has not reached when the member buys again: a new year at the full price', async () => {
    const m = await holder(t, { fen: 200_000 });
    expect((await buyVip(t, m, 4)).code).toBe(200);
    await later(370 * day, m);
    const reply = await buyVip(t, m, 3);
    expect(reply.code, reply.msg).toBe(200);
    expect(reply.data).toMatchObject({ levelId: 3, levelName: 'VIP会员' });
    expect(reply.data.purchase).toMatchObject({ kind: 'new', amount: 36_000 });
    const list = await purchasesOf(m.token);
    expect(list.list.map((p) => [p.levelId, p.stage])).toEqual([
      [3, 'active'],
      [4, 'expired'],
    ]);
  });
});

describe('buying from the balance', () => {
  it('buys VIP 3 for a year: balance → platform fees, the level and the header follow, the purchase and payment are listed', async () => {
    const m = await holder(t, { fen: 100_000 });
    const fees = await platformFees(t);
    expect((await userInfoOf(m.token)).vipName).toBe('认证会员');
    const reply = await buyVip(t, m, 3);
    expect(reply.code, reply.msg).toBe(200);
    expect(reply.msg).toBe(messages.vipPaid);
    expect(reply.headers.type).toBe('cny');
    expect(reply.data).toMatchObject({ levelId: 3, levelName: 'VIP会员' });
    expect((await standing(t, m.id)).vipExpiresAt).toEqual(addYears(t.clock.now(), 1));
    expect(reply.data.purchase).toMatchObject({ levelId: 3, kind: 'new', years: 1, amount: 36_000, paymentType: 'balance', stage: 'active', stageName: '生效中' });
    expect(await purse(t, m.id)).toBe(64_000);
    expect((await platformFees(t)) - fees).toBe(36_000);
    expect(await standing(t, m.id)).toMatchObject({ level: 3, vipLevel: 3 });
    // What the header reads (/api/user/info): the level and its name.
    expect(await userInfoOf(m.token)).toMatchObject({ levelId: 3, vipName: 'VIP会员', balance: 64_000 });
    const payments = (await call<Page<VipPaymentView>>(t, 'GET', '/api/user/annual/paymentList', { token: m.token })).data;
    expect(payments.list).toEqual([expect.objectContaining({ levelId: 3, amount: 36_000, paymentType: 'balance', paymentTypeName: '余额支付', outTradeNo: null })]);
    expect((await purchasesOf(m.token)).total).toBe(1);
  });

  it('renews the active level by whole years: the old purchase is superseded, the expiry moves on', async () => {
    const m = await holder(t, { fen: 200_000 });
    expect((await buyVip(t, m, 3)).code).toBe(200);
    const expiry = (await standing(t, m.id)).vipExpiresAt!;
    await later(30 * day, m);
    const reply = await buyVip(t, m, 3, 2);
    expect(reply.code, reply.msg).toBe(200);
    expect(reply.data.purchase).toMatchObject({ kind: 'renew', years: 2, amount: 72_000 });
    expect((await standing(t, m.id)).vipExpiresAt).toEqual(addYears(expiry, 2));
    const list = await purchasesOf(m.token);
    expect(list.list.map((p) => [p.kind, p.stage])).toEqual([
      ['renew', 'active'],
      ['new', 'superseded'],
    ]);
    expect(await purse(t, m.id)).toBe(200_000 - 36_000 - 72_000);
    expect((await purchasesOf(m.token, '?state=active')).total).toBe(1);
    expect((await purchasesOf(m.token, '?levelId=4')).total).toBe(0);
  });

  it('upgrades during the active year: the difference for the days left, rounded up to the fen, the expiry kept', async () => {
    const m = await holder(t, { fen: 500_000 });
    expect((await buyVip(t, m, 3)).code).toBe(200);
    const expiry = (await standing(t, m.id)).vipExpiresAt!;
    await later(100 * day + 3_600_000, m);
    const daysLeft = Math.ceil((expiry.getTime() - t.clock.now().getTime()) / day);
    const quoted = (await vipListOf(t, m)).levels.find((l) => l.levelId === 5)!;
    expect(quoted).toMatchObject({ kind: 'upgrade', upgradeFen: upgradeFen(36_000, 198_000, daysLeft) });
    expect(upgradeFen(36_000, 198_000, daysLeft)).toBe(Math.ceil((162_000 * daysLeft) / 365));
    const before = await purse(t, m.id);
    const reply = await buyVip(t, m, 5, 3);
    expect(reply.code, reply.msg).toBe(200);
    expect(reply.data.purchase).toMatchObject({ kind: 'upgrade', years: 0, amount: quoted.upgradeFen, levelId: 5 });
    expect(before - (await purse(t, m.id))).toBe(quoted.upgradeFen);
    expect((await standing(t, m.id)).vipExpiresAt).toEqual(expiry);
    expect(await userInfoOf(m.token)).toMatchObject({ levelId: 5, vipName: '至尊VIP' });
    // A lower level than the active one is refused, with nothing changed.
    const stored = await storedVip(t, m.id);
    const lower = await buyVip(t, m, 4);
    expect([lower.status, lower.msg]).toEqual([400, messages.vipLevelBelowActive]);
    expect(await storedVip(t, m.id)).toEqual(stored);
  });

  it('refuses a member not authenticated, sending them to authentication, before anything moves', async () => {
    const m = await holder(t, { level: 1, fen: 100_000 });
    await t.db.update(users).set({ authType: 'none', authState: 0 }).where(eq(users.id, m.id));
    const stored = await storedVip(t, m.id);
    const reply = await buyVip(t, m, 3);
    expect([reply.status, reply.msg]).toEqual([400, messages.vipNeedsAuthentication]);
    expect((await vipListOf(t, m)).mayBuy).toBe(false);
    expect(await storedVip(t, m.id)).toEqual(stored);
  });

  it('refuses without the payment password, with a wrong one, and with too little balance: nothing left behind', async () => {
    const unset = await holder(t, { fen: 100_000, payPassword: false });
    const s1 = await storedVip(t, unset.id);
    expect((await buyVip(t, unset, 3)).msg).toBe(messages.payPasswordNotSet);
    expect(await storedVip(t, unset.id)).toEqual(s1);

    const m = await holder(t, { fen: 30_000 });
    const s2 = await storedVip(t, m.id);
    expect((await buyVip(t, m, 3, 1, { payPassword: '000000' })).msg).toBe(payPasswordWrongLeft(4));
    const poor = await buyVip(t, m, 3);
    expect([poor.status, poor.msg]).toEqual([400, messages.insufficientBalance]);
    expect(await storedVip(t, m.id)).toEqual(s2);
    expect((await purchasesOf(m.token)).total).toBe(0);
  });

  it('pays once for a retried request; the same key with another level is refused (409)', async () => {
    const m = await holder(t, { fen: 200_000 });
    const replies = await Promise.all(Array.from({ length: 10 }, () => buyVip(t, m, 3, 1, { key: 'vip-key-1' })));
    expect(replies.map((r) => r.code)).toEqual(Array(10).fill(200));
    expect(new Set(replies.map((r) => r.data.purchase.id)).size).toBe(1);
    expect(await purse(t, m.id)).toBe(200_000 - 36_000);
    const other = await buyVip(t, m, 4, 1, { key: 'vip-key-1' });
    expect(other.status).toBe(409);
    expect(await purse(t, m.id)).toBe(200_000 - 36_000);
  });

  it('buys one at a time: parallel purchases of one member each see the one before (a first year, then renewals)', async () => {
    const m = await holder(t, { fen: 1_000_000 });
    const start = t.clock.now();
    const replies = await Promise.all(Array.from({ length: 5 }, () => buyVip(t, m, 4)));
    expect(replies.map((r) => r.code)).toEqual(Array(5).fill(200));
    const rows = await t.db.select().from(vipPurchases).where(eq(vipPurchases.userId, m.id));
    expect(rows.filter((r) => r.stage === 'active')).toHaveLength(1);
    expect(rows.map((r) => r.kind).sort()).toEqual(['new', 'renew', 'renew', 'renew', 'renew']);
    expect((await standing(t, m.id)).vipExpiresAt).toEqual(addYears(start, 5));
    expect(await purse(t, m.id)).toBe(1_000_000 - 5 * 98_000);
  });
});

describe('buying by a top-up', () => {
  it('credits the payment to the balance and pays the purchase from it, once', async () => {
    const m = await holder(t);
    const outTradeNo = await paidTopUp(t, m, { purpose: 'vip', levelId: 4, years: 1 });
    expect(await purse(t, m.id)).toBe(0);
    expect(await userInfoOf(m.token)).toMatchObject({ levelId: 4, vipName: '精英VIP' });
    const payments = (await call<Page<VipPaymentView>>(t, 'GET', '/api/user/annual/paymentList?paymentType=topup', { token: m.token })).data;
    expect(payments.list).toEqual([expect.objectContaining({ levelId: 4, amount: 98_000, paymentType: 'topup', outTradeNo })]);
    expect((await call<Page<VipPaymentView>>(t, 'GET', '/api/user/annual/paymentList?paymentType=balance', { token: m.token })).data.total).toBe(0);
  });

  it('quotes an upgrade as the balance payment would, and applies it when the money arrives', async () => {
    const m = await holder(t, { fen: 36_000 });
    expect((await buyVip(t, m, 3)).code).toBe(200);
    await later(200 * day, m);
    const quoted = (await vipListOf(t, m)).levels.find((l) => l.levelId === 4)!.upgradeFen!;
    await paidTopUp(t, m, { purpose: 'vip', levelId: 4, years: 1 }, 'wechat');
    expect(await purse(t, m.id)).toBe(0);
    expect((await purchasesOf(m.token)).list[0]).toMatchObject({ kind: 'upgrade', amount: quoted, stage: 'active', paymentType: 'topup' });
    expect((await standing(t, m.id)).level).toBe(4);
  });

  it('takes a top-up’s crediting and a balance payment of the same member at once, one after the other', async () => {
    const m = await holder(t, { fen: 36_000 });
    const order = await ordered(t, m, { purpose: 'vip', levelId: 3, years: 1, channel: 'alipay' });
    await payAtCashier(t, order.payUrl);
    const [paid] = await Promise.all([buyVip(t, m, 3), deliverDue(t)]);
    expect(paid.code, paid.msg).toBe(200);
    const rows = await t.db.select().from(vipPurchases).where(eq(vipPurchases.userId, m.id));
    expect(rows.filter((r) => r.stage === 'active')).toHaveLength(1);
    // Whichever came second saw the first: a renewal after the top-up, or the top-up closed after the payment.
    expect([['active', 'superseded'], ['active', 'closed']]).toContainEqual(rows.map((r) => r.stage).sort());
  });

  it('closes a purchase that no longer applies when the money arrives: the money stays in the balance, the member is told', async () => {
    const m = await holder(t, { fen: 98_000 });
    const order = await ordered(t, m, { purpose: 'vip', levelId: 3, years: 1, channel: 'alipay' });
    // Meanwhile the member buys elite VIP from the balance.
    expect((await buyVip(t, m, 4)).code).toBe(200);
    await payAtCashier(t, order.payUrl);
    await deliverDue(t);
    expect(await purse(t, m.id)).toBe(36_000);
    const closed = (await purchasesOf(m.token, '?state=closed')).list;
    expect(closed).toEqual([expect.objectContaining({ levelId: 3, stage: 'closed', stageName: '已关闭', startTime: null })]);
    expect(closed[0]!.closeReason).toContain('更高等级');
    const notices = await t.db.select().from(inbox).where(eq(inbox.userId, m.id)).orderBy(desc(inbox.id));
    const told = notices.find((n) => n.title === 'VIP会员未能开通，款项已存入余额');
    expect(told?.content).toContain('360.00元');
    expect((await standing(t, m.id)).level).toBe(4);
  });
});

describe('what is whose', () => {
  it('shows a member only their own purchases and history', async () => {
    const [a, b] = [await holder(t, { fen: 36_000 }), await holder(t)];
    const id = (await buyVip(t, a, 3)).data.purchase.id;
    expect((await purchasesOf(b.token)).total).toBe(0);
    expect((await call(t, 'GET', `/api/user/annual/events?id=${id}`, { token: b.token })).status).toBe(404);
    const own = await call<{ replayMatches: boolean; events: Array<{ event: string; role: string }> }>(t, 'GET', `/api/user/annual/events?id=${id}`, { token: a.token });
    expect(own.data.replayMatches).toBe(true);
    expect(own.data.events.map((e) => `${e.event} by ${e.role}`)).toEqual(['vip.pay by member']);
  });

  it('lists the VIP directory publicly, newest first, with names and levels only', async () => {
    const m = await holder(t, { fen: 198_000 });
    t.clock.advance(1_000);
    expect((await buyVip(t, m, 5)).code).toBe(200);
    const all = (await call<Page<VipSeat>>(t, 'GET', '/api/anon/user/vip/seat')).data;
    expect(all.list[0]).toEqual({ userName: m.name, levelId: 5, levelName: '至尊VIP', since: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) });
    const fives = (await call<Page<VipSeat>>(t, 'GET', '/api/anon/user/vip/seat?type=5')).data;
    expect(fives.list.every((s) => s.levelId === 5)).toBe(true);
    expect(fives.list.map((s) => s.userName)).toContain(m.name);
    expect((await call(t, 'GET', '/api/anon/user/vip/seat?type=2')).status).toBe(400);
  });
});
