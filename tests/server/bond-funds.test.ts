import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { BondAccount, BondRecord } from '../../src/api/contracts/membership';
import { messages } from '../../src/api/contracts/messages';
import type { Page } from '../../src/api/contracts/trade';
import { buildTestApp, type TestApp } from './helpers';
import { call, holder, payPassword, purse } from './membership-helpers';
import { expectLedgerInvariants } from './trade-helpers';
import { payPasswordWrongLeft } from './pay-password-messages';

/**
 * The bond funds (保证金账户, docs/adr/0026): the margin account the bond trading issue will use. Money moves between
 * the balance and it with the payment password, once per request, never below zero; its postings are the member's
 * own record. The ledger's invariants hold after each.
 */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterEach(() => expectLedgerInvariants(t));
afterAll(() => t.close());

const move = (who: { token: string }, direction: 'recharge' | 'withdraw', amount: number, options: { key?: string; password?: string } = {}) =>
  call<BondAccount>(t, 'POST', `/api/bond/${direction}`, { token: who.token, body: { amount, payPassword: options.password ?? payPassword }, key: options.key });
const recordsOf = async (who: { token: string }, query = '') => (await call<Page<BondRecord>>(t, 'GET', `/api/bond/pay/record${query}`, { token: who.token })).data;

describe('the bond funds', () => {
  it('takes money in from the balance and gives it back, each move recorded, the wallet refreshed', async () => {
    const m = await holder(t, { fen: 100_000 });
    expect((await call<BondAccount>(t, 'GET', '/api/bond/account', { token: m.token })).data).toEqual({ bond: 0, balance: 100_000, payPasswordSet: true });
    const recharged = await move(m, 'recharge', 80_000);
    expect(recharged.code, recharged.msg).toBe(200);
    expect(recharged.msg).toBe(messages.bondRecharged);
    expect(recharged.headers.type).toBe('cny');
    expect(recharged.data).toMatchObject({ bond: 80_000, balance: 20_000 });
    const withdrawn = await move(m, 'withdraw', 30_000);
    expect(withdrawn.msg).toBe(messages.bondWithdrawn);
    expect([await purse(t, m.id), await purse(t, m.id, 'bond')]).toEqual([50_000, 50_000]);
    const records = await recordsOf(m);
    expect(records.total).toBe(2);
    expect(records.list.map((r) => [r.change, r.memo])).toEqual([
      [-30_000, '保证金账户提现（转回余额）'],
      [80_000, '保证金账户充值（从余额转入）'],
    ]);
    expect((await recordsOf(m, '?pageNo=2&pageSize=10')).list).toEqual([]);
  });

  it('refuses more than there is, either way, and a wrong payment password: nothing moves', async () => {
    const m = await holder(t, { fen: 10_000 });
    expect((await move(m, 'recharge', 20_000)).msg).toBe(messages.insufficientBalance);
    expect((await move(m, 'withdraw', 100)).msg).toBe(messages.bondInsufficient);
    expect((await move(m, 'recharge', 5_000, { password: '111111' })).msg).toBe(payPasswordWrongLeft(4));
    expect((await move(m, 'recharge', 99)).msg).toBe(messages.membershipAmountRule);
    expect([await purse(t, m.id), await purse(t, m.id, 'bond')]).toEqual([10_000, 0]);
    expect((await recordsOf(m)).total).toBe(0);
  });

  it('moves once for a retried request, and never below zero under parallel withdrawals', async () => {
    const m = await holder(t, { fen: 50_000 });
    const retried = await Promise.all(Array.from({ length: 8 }, () => move(m, 'recharge', 50_000, { key: 'bond-key' })));
    expect(retried.map((r) => r.code)).toEqual(Array(8).fill(200));
    expect(await purse(t, m.id, 'bond')).toBe(50_000);
    expect((await move(m, 'recharge', 10_000, { key: 'bond-key' })).status).toBe(409);
    const withdrawals = await Promise.all(Array.from({ length: 20 }, () => move(m, 'withdraw', 10_000)));
    expect(withdrawals.filter((r) => r.code === 200)).toHaveLength(5);
    expect(withdrawals.filter((r) => r.code !== 200).every((r) => r.msg === messages.bondInsufficient)).toBe(true);
    expect([await purse(t, m.id), await purse(t, m.id, 'bond')]).toEqual([50_000, 0]);
  });

  it('is each member’s own: another member’s funds are never read or moved', async () => {
    const [a, b] = [await holder(t, { fen: 30_000 }), await holder(t)];
    await move(a, 'recharge', 30_000);
    expect((await call<BondAccount>(t, 'GET', '/api/bond/account', { token: b.token })).data.bond).toBe(0);
    expect((await recordsOf(b)).total).toBe(0);
    expect((await move(b, 'withdraw', 10_000)).msg).toBe(messages.bondInsufficient);
    expect(await purse(t, a.id, 'bond')).toBe(30_000);
    expect((await call(t, 'GET', '/api/bond/account')).status).toBe(401);
  });
});
