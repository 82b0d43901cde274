import { and, eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { listings, orders, sysSettings } from '../../server/src/db/schema';
import { defaultTradeSettings } from '../../server/src/domain/trade/settings';
import { messages } from '../../src/api/contracts/messages';
import type { BasketItem } from '../../src/api/contracts/trade';
import { extraMember, get, post, type TestApp } from './helpers';
import { closeChecked, productId, publish, type Trader, tradingApp } from './trade-helpers';

/**
 * Credit lines hold under parallel requests (issue 11; docs/adr/0018): the check of what is left and the insert that
 * uses it run in one transaction holding the member's credit lock, so parallel publishes or takes cannot each see the
 * same room and all take it. On PGlite the requests interleave on one connection; on PostgreSQL they run at once.
 */
const line = 100_000; // 1,000 yuan
const each = 30_000; // 300 yuan: three fit, the fourth does not
const parallel = 10;

let t: TestApp;
let s: Trader;
beforeEach(async () => {
  ({ t, s } = await tradingApp());
  // Level 2's lines made small for the test (level 3, the seller's, keeps its defaults).
  const trade = { creditLines: { ...defaultTradeSettings.creditLines, 2: { buy: line, sell: 0, order: line } } };
  await t.db.insert(sysSettings).values({ key: 'trade', value: trade }).onConflictDoUpdate({ target: sysSettings.key, set: { value: trade } });
});
afterEach(() => closeChecked(t));

const collector = (i = 0) => extraMember(t, { userName: `额度会员${i}`, phone: `1370000${String(i).padStart(4, '0')}`, level: 2 });

describe('a credit line under parallel requests', () => {
  it(`${parallel} parallel buy offers of 300 yuan against a 1,000 yuan buy line: three are published, the line is never exceeded`, async () => {
    const member = await collector();
    const product = await productId(t);
    const replies = await Promise.all(
      Array.from({ length: parallel }, () =>
        post(
          t,
          '/api/user/trade/edit',
          { publishType: 0, productId: product, price: each, quantity: 1, tradeWays: ['online'], deliveryMethods: ['express'], remark: '' },
          { token: member.token },
        ),
      ),
    );
    expect(replies.filter((r) => r.code !== 200).map((r) => r.msg)).toEqual(Array(parallel - 3).fill(messages.creditInsufficient));
    const open = await t.db.select().from(listings).where(and(eq(listings.publisherId, member.id), eq(listings.state, 'open')));
    expect(open.reduce((sum, l) => sum + l.price * l.lastNum, 0)).toBeLessThanOrEqual(line);
    expect(open).toHaveLength(3);
  });

  it(`${parallel} parallel edits each adding 300 yuan to one of the member's offers: the line is never exceeded`, async () => {
    const member = await collector();
    const product = await productId(t);
    const ids: number[] = [];
    for (let i = 0; i < parallel; i++) ids.push(await publish(t, member, { publishType: 0, price: 1_000, quantity: 1, productId: product }));
    // 10 × 10 yuan used: 900 yuan left, room for three of the ten raises of 300 yuan.
    const replies = await Promise.all(
      ids.map((id) =>
        post(
          t,
          '/api/user/trade/edit',
          { id, publishType: 0, productId: product, price: 1_000, quantity: 1 + each / 1_000, tradeWays: ['online'], deliveryMethods: ['express'], remark: '' },
          { token: member.token },
        ),
      ),
    );
    expect(replies.filter((r) => r.code === 200)).toHaveLength(3);
    const open = await t.db.select().from(listings).where(and(eq(listings.publisherId, member.id), eq(listings.state, 'open')));
    expect(open.reduce((sum, l) => sum + l.price * l.lastNum, 0)).toBeLessThanOrEqual(line);
  });

  it(`${parallel} parallel offline takes of 300 yuan against a 1,000 yuan trade line: three orders, the line is never exceeded`, async () => {
    const taker = await collector();
    const product = await productId(t);
    const offers: number[] = [];
    for (let i = 0; i < parallel; i++) offers.push(await publish(t, s, { publishType: 1, price: each, quantity: 1, tradeWays: ['offline'], productId: product }));
    for (const tradeId of offers) expect((await post(t, '/api/basket/add', { tradeId, quantity: 1 }, { token: taker.token })).code).toBe(200);
    const basket = (await get<BasketItem[]>(t, '/api/basket/list', { token: taker.token })).data;
    expect(basket).toHaveLength(parallel);
    const replies = await Promise.all(
      basket.map((item) =>
        post(
          t,
          '/api/basket/confirm',
          { deliveryMethod: 'express', tradeWay: 'offline', basketConfirmInfos: [{ id: item.id, quantity: 1, lastNum: 1, price: each }] },
          { token: taker.token },
        ),
      ),
    );
    expect(replies.filter((r) => r.code !== 200).map((r) => r.msg)).toEqual(Array(parallel - 3).fill(messages.creditInsufficient));
    const taken = await t.db.select().from(orders).where(and(eq(orders.buyerId, taker.id), eq(orders.tradeWay, 'offline')));
    expect(taken.reduce((sum, o) => sum + o.amount, 0)).toBeLessThanOrEqual(line);
    expect(taken).toHaveLength(3);
  });
});
