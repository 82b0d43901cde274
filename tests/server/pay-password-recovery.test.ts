import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { messages as inbox } from '../../server/src/db/schema';
import { addMs, formatChinaTime, minutes } from '../../server/src/domain/clock';
import { fillMessage } from '../../server/src/http/api-error';
import { messages } from '../../src/api/contracts/messages';
import { buildTestApp, freshCode, post, sendCode, type TestApp } from './helpers';
import { payPasswordLockedPattern, payPasswordWrongLeft } from './pay-password-messages';
import { act, newOrder, payPassword, trader, type Trader } from './trade-helpers';

/**
 * 找回支付密码 (docs/adr/0034): a member who forgot the payment password proves who they are by an SMS code to the bound
 * phone plus the login password, or by the last six characters of the ID number staff approved; the new password is
 * set and the lock lifted. Every wrong payment password says how many tries are left, and the lock says when it ends.
 * Wrong proofs of the recovery count against a limit of their own.
 */
let t: TestApp;
/** 邮友小王: phone 13800000002, personal authentication approved with ID number 310104199005121237 (seed-authentication.ts). */
let wang: Trader;
const phone = '13800000002';
const newPassword = '135790';
beforeEach(async () => {
  t = await buildTestApp();
  wang = await trader(t, '邮友小王');
});
afterEach(() => t.close());

const modify = (oldPassword: string, who: Trader = wang) =>
  post(t, '/api/user/pwd/payment/modify', { oldPassword, newPassword: '975310' }, { token: who.token });
const bySms = (body: Record<string, unknown>, who: Trader = wang) => post(t, '/api/user/pwd/payment/recover/sms', body, { token: who.token });
const byId = (body: Record<string, unknown>, who: Trader = wang) => post(t, '/api/user/pwd/payment/recover/idNumber', body, { token: who.token });
const code = () => freshCode(t, phone, 'payPassword', { token: wang.token });
const until = (fromNow: number) => formatChinaTime(addMs(t.clock.now(), fromNow)).slice(0, 16);

/** Five wrong payment passwords: four say how many are left, the fifth locks it for 3 hours and says until when. */
async function lockPayPassword(who: Trader = wang) {
  for (let left = 4; left >= 1; left--)
    expect(await modify('000000', who)).toMatchObject({ status: 400, msg: payPasswordWrongLeft(left), data: { triesLeft: left } });
  const lockedUntil = until(minutes(180));
  expect(await modify('000000', who)).toMatchObject({ status: 400, msg: fillMessage('payPasswordLocked', { until: lockedUntil }) });
  expect(await modify(payPassword, who)).toMatchObject({ status: 429, msg: fillMessage('payPasswordLocked', { until: lockedUntil }) });
}

describe('every wrong payment password says how many tries are left', () => {
  it('counts down on every call that asks for it, and the lock names when it ends and points to 找回支付密码', async () => {
    const s = await trader(t, '金陵藏家');
    const orderId = await newOrder(t, s, wang, 5_000);
    const pay = (password: string) => act(t, wang, '/api/trade/online/buyer/pay', { orderId, payPassword: password });
    expect((await pay('111111')).msg).toBe('支付密码错误，还可尝试 4 次');
    expect((await modify('222222')).msg).toBe('支付密码错误，还可尝试 3 次');
    t.clock.advance(minutes(30));
    expect((await pay('333333')).msg).toBe(payPasswordWrongLeft(2));
    expect((await pay('444444')).msg).toBe(payPasswordWrongLeft(1));
    // The window started at the first wrong try; the fifth starts a whole 3 hours of lock from itself.
    const locked = await pay('555555');
    expect(locked.msg).toBe(`支付密码错误次数过多，已锁定至 ${until(minutes(180))}，可通过「找回支付密码」立即解锁`);
    expect((await pay(payPassword)).status).toBe(429);
  });
});

describe('找回支付密码 by an SMS code to the bound phone and the login password', () => {
  it('sends the code to the member’s own bound phone only', async () => {
    t.clock.advance(61_000);
    expect(await sendCode(t, '13900000999', 'payPassword', { token: wang.token })).toMatchObject({ status: 400, msg: messages.notYourPhone });
    expect(await sendCode(t, phone, 'payPassword')).toMatchObject({ status: 401 });
  });

  it('refuses wrong proofs with the tries left, then sets the new password and lifts the lock', async () => {
    await lockPayPassword();
    const sent = await code();
    expect(await bySms({ code: sent, loginPassword: 'wrong1234', newPassword })).toMatchObject({
      status: 400,
      msg: fillMessage('payPasswordRecoveryLoginWrong', { left: 4 }),
    });
    const wrongCode = sent === '000000' ? '111111' : '000000';
    expect(await bySms({ code: wrongCode, loginPassword: 'demo1234', newPassword })).toMatchObject({
      status: 400,
      msg: fillMessage('payPasswordRecoveryCodeWrong', { left: 3 }),
    });
    // Still locked: wrong proofs lift nothing.
    expect((await modify(payPassword)).status).toBe(429);

    expect(await bySms({ code: sent, loginPassword: 'demo1234', newPassword })).toMatchObject({ status: 200, msg: messages.payPasswordRecovered });
    // The lock is gone and the new password is the one: the old one is wrong (and counted from zero again).
    expect((await modify(payPassword)).msg).toBe(payPasswordWrongLeft(4));
    expect((await post(t, '/api/user/pwd/payment/modify', { oldPassword: newPassword, newPassword: payPassword }, { token: wang.token })).code).toBe(200);
    // The member is told in the message centre.
    const told = await t.db
      .select()
      .from(inbox)
      .where(and(eq(inbox.userId, wang.id), eq(inbox.title, '支付密码已重置')));
    expect(told).toHaveLength(1);
    // The code is used up.
    expect((await bySms({ code: sent, loginPassword: 'demo1234', newPassword })).msg).toBe(messages.codeUsed);
  });

  it('a code sent for another purpose does not recover it', async () => {
    const forget = await freshCode(t, phone, 'forget');
    expect((await bySms({ code: forget, loginPassword: 'demo1234', newPassword })).msg).toBe(fillMessage('payPasswordRecoveryCodeWrong', { left: 4 }));
  });

  it('refuses bad input with the contract’s messages, and a visitor', async () => {
    expect((await bySms({ code: '12', loginPassword: 'demo1234', newPassword })).msg).toBe(messages.codeWrong);
    expect((await bySms({ code: '123456', loginPassword: '', newPassword })).msg).toBe(messages.enterPassword);
    expect((await bySms({ code: '123456', loginPassword: 'demo1234', newPassword: '12ab56' })).msg).toBe(messages.payPasswordRule);
    expect((await post(t, '/api/user/pwd/payment/recover/sms', { code: '123456', loginPassword: 'demo1234', newPassword })).status).toBe(401);
  });
});

describe('找回支付密码 by the last six characters of the authenticated ID number', () => {
  it('refuses wrong digits with the tries left, then sets the new password and lifts the lock', async () => {
    await lockPayPassword();
    expect(await byId({ idTail: '000000', newPassword })).toMatchObject({ status: 400, msg: fillMessage('payPasswordRecoveryIdWrong', { left: 4 }) });
    expect(await byId({ idTail: '121237', newPassword })).toMatchObject({ status: 200, msg: messages.payPasswordRecovered });
    expect((await post(t, '/api/user/pwd/payment/modify', { oldPassword: newPassword, newPassword: payPassword }, { token: wang.token })).code).toBe(200);
  });

  it('is refused to a member without approved papers, and checks the digits’ form', async () => {
    const zhou = await trader(t, '老周邮票');
    expect(await byId({ idTail: '121237', newPassword }, zhou)).toMatchObject({ status: 400, msg: messages.payPasswordRecoveryNoId });
    expect((await byId({ idTail: '', newPassword })).msg).toBe(messages.fillIdTail);
    expect((await byId({ idTail: '12345Y', newPassword })).msg).toBe(messages.idTailRule);
  });
});

describe('the recovery has a limit of its own', () => {
  it('five wrong proofs of either way lock the recovery for a day; it does not lift the payment lock meanwhile', async () => {
    await lockPayPassword();
    for (let left = 4; left >= 2; left--) expect((await byId({ idTail: '000000', newPassword })).msg).toBe(fillMessage('payPasswordRecoveryIdWrong', { left }));
    expect((await bySms({ code: await code(), loginPassword: 'wrong1234', newPassword })).msg).toBe(fillMessage('payPasswordRecoveryLoginWrong', { left: 1 }));
    const lockedUntil = until(minutes(24 * 60));
    expect(await byId({ idTail: '999999', newPassword })).toMatchObject({ status: 400, msg: fillMessage('payPasswordRecoveryLocked', { until: lockedUntil }) });
    // The right proofs are refused too until the day is over.
    expect(await byId({ idTail: '121237', newPassword })).toMatchObject({ status: 429, msg: fillMessage('payPasswordRecoveryLocked', { until: lockedUntil }) });
    expect((await modify(payPassword)).msg).toMatch(payPasswordLockedPattern);
    t.clock.advance(minutes(24 * 60) + 1_000);
    expect((await byId({ idTail: '121237', newPassword })).code).toBe(200);
  });

  it('a right login password does not wipe the wrong codes before it', async () => {
    for (let i = 0; i < 3; i++) await bySms({ code: '000001', loginPassword: 'demo1234', newPassword });
    expect((await bySms({ code: '000001', loginPassword: 'demo1234', newPassword })).msg).toBe(fillMessage('payPasswordRecoveryCodeWrong', { left: 1 }));
  });
});
