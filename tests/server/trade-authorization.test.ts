import { asc, count, eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { accounts, invoiceRequests, journalEntries, listingProps, listings, messages as inbox, orderEvents, orders } from '../../server/src/db/schema';
import { memberOrderPaths } from './trade-helpers';
import { messages } from '../../src/api/contracts/messages';
import { buildTestApp, call, type TestApp } from './helpers';
import { buyer, expectLedgerInvariants, payPassword, productId, publish, seller, step, stranger, take, trader, type Trader } from './trade-helpers';

/**
 * Every order and listing call checks who may act on which object: a member who is not a party to the order (or not
 * the publisher of the offer) is refused, and nothing at all changes; a visitor must log in. The refusal is the very
 * answer an id that does not exist gets, so a stranger cannot tell which ids are real.
 */
let t: TestApp;
let s: Trader;
let b: Trader;
let other: Trader;
let listingId: number;
let orderId: number;
/** An id no order or offer has: the stranger's refusal must read exactly like its answer. */
const missingId = 999_999;
beforeEach(async () => {
  t = await buildTestApp();
  [s, b, other] = await Promise.all([trader(t, seller), trader(t, buyer), trader(t, stranger)]);
  // A completed online order taken from an offer that still has stock and a running 置顶: every call has something to act on.
  listingId = await publish(t, s, { publishType: 1, price: 8_000, quantity: 2 });
  orderId = (await take(t, b, listingId, 1)).data.tradeBaskets[0]!.orderId;
  await step(t, b, '/api/trade/online/buyer/pay', { orderId, payPassword });
  await step(t, s, '/api/trade/online/seller/ship', { orderId, expressCompany: '顺丰速运', trackingNo: 'SF123456789' });
  await step(t, b, '/api/trade/online/buyer/receive', { orderId, payPassword });
  const top = await call(t, 'POST', '/api/user/trade/propAdd', { tradeId: listingId, propCode: 'top' }, { token: s.token });
  expect(top.code, top.msg).toBe(200);
});
afterEach(async () => {
  await t.close();
});

/** Everything a refused call could have touched. */
async function everything() {
  return {
    order: await t.db.select().from(orders).where(eq(orders.id, orderId)),
    events: await t.db.select({ n: count() }).from(orderEvents),
    listing: await t.db.select().from(listings).where(eq(listings.id, listingId)),
    props: await t.db.select().from(listingProps).orderBy(asc(listingProps.id)),
    invoices: await t.db.select().from(invoiceRequests),
    balances: await t.db.select({ id: accounts.id, balance: accounts.balance }).from(accounts).orderBy(asc(accounts.id)),
    journal: await t.db.select({ n: count() }).from(journalEntries),
    inbox: await t.db.select({ n: count() }).from(inbox),
  };
}

type Call = [method: 'GET' | 'POST', url: string, body?: Record<string, unknown>];

/**
 * The calls on one order that are not lifecycle events, with a body every one of them accepts as well-formed. The
 * lifecycle calls are refused to a stranger at every state of every machine in refused-events.test.ts.
 */
function orderCalls(orderId: number): Call[] {
  const body = {
    orderId,
    payPassword,
    reason: '我想取消',
    amount: 100,
    withReturn: false,
    expressCompany: '顺丰速运',
    trackingNo: 'SF123456789',
    score: 1,
    comment: '',
    operateType: 2,
    title: '华夏邮社有限公司',
    email: 'fp@example.com',
  };
  return [
    ['GET', `/api/user/order/info?orderId=${orderId}`],
    ['GET', `/api/user/order/deliveryInfo?orderId=${orderId}`],
    ['GET', `/api/trade/refunds/deliveryInfo?orderId=${orderId}`],
    ['POST', '/api/creditLine/remind', body],
  ];
}

/** The lifecycle calls, for the visitor: a body each accepts as well-formed. */
const lifecycleCallsOn = (orderId: number): Call[] => [
  ...memberOrderPaths.map((path): Call => ['POST', path, { orderId, payPassword, reason: '我想取消', amount: 100, withReturn: false, expressCompany: '顺丰速运', trackingNo: 'SF123456789', score: 1, comment: '' }]),
  ['POST', '/api/operator/trade/decide', { orderId, decision: 'dispute.refundBuyer' }],
];

async function listingCalls(listingId: number): Promise<Call[]> {
  const edit = { id: listingId, publishType: 1, productId: await productId(t), price: 1, quantity: 9, tradeWays: ['online'], deliveryMethods: ['express'] };
  return [
    ['GET', `/api/user/trade/edit/detail/${listingId}`],
    ['POST', '/api/user/trade/edit', edit],
    ['POST', `/api/user/trade/del/${listingId}`, {}],
    ['GET', `/api/user/trade/propUse/${listingId}`],
    ['POST', '/api/user/trade/propAdd', { tradeId: listingId, propCode: 'refresh' }],
    ['POST', '/api/user/trade/order/list', { tradeId: listingId }],
  ];
}

describe('a member who is not a party', () => {
  it('is refused every other order call with 404 as if the order did not exist, and nothing changes', async () => {
    const before = await everything();
    const missing = orderCalls(missingId);
    for (const [i, [method, url, body]] of orderCalls(orderId).entries()) {
      const reply = await call(t, method, url, body, { token: other.token });
      expect([reply.status, reply.msg], url).toEqual([404, messages.notOrderParty]);
      const [, missingUrl, missingBody] = missing[i]!;
      const absent = await call(t, method, missingUrl, missingBody, { token: other.token });
      expect([absent.status, absent.msg, absent.data], missingUrl).toEqual([reply.status, reply.msg, reply.data]);
    }
    expect(await everything()).toEqual(before);
    await expectLedgerInvariants(t);
  });

  it('is refused every call on another’s offer with 404 as if the offer did not exist, and nothing changes', async () => {
    const before = await everything();
    const missing = await listingCalls(missingId);
    for (const [i, [method, url, body]] of (await listingCalls(listingId)).entries()) {
      const reply = await call(t, method, url, body, { token: other.token });
      expect([reply.status, reply.msg], url).toEqual([404, messages.listingNotYours]);
      const [, missingUrl, missingBody] = missing[i]!;
      const absent = await call(t, method, missingUrl, missingBody, { token: other.token });
      expect([absent.status, absent.msg, absent.data], missingUrl).toEqual([reply.status, reply.msg, reply.data]);
    }
    expect(await everything()).toEqual(before);
    await expectLedgerInvariants(t);
  });

  it('gets from every lifecycle call the answer a missing order gets, and nothing changes', async () => {
    const before = await everything();
    const missing = lifecycleCallsOn(missingId);
    for (const [i, [method, url, body]] of lifecycleCallsOn(orderId).entries()) {
      const reply = await call(t, method, url, body, { token: other.token });
      // A staff call is refused for not being staff (403) before any order is looked at; the rest as if missing.
      expect([reply.status, reply.msg], url).toEqual(url.startsWith('/api/operator/') ? [403, messages.forbidden] : [404, messages.notOrderParty]);
      const absent = await call(t, method, missing[i]![1], missing[i]![2], { token: other.token });
      expect([absent.status, absent.msg, absent.data], url).toEqual([reply.status, reply.msg, reply.data]);
    }
    expect(await everything()).toEqual(before);
  });

  it('cannot delete a row of another member’s scan basket: refused like a missing row, and the row stays', async () => {
    const added = await call<{ id: number }[]>(t, 'POST', '/api/basket/add', { tradeId: listingId, quantity: 1 }, { token: b.token });
    const rowId = added.data[0]!.id;
    const reply = await call(t, 'POST', `/api/basket/del/${rowId}`, {}, { token: other.token });
    expect([reply.status, reply.msg]).toEqual([404, messages.basketItemNotFound]);
    const absent = await call(t, 'POST', `/api/basket/del/${missingId}`, {}, { token: other.token });
    expect([absent.status, absent.msg, absent.data]).toEqual([reply.status, reply.msg, reply.data]);
    expect((await call<unknown[]>(t, 'GET', '/api/basket/list', undefined, { token: b.token })).data).toHaveLength(1);
    const own = await call<unknown[]>(t, 'POST', `/api/basket/del/${rowId}`, {}, { token: b.token });
    expect([own.status, own.msg, own.data]).toEqual([200, messages.selectedDeleted, []]);
  });

  it('the parties themselves may read what the stranger may not', async () => {
    for (const who of [s, b]) {
      expect((await call(t, 'GET', `/api/user/order/info?orderId=${orderId}`, undefined, { token: who.token })).status).toBe(200);
    }
    expect((await call(t, 'GET', `/api/user/trade/propUse/${listingId}`, undefined, { token: s.token })).status).toBe(200);
    expect((await call(t, 'POST', '/api/user/trade/order/list', { tradeId: listingId }, { token: s.token })).status).toBe(200);
    await expectLedgerInvariants(t);
  });
});

describe('a visitor', () => {
  it('gets 401 from every call that needs a login, and nothing changes', async () => {
    const before = await everything();
    const loginOnly: Call[] = [
      ...orderCalls(orderId),
      ...lifecycleCallsOn(orderId),
      ...(await listingCalls(listingId)),
      ['POST', '/api/order/list', {}],
      ['POST', '/api/user/trade/list/all', {}],
      ['POST', '/api/user/trade/statistics/info', {}],
      ['POST', '/api/user/trade/order/statistics/info', {}],
      ['GET', '/api/user/props/list'],
      ['GET', '/api/trade/marketing/my/page'],
    ];
    for (const [method, url, body] of loginOnly) {
      const reply = await call(t, method, url, body);
      expect([reply.status, reply.msg], url).toEqual([401, messages.notLoggedIn]);
    }
    expect(await everything()).toEqual(before);
    await expectLedgerInvariants(t);
  });

  it('reads the public market calls without logging in', async () => {
    const publicCalls: Call[] = [
      ['POST', '/api/trade/whole/list', {}],
      ['POST', '/guarantee/issue/page2', {}],
      ['POST', '/api/order/whole/list', {}],
      ['GET', `/api/user/order/trade/info/${listingId}`],
      ['GET', '/api/trade/blockTrades/page'],
      ['GET', `/api/anon/trade/homepage/${s.id}`],
      ['GET', `/api/anon/trade/priceCircle/${await productId(t)}`],
    ];
    for (const [method, url, body] of publicCalls) expect((await call(t, method, url, body)).status, url).toBe(200);
    await expectLedgerInvariants(t);
  });
});
