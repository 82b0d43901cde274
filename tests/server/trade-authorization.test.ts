import { asc, count, eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { accounts, invoiceRequests, journalEntries, listingProps, listings, messages as inbox, orderEvents, orders } from '../../server/src/db/schema';
import { memberOrderPaths } from './trade-helpers';
import { messages } from '../../src/api/contracts/messages';
import { buildTestApp, call, type TestApp } from './helpers';
import { buyer, expectLedgerInvariants, payPassword, productId, publish, seller, step, stranger, take, trader, type Trader } from './trade-helpers';

/**
 * Every order and listing call checks who may act on which object: a member who is not a party to the order (or not
 * the publisher of the offer) is refused, and nothing at all changes; a visitor must log in.
 */
let t: TestApp;
let s: Trader;
let b: Trader;
let other: Trader;
let listingId: number;
let orderId: number;
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
function orderCalls(): Call[] {
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
    ['POST', '/api/trade/buyer/invoiceApply', body],
  ];
}

/** The lifecycle calls, for the visitor: a body each accepts as well-formed. */
const lifecycleCallsOn = (orderId: number): Call[] => [
  ...memberOrderPaths.map((path): Call => ['POST', path, { orderId, payPassword, reason: '我想取消', amount: 100, withReturn: false, expressCompany: '顺丰速运', trackingNo: 'SF123456789', score: 1, comment: '' }]),
  ['POST', '/api/operator/trade/decide', { orderId, decision: 'dispute.refundBuyer' }],
];

async function listingCalls(): Promise<Call[]> {
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
  it('is refused every other order call with 403 不是交易方, and nothing changes', async () => {
    const before = await everything();
    for (const [method, url, body] of orderCalls()) {
      const reply = await call(t, method, url, body, { token: other.token });
      expect([reply.status, reply.msg], url).toEqual([403, messages.notOrderParty]);
    }
    expect(await everything()).toEqual(before);
    await expectLedgerInvariants(t);
  });

  it('is refused every call on another’s offer with 403, and nothing changes', async () => {
    const before = await everything();
    for (const [method, url, body] of await listingCalls()) {
      const reply = await call(t, method, url, body, { token: other.token });
      expect([reply.status, reply.msg], url).toEqual([403, messages.forbidden]);
    }
    expect(await everything()).toEqual(before);
    await expectLedgerInvariants(t);
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
      ...orderCalls(),
      ...lifecycleCallsOn(orderId),
      ...(await listingCalls()),
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
