import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { messages as inbox, depositSurrenders, sysSettings } from '../../server/src/db/schema';
import { depositStanding, runDueSurrenders } from '../../server/src/domain/membership/deposit';
import { openSession } from '../../server/src/domain/sessions';
import { runAllDue } from '../../server/src/jobs/due-jobs';
import type { DepositPaymentView, SurrenderView } from '../../src/api/contracts/membership';
import { messages } from '../../src/api/contracts/messages';
import type { Page } from '../../src/api/contracts/trade';
import { buildTestApp, login, type TestApp } from './helpers';
import { call, depositOf, fund, holder, paidTopUp, payDeposit, purse, storedDeposit, surrendersOf, withdrawDeposit } from './membership-helpers';
import { expectPaymentInvariants } from './payment-helpers';
import { expectLedgerInvariants, newOrder, payPassword as tradePayPassword, trader, seller, buyer } from './trade-helpers';
import { payPasswordWrongLeft } from './pay-password-messages';

/**
 * The deposit (押金) and its surrender (docs/adr/0026) through the real API: paying in from the balance and by a
 * top-up, asking for it back (the amount reserved, the holding period, the refund by the deadline job), cancelling,
 * removing a finished request, staff refusing while an order is open, who may do what to whose, and 20 requests for
 * the whole deposit at once. The ledger's invariants hold after each.
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
async function later(ms: number, ...who: Array<{ id: number; token: string }>) {
  t.clock.advance(ms);
  for (const m of who) m.token = await openSession(t.db, t.clock.now, m.id);
}

describe('paying in', () => {
  it('moves balance → deposit with the payment password, lists the payment, and refreshes the wallet', async () => {
    const m = await holder(t, { fen: 100_000 });
    const reply = await payDeposit(t, m, 30_000);
    expect(reply.code, reply.msg).toBe(200);
    expect(reply.msg).toBe(messages.depositPaid);
    expect(reply.headers.type).toBe('cny');
    expect(reply.data).toMatchObject({ deposit: 30_000, reserved: 0, available: 30_000, balance: 70_000, holdDays: 7 });
    expect([await purse(t, m.id), await purse(t, m.id, 'deposit')]).toEqual([70_000, 30_000]);
    const list = (await call<Page<DepositPaymentView>>(t, 'GET', '/api/deposit/order/list', { token: m.token })).data;
    expect(list.list).toEqual([expect.objectContaining({ amount: 30_000, memo: '缴纳押金（余额支付）' })]);
  });

  it('refuses too little balance, a wrong or missing payment password, and an amount out of range: nothing moves', async () => {
    const m = await holder(t, { fen: 10_000 });
    const unset = await holder(t, { fen: 10_000, payPassword: false });
    const before = [await storedDeposit(t, m.id), await storedDeposit(t, unset.id)];
    expect((await payDeposit(t, m, 20_000)).msg).toBe(messages.insufficientBalance);
    expect((await payDeposit(t, m, 5_000, undefined, '000000')).msg).toBe(payPasswordWrongLeft(4));
    expect((await payDeposit(t, m, 50)).msg).toBe(messages.membershipAmountRule);
    expect((await payDeposit(t, unset, 5_000)).msg).toBe(messages.payPasswordNotSet);
    expect([await storedDeposit(t, m.id), await storedDeposit(t, unset.id)]).toEqual(before);
  });

  it('moves once for a retried request; the same key with another amount is refused (409)', async () => {
    const m = await holder(t, { fen: 100_000 });
    const replies = await Promise.all(Array.from({ length: 10 }, () => payDeposit(t, m, 20_000, 'deposit-key')));
    expect(replies.map((r) => r.code)).toEqual(Array(10).fill(200));
    expect(await purse(t, m.id, 'deposit')).toBe(20_000);
    expect((await payDeposit(t, m, 30_000, 'deposit-key')).status).toBe(409);
    expect(await purse(t, m.id, 'deposit')).toBe(20_000);
  });

  it('takes a top-up straight into the deposit', async () => {
    const m = await holder(t);
    await paidTopUp(t, m, { purpose: 'deposit', amount: 50_000 });
    expect([await purse(t, m.id), await purse(t, m.id, 'deposit')]).toEqual([0, 50_000]);
    const list = (await call<Page<DepositPaymentView>>(t, 'GET', '/api/deposit/order/list', { token: m.token })).data;
    expect(list.list.map((p) => [p.amount, p.memo])).toEqual([[50_000, '缴纳押金（在线支付）']]);
  });
});

describe('asking for it back', () => {
  it('reserves the amount for the holding period, then the deadline job refunds it to the balance', async () => {
    const m = await holder(t, { fen: 100_000 });
    await payDeposit(t, m, 60_000);
    const reply = await withdrawDeposit(t, m, 40_000);
    expect(reply.code, reply.msg).toBe(200);
    expect(reply.msg).toBe(messages.surrenderRequested);
    expect(reply.data).toMatchObject({ amount: 40_000, stage: 'waiting', stageName: '等待退还', cancellable: true, removable: false });
    expect(await depositOf(t, m)).toMatchObject({ deposit: 60_000, reserved: 40_000, available: 20_000 });
    // More than what is not yet reserved is refused, with nothing written.
    const before = await storedDeposit(t, m.id);
    expect((await withdrawDeposit(t, m, 30_000)).msg).toBe(messages.depositInsufficient);
    expect(await storedDeposit(t, m.id)).toEqual(before);

    await later(6 * day, m);
    await runAllDue(t.db, t.clock.now);
    expect((await surrendersOf(t, m)).list[0]!.stage).toBe('waiting');
    await later(day + 1_000, m);
    await runAllDue(t.db, t.clock.now);
    const [done] = (await surrendersOf(t, m)).list;
    expect(done).toMatchObject({ stage: 'refunded', stageName: '已退还', cancellable: false, removable: true });
    expect([await purse(t, m.id), await purse(t, m.id, 'deposit')]).toEqual([80_000, 20_000]);
    expect(await depositOf(t, m)).toMatchObject({ deposit: 20_000, reserved: 0, available: 20_000 });
    const notices = await t.db.select().from(inbox).where(eq(inbox.userId, m.id));
    expect(notices.map((n) => n.title)).toContain('押金已退还');
    expect(await runDueSurrenders(t.db, t.clock.now)).toBe(0);
  });

  it('takes the holding period from the deposit setting', async () => {
    await t.db.insert(sysSettings).values({ key: 'deposit', value: { surrenderHoldDays: 3 } }).onConflictDoUpdate({ target: sysSettings.key, set: { value: { surrenderHoldDays: 3 } } });
    try {
      const m = await holder(t, { fen: 10_000 });
      await payDeposit(t, m, 10_000);
      const surrender = (await withdrawDeposit(t, m, 10_000)).data;
      const [row] = await t.db.select().from(depositSurrenders).where(eq(depositSurrenders.id, surrender.id));
      expect(row!.dueAt.getTime() - t.clock.now().getTime()).toBe(3 * day);
      expect((await depositOf(t, m)).holdDays).toBe(3);
    } finally {
      await t.db.update(sysSettings).set({ value: { surrenderHoldDays: 7 } }).where(eq(sysSettings.key, 'deposit'));
    }
  });

  it('lets the member cancel while waiting (the reservation ends), and remove a finished request from the list', async () => {
    const m = await holder(t, { fen: 50_000 });
    await payDeposit(t, m, 50_000);
    const { id } = (await withdrawDeposit(t, m, 50_000)).data;
    expect((await call(t, 'POST', `/api/deposit/surrender/del/${id}`, { token: m.token })).msg).toBe(messages.surrenderNotFinished);
    const cancelled = await call<SurrenderView>(t, 'POST', `/api/deposit/surrender/cancel/${id}`, { token: m.token });
    expect(cancelled.code, cancelled.msg).toBe(200);
    expect(cancelled.data).toMatchObject({ stage: 'cancelled', removable: true });
    expect(await depositOf(t, m)).toMatchObject({ deposit: 50_000, reserved: 0, available: 50_000 });
    // Cancelled is final: again is refused, and the job does not refund it.
    expect((await call(t, 'POST', `/api/deposit/surrender/cancel/${id}`, { token: m.token })).status).toBe(400);
    await later(8 * day, m);
    await runAllDue(t.db, t.clock.now);
    expect(await purse(t, m.id, 'deposit')).toBe(50_000);
    expect((await call(t, 'POST', `/api/deposit/surrender/del/${id}`, { token: m.token })).code).toBe(200);
    expect((await surrendersOf(t, m)).total).toBe(0);
    const [row] = await t.db.select().from(depositSurrenders).where(eq(depositSurrenders.id, id));
    expect(row).toMatchObject({ hidden: true, stage: 'cancelled' });
  });

  it('lets exactly one of 20 parallel requests for the whole deposit through', async () => {
    const m = await holder(t, { fen: 100_000 });
    await payDeposit(t, m, 100_000);
    const replies = await Promise.all(Array.from({ length: 20 }, () => withdrawDeposit(t, m, 100_000)));
    expect(replies.filter((r) => r.code === 200)).toHaveLength(1);
    expect(replies.filter((r) => r.code !== 200).map((r) => [r.status, r.msg])).toEqual(Array(19).fill([400, messages.depositInsufficient]));
    const rows = await t.db.select().from(depositSurrenders).where(eq(depositSurrenders.userId, m.id));
    expect(rows.map((r) => r.stage)).toEqual(['waiting']);
    expect(await depositStanding(t.db, m.id)).toEqual({ deposit: 100_000, reserved: 100_000, available: 0 });
  });

  it('answers a retried request with the surrender it made; the same key with another amount is refused', async () => {
    const m = await holder(t, { fen: 100_000 });
    await payDeposit(t, m, 100_000);
    const replies = await Promise.all(Array.from({ length: 5 }, () => withdrawDeposit(t, m, 60_000, 'surrender-key')));
    expect(replies.map((r) => r.code)).toEqual(Array(5).fill(200));
    expect(new Set(replies.map((r) => r.data.id)).size).toBe(1);
    expect((await withdrawDeposit(t, m, 10_000, 'surrender-key')).status).toBe(409);
    expect((await depositOf(t, m)).reserved).toBe(60_000);
  });

  it('refuses a wrong payment password before anything is written', async () => {
    const m = await holder(t, { fen: 10_000 });
    await payDeposit(t, m, 10_000);
    const before = await storedDeposit(t, m.id);
    expect((await withdrawDeposit(t, m, 10_000, undefined, '999999')).msg).toBe(payPasswordWrongLeft(4));
    expect(await storedDeposit(t, m.id)).toEqual(before);
  });
});

describe('whose it is, and staff', () => {
  it('answers another member’s surrender as one that does not exist', async () => {
    const [a, b] = [await holder(t, { fen: 10_000 }), await holder(t)];
    await payDeposit(t, a, 10_000);
    const { id } = (await withdrawDeposit(t, a, 10_000)).data;
    const before = await storedDeposit(t, a.id);
    for (const path of [`/api/deposit/surrender/cancel/${id}`, `/api/deposit/surrender/del/${id}`]) {
      const reply = await call(t, 'POST', path, { token: b.token });
      expect([reply.status, reply.msg]).toEqual([404, messages.surrenderNotFound]);
    }
    expect((await call(t, 'GET', `/api/deposit/surrender/events?id=${id}`, { token: b.token })).status).toBe(404);
    expect((await surrendersOf(t, b)).total).toBe(0);
    expect(await storedDeposit(t, a.id)).toEqual(before);
  });

  it('lets only staff refuse, only while an order of the member is open, with a reason the member is told', async () => {
    const staff = (await login(t, '平台客服')).token;
    const s = await trader(t, seller);
    const b = await trader(t, buyer);
    await payDeposit(t, b, 20_000, undefined, tradePayPassword);
    const { id } = (await withdrawDeposit(t, b, 20_000, undefined, tradePayPassword)).data;
    const refuse = (token: string, reason = '您有未完成的订单，押金暂不能退还') =>
      call<SurrenderView>(t, 'POST', `/api/operator/deposit/surrender/${id}/refuse`, { token, body: { reason } });

    const before = await storedDeposit(t, b.id);
    expect((await refuse(s.token)).status).toBe(403);
    // No open order: refused, nothing changed.
    expect((await refuse(staff)).msg).toBe(messages.surrenderRefuseNeedsOpenOrder);
    expect((await refuse(staff, '   ')).msg).toBe(messages.fillRefuseReason);
    expect(await storedDeposit(t, b.id)).toEqual(before);

    await newOrder(t, s, b, 5_000);
    const refused = await refuse(staff);
    expect(refused.code, refused.msg).toBe(200);
    expect(refused.data).toMatchObject({ stage: 'refused', refuseReason: '您有未完成的订单，押金暂不能退还', removable: true });
    expect(await depositOf(t, b)).toMatchObject({ deposit: 20_000, reserved: 0 });
    const notices = await t.db.select().from(inbox).where(eq(inbox.userId, b.id));
    expect(notices.find((n) => n.title === '押金退还申请被拒绝')?.content).toContain('您有未完成的订单');
    // Refused is final: the job does not refund it, nor can it be refused again.
    expect((await refuse(staff)).status).toBe(400);
    await later(8 * day, b);
    await runAllDue(t.db, t.clock.now);
    expect(await purse(t, b.id, 'deposit')).toBe(20_000);
  });

  it('does not let staff decide on their own surrender', async () => {
    const staff = await login(t, '平台客服');
    await call(t, 'POST', '/api/user/pwd/payment/modify', { token: staff.token, body: { oldPassword: 'demo1234', newPassword: '135790' } });
    await fund(t, staff.userinfo.id, 10_000);
    await payDeposit(t, staff, 10_000);
    const { id } = (await withdrawDeposit(t, staff, 10_000)).data;
    const reply = await call(t, 'POST', `/api/operator/deposit/surrender/${id}/refuse`, { token: staff.token, body: { reason: '自己的申请' } });
    expect(reply.status).toBe(404);
  });

  it('draws a surrender’s history for its member: every record a machine event, replayed to the stored state', async () => {
    const m = await holder(t, { fen: 10_000 });
    await payDeposit(t, m, 10_000);
    const { id } = (await withdrawDeposit(t, m, 10_000)).data;
    await call(t, 'POST', `/api/deposit/surrender/cancel/${id}`, { token: m.token });
    const audit = await call<{ replayMatches: boolean; stateValue: string; events: Array<{ step: number; event: string; role: string }> }>(
      t,
      'GET',
      `/api/deposit/surrender/events?id=${id}`,
      { token: m.token },
    );
    expect(audit.data.replayMatches).toBe(true);
    expect(audit.data.stateValue).toBe('cancelled');
    expect(audit.data.events.map((e) => [e.step, e.event, e.role])).toEqual([
      [1, 'surrender.request', 'member'],
      [2, 'surrender.cancel', 'member'],
    ]);
    const csv = await t.app.inject({ method: 'GET', url: `/api/deposit/surrender/events?id=${id}&format=csv`, headers: { token: m.token } });
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body).toContain('surrender.cancel');
  });
});
