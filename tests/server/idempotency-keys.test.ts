import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { idempotencyKeys } from '../../server/src/db/schema';
import { idempotencyKeyLifetimeMs } from '../../server/src/http/idempotency-claims';
import { runAllDue } from '../../server/src/jobs/due-jobs';
import { sha256 } from '../../server/src/domain/secrets';
import { messages } from '../../src/api/contracts/messages';
import { payPasswordWrongLeft } from './pay-password-messages';
import { act, closeChecked, newOrder, orderOf, payPassword, trader, tradingApp, type Trader } from './trade-helpers';
import type { TestApp } from './helpers';

/**
 * An idempotency key belongs to one request of one member (docs/adr/0033): the same key with another call, another
 * body or another member is refused 409 and says why; the same request again is answered as before.
 */
let t: TestApp;
let s: Trader;
let b: Trader;
beforeEach(async () => {
  ({ t, s, b } = await tradingApp());
});
afterEach(() => closeChecked(t));

const pay = (orderId: number, key: string, password = payPassword) => act(t, b, '/api/trade/online/buyer/pay', { orderId, payPassword: password }, key);
const ship = (orderId: number, key: string, who: Trader = s) =>
  act(t, who, '/api/trade/online/seller/ship', { orderId, expressCompany: '顺丰速运', trackingNo: 'SF123456789' }, key);

describe('an idempotency key belongs to one request', () => {
  it('a ship call carrying the key of the buyer’s pay on the same order is refused, and ships nothing', async () => {
    const orderId = await newOrder(t, s, b, 5_000);
    expect((await pay(orderId, 'pay-1')).code).toBe(200);
    expect(await ship(orderId, 'pay-1')).toMatchObject({ status: 409, msg: messages.idempotencyKeyOtherMember });
    // The buyer's own key on a call that is not the pay is another call.
    expect(await act(t, b, '/api/trade/online/buyer/receive', { orderId, payPassword }, 'pay-1')).toMatchObject({
      status: 409,
      msg: messages.idempotencyKeyOtherCall,
    });
    expect((await orderOf(t, s, orderId)).stateName).toBe('待发货');
    // The seller's own key ships it.
    expect((await ship(orderId, 'ship-1')).code).toBe(200);
    expect((await orderOf(t, s, orderId)).stateName).toBe('待收货');
  });

  it('the same key with the same request is answered again; with another body or object it is refused', async () => {
    const orderId = await newOrder(t, s, b, 5_000);
    const first = await pay(orderId, 'pay-2');
    expect(first.code).toBe(200);
    const again = await pay(orderId, 'pay-2');
    expect([again.code, again.data.stateValue]).toEqual([200, first.data.stateValue]);
    expect(await act(t, b, '/api/trade/online/buyer/pay', { orderId, payPassword, payWay: 'balance' }, 'pay-2')).toMatchObject({
      status: 409,
      msg: messages.idempotencyKeyOtherBody,
    });
    const other = await newOrder(t, s, b, 3_000);
    expect(await pay(other, 'pay-2')).toMatchObject({ status: 409, msg: messages.idempotencyKeyOtherCall });
    expect((await orderOf(t, b, other)).stateName).toBe('待付款');
  });

  it('the same key from another member is refused, whatever the call', async () => {
    const orderId = await newOrder(t, s, b, 5_000);
    expect((await pay(orderId, 'shared-key')).code).toBe(200);
    const stranger = await trader(t, '华夏邮社');
    const theirs = await newOrder(t, s, stranger, 2_000);
    expect(await act(t, stranger, '/api/trade/online/buyer/pay', { orderId: theirs, payPassword }, 'shared-key')).toMatchObject({
      status: 409,
      msg: messages.idempotencyKeyOtherMember,
    });
    expect((await orderOf(t, stranger, theirs)).stateName).toBe('待付款');
  });

  it('a refused request gives its key back: the corrected form is sent again under the same key', async () => {
    const orderId = await newOrder(t, s, b, 5_000);
    expect((await pay(orderId, 'pay-3', '000000')).msg).toBe(payPasswordWrongLeft(4));
    expect(await t.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, 'pay-3'))).toEqual([]);
    expect((await pay(orderId, 'pay-3')).code).toBe(200);
    const [claim] = await t.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, 'pay-3'));
    expect(claim).toMatchObject({ userId: b.id, call: 'POST /api/trade/online/buyer/pay', objectId: String(orderId) });
    // The stored hash is of what was asked, not of the payment password that proved it (a 6-digit space is searched
    // in a moment): it is the hash of the body without it.
    expect(claim!.bodyHash).toBe(sha256(JSON.stringify({ orderId }).replace(/\s/g, '')));
  });

  it('the due job forgets keys older than their lifetime', async () => {
    const orderId = await newOrder(t, s, b, 5_000);
    expect((await pay(orderId, 'pay-4')).code).toBe(200);
    t.clock.advance(idempotencyKeyLifetimeMs - 60_000);
    await runAllDue(t.db, t.clock.now);
    expect(await t.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, 'pay-4'))).toHaveLength(1);
    t.clock.advance(120_000);
    await runAllDue(t.db, t.clock.now);
    expect(await t.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, 'pay-4'))).toEqual([]);
  });
});
