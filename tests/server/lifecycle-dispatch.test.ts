import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { lifecycleCalls, lifecyclePaths } from '../../src/api/contracts/lifecycle-calls';
import { messages } from '../../src/api/contracts/messages';
import type { TestApp } from './helpers';
import { balanceOf, closeChecked, newOrder, operator, payPassword, step, trader, tradingApp, type Trader } from './trade-helpers';

/**
 * The one dispatch (server/src/routes/lifecycle.ts): every call of the call table is a route through it, for every
 * lifecycle machine the table names; staff's calls are refused to members before any object is looked at; and the
 * answer's type header says whether the caller's own purses moved, read from what the ledger posted.
 */
let t: TestApp;
let s: Trader;
let b: Trader;
beforeEach(async () => ({ t, s, b } = await tradingApp()));
afterEach(() => closeChecked(t));

const post = (who: Trader, path: string, body: Record<string, unknown>, key = `dispatch-${Math.random()}`) =>
  t.app.inject({ method: 'POST', url: path.replace(':id', String(body.id ?? 0)), payload: body, headers: { token: who.token, 'idempotency-key': key } });
/** A call's status and type header. */
const sent = async (who: Trader, path: string, body: Record<string, unknown>, key?: string) => {
  const reply = await post(who, path, body, key);
  return { status: reply.statusCode, type: reply.headers.type };
};

describe('the call table through the one dispatch', () => {
  it('names every lifecycle whose events members or staff send', () => {
    expect(new Set(lifecycleCalls.map((c) => c.machine))).toEqual(new Set(['order', 'offlineTrade', 'agentApplication', 'cashOut', 'authentication', 'depositSurrender', 'accountOpening', 'watchTask', 'matchOrder', 'invoiceRequest', 'blockTrade', 'bondOrder', 'agentDelivery']));
  });

  it('registers every path once: a body its schema refuses is the schema’s answer, not a missing route (can fail)', async () => {
    for (const path of lifecyclePaths) {
      const reply = await post(b, path, { id: 'x', orderId: 'x', ids: 'x' });
      expect([reply.statusCode, path], path).not.toEqual([404, path]);
      expect((reply.json() as { msg: string }).msg, path).not.toBe('');
    }
  });

  it('refuses staff’s calls to a member with 403 before the object is looked at, whether it exists or not', async () => {
    const staffCalls = lifecycleCalls.filter((c) => (c.roles as readonly string[]).includes('operator'));
    expect(staffCalls.map((c) => c.machine)).toEqual(expect.arrayContaining(['order', 'offlineTrade', 'cashOut', 'authentication', 'depositSurrender']));
    for (const call of staffCalls) {
      for (const id of [1, 999_999]) {
        const body = { id, orderId: id, reason: '资料不全', decision: 'when' in call && 'decision' in call.when ? call.when.decision : undefined };
        const reply = await post(b, call.path, body);
        expect([reply.statusCode, (reply.json() as { msg: string }).msg], `${call.path} ${id}`).toEqual([403, messages.forbidden]);
      }
    }
  });
});

describe('the answer says which of the caller’s purses moved (the type header), from the ledger', () => {
  it('paying moves the buyer’s balance; receiving moves only escrow and the seller’s, so the buyer is told nothing (can fail)', async () => {
    const orderId = await newOrder(t, s, b, 12_000);
    expect(await sent(b, '/api/trade/online/buyer/pay', { orderId, payPassword })).toEqual({ status: 200, type: 'cny' });
    await step(t, s, '/api/trade/online/seller/ship', { orderId, expressCompany: '顺丰速运', trackingNo: 'SF1234567890' });
    expect(await sent(b, '/api/trade/online/buyer/receive', { orderId, payPassword })).toEqual({ status: 200, type: undefined });
  });

  it('a retried payment (the same key) is answered and moves nothing again', async () => {
    const orderId = await newOrder(t, s, b, 12_000);
    expect(await sent(b, '/api/trade/online/buyer/pay', { orderId, payPassword }, 'pay-once')).toEqual({ status: 200, type: 'cny' });
    const paidOnce = await balanceOf(t, b.id);
    expect((await sent(b, '/api/trade/online/buyer/pay', { orderId, payPassword }, 'pay-once')).status).toBe(200);
    expect(await balanceOf(t, b.id)).toBe(paidOnce);
  });

  it('staff’s decision on an order moves the members’ money, not staff’s: no header for staff', async () => {
    const staff = await trader(t, operator);
    const orderId = await newOrder(t, s, b, 12_000);
    await step(t, b, '/api/trade/online/buyer/pay', { orderId, payPassword });
    await step(t, s, '/api/trade/online/seller/ship', { orderId, expressCompany: '顺丰速运', trackingNo: 'SF1234567890' });
    await step(t, b, '/api/trade/refunds/buyer/apply', { orderId, reason: '品相与描述不符', amount: 12_000, withReturn: true });
    await step(t, s, '/api/trade/refunds/seller/confirm', { orderId });
    await step(t, b, '/api/trade/refunds/buyer/ship', { orderId, expressCompany: '顺丰速运', trackingNo: 'SF9876543210' });
    await step(t, s, '/api/trade/refunds/seller/refuseRefund', { orderId });
    expect(await sent(staff, '/api/operator/trade/decide', { orderId, decision: 'dispute.refundBuyer' })).toEqual({ status: 200, type: undefined });
  });
});

describe('the dispatch itself', () => {
  it('has no branch per machine or per event: what differs is declared in the call table and the machine routes', () => {
    const source = readFileSync(fileURLToPath(new URL('../../server/src/routes/lifecycle.ts', import.meta.url)), 'utf8');
    expect(source).not.toMatch(/call\.(machine|event)\s*===/);
    expect(source).not.toMatch(/if \(call\.(machine|event)/);
  });
});
