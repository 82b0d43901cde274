import { and, eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { messages as inbox } from '../../server/src/db/schema';
import type { CreditLine, CreditUsage } from '../../src/api/contracts/trade';
import { get, post, type TestApp } from './helpers';
import { closeChecked, newOrder, publish, stranger, trader, type Trader, tradingApp } from './trade-helpers';

/** My credit lines (/person/credit, issue 25): each member reads and reminds about their own lines only. */
let t: TestApp;
let s: Trader;
let b: Trader;
beforeEach(async () => ({ t, s, b } = await tradingApp()));
afterEach(() => closeChecked(t));

const info = async (who: Trader) => (await get<CreditLine>(t, '/api/creditLine/info', { token: who.token })).data;
const holders = async (who: Trader, operateType: 0 | 1 | 2) => (await get<CreditUsage[]>(t, `/api/creditLine/useList?operateType=${operateType}`, { token: who.token })).data;

describe('my credit lines (GET /api/creditLine/info, /useList, /trade/useList)', () => {
  it('what holds each line is the member’s own open offers and offline orders, exact to the fen, and the remains agree', async () => {
    const before = await info(s);
    const sell = await publish(t, s, { publishType: 1, price: 12_345, quantity: 3 });
    const offline = await newOrder(t, s, b, 9_999, 'offline');
    const mine = await info(s);
    // 12,345 fen × 3 on the sell line; the offline order's 99.99 yuan on the trade line, for both its sides.
    expect(mine.sellCreditLineRemain).toBe(before.sellCreditLineRemain - 37_035);
    expect(mine.orderCreditLineRemain).toBe(before.orderCreditLineRemain - 9_999);
    expect((await holders(s, 1)).find((u) => u.tradeId === sell)).toMatchObject({ orderId: null, amount: 37_035, stateName: expect.any(String) });
    const trade = (await get<CreditUsage[]>(t, '/api/creditLine/trade/useList', { token: s.token })).data;
    expect(trade.map((u) => [u.orderId, u.amount])).toEqual([[offline, 9_999]]);
    expect((await holders(s, 2)).map((u) => u.orderId)).toEqual([offline]);
    // Another member sees none of it.
    const other = await trader(t, stranger);
    for (const type of [0, 1, 2] as const) expect((await holders(other, type)).map((u) => u.tradeId)).not.toContain(sell);
    expect((await get<CreditUsage[]>(t, '/api/creditLine/trade/useList', { token: other.token })).data).toEqual([]);
    // Logged out: nothing.
    for (const url of ['/api/creditLine/info', '/api/creditLine/useList?operateType=0', '/api/creditLine/trade/useList']) expect((await get(t, url)).status, url).toBe(401);
  });

  it('reminds the other side of my order, and refuses an order that is not mine as if it did not exist', async () => {
    const offline = await newOrder(t, s, b, 5_000, 'offline');
    const reminded = await post(t, '/api/creditLine/remind', { operateType: 2, orderId: offline }, { token: s.token });
    expect(reminded.code, reminded.msg).toBe(200);
    const told = await t.db.select().from(inbox).where(and(eq(inbox.userId, b.id), eq(inbox.title, '额度占用提醒')));
    expect(told).toHaveLength(1);
    expect(told[0]!.content).toContain(`订单${offline}`);

    const other = await trader(t, stranger);
    const refused = await post(t, '/api/creditLine/remind', { operateType: 2, orderId: offline }, { token: other.token });
    expect(refused.status).toBe(404);
    expect((await post(t, '/api/creditLine/remind', { operateType: 2, orderId: 'x' }, { token: s.token })).status).toBe(400);
    expect((await post(t, '/api/creditLine/remind', { operateType: 2, orderId: offline })).status).toBe(401);
    expect(await t.db.select().from(inbox).where(and(eq(inbox.userId, b.id), eq(inbox.title, '额度占用提醒')))).toHaveLength(1);
  });
});
