import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { basketItems, listings, orders } from '../../server/src/db/schema';
import type { Wallet } from '../../src/api/contracts/auth';
import { messages } from '../../src/api/contracts/messages';
import type { BlacklistEntry, FoundMember, Relation } from '../../src/api/contracts/relations';
import type { BasketItem, Page } from '../../src/api/contracts/trade';
import { buildTestApp, get, post, type TestApp } from './helpers';
import { buyer, publish, seller, take, trader, type Trader } from './trade-helpers';

/**
 * My blacklist: each member's list is their own; a member on a publisher's list cannot take the publisher's offers
 * (basket add and confirm), and a refused confirmation changes nothing.
 */
let t: TestApp;
let s: Trader;
let b: Trader;
let wang: Trader;
beforeAll(async () => {
  t = await buildTestApp();
  [s, b, wang] = [await trader(t, seller), await trader(t, buyer), await trader(t, '邮友小王', { payPassword: false })];
});
afterAll(() => t.close());

const page = (who: Trader, query = '') => get<Page<BlacklistEntry>>(t, `/api/user/blacklist/page${query}`, { token: who.token });
const add = (who: Trader, id: number | string) => post(t, `/api/user/add/blacklist/${id}`, {}, { token: who.token });
const remove = (who: Trader, id: number | string) => post(t, `/api/user/remove/${id}`, {}, { token: who.token });
const relation = async (who: Trader, targetId: number) => (await get<Relation>(t, `/api/user/relation/verification?targetId=${targetId}`, { token: who.token })).data;
const listed = async (who: Trader) => (await page(who)).data.list.map((e) => e.userName);

describe('the blacklist', () => {
  it('adds, lists, tells the relation both ways and removes', async () => {
    const added = await add(wang, s.id);
    expect([added.status, added.msg]).toEqual([200, messages.addedToBlacklist]);
    expect((await add(wang, b.id)).code).toBe(200);
    const mine = await page(wang);
    expect(mine.data.total).toBe(2);
    expect(mine.data.list[0]).toMatchObject({ targetId: b.id, userName: buyer, levelId: 5, vipName: '至尊VIP' });
    expect(mine.data.list[0]!.createTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect((await page(wang, '?pageNo=2&pageSize=10')).data).toMatchObject({ list: [], total: 2, pageNo: 2 });

    expect(await relation(wang, s.id)).toEqual({ blacklisted: true, blockedMe: false });
    expect(await relation(s, wang.id)).toEqual({ blacklisted: false, blockedMe: true });
    expect(await relation(s, b.id)).toEqual({ blacklisted: false, blockedMe: false });
    expect(await relation(wang, 999_999)).toEqual({ blacklisted: false, blockedMe: false });

    const removed = await remove(wang, s.id);
    expect([removed.status, removed.msg]).toEqual([200, messages.removedFromBlacklist]);
    expect(await listed(wang)).toEqual([buyer]);
    expect(await relation(s, wang.id)).toEqual({ blacklisted: false, blockedMe: false });
    expect((await remove(wang, b.id)).code).toBe(200);
    expect((await page(wang)).data.total).toBe(0);
  });

  it('refuses myself, someone already there, an unknown member and bad ids', async () => {
    expect(await add(wang, wang.id)).toMatchObject({ status: 400, msg: messages.cannotBlacklistSelf });
    expect((await add(wang, s.id)).code).toBe(200);
    expect(await add(wang, s.id)).toMatchObject({ status: 409, msg: messages.alreadyBlacklisted });
    expect(await add(wang, 999_999)).toMatchObject({ status: 404, msg: messages.memberNotFound });
    for (const bad of ['abc', '0', '-1', '1.5', '99999999999']) {
      expect((await add(wang, bad)).status, bad).toBe(400);
      expect((await remove(wang, bad)).status, bad).toBe(400);
    }
    expect(await remove(wang, b.id)).toMatchObject({ status: 404, msg: messages.notInBlacklist });
    expect(await remove(wang, 999_999)).toMatchObject({ status: 404, msg: messages.notInBlacklist });
    expect((await page(wang, '?pageSize=7')).status).toBe(400);
    expect((await get(t, '/api/user/relation/verification', { token: wang.token })).status).toBe(400);
    expect((await get(t, '/api/user/relation/verification?targetId=x', { token: wang.token })).status).toBe(400);
    expect(await listed(wang)).toEqual([seller]);
    await remove(wang, s.id);
  });

  it('keeps each list its owner’s: another member neither sees nor removes my entries', async () => {
    expect((await add(wang, b.id)).code).toBe(200);
    expect(await listed(s)).toEqual([]);
    expect(await remove(s, b.id)).toMatchObject({ status: 404, msg: messages.notInBlacklist });
    expect(await listed(wang)).toEqual([buyer]);
    await remove(wang, b.id);
  });

  it('refuses visitors', async () => {
    expect((await get(t, '/api/user/blacklist/page')).status).toBe(401);
    expect((await post(t, `/api/user/add/blacklist/${s.id}`, {})).status).toBe(401);
    expect((await post(t, `/api/user/remove/${s.id}`, {})).status).toBe(401);
    expect((await get(t, `/api/user/relation/verification?targetId=${s.id}`)).status).toBe(401);
    expect((await get(t, '/api/user/find?condition=金陵藏家')).status).toBe(401);
  });
});

describe('finding a member', () => {
  const find = (condition?: string) =>
    get<FoundMember[]>(t, `/api/user/find${condition === undefined ? '' : `?condition=${encodeURIComponent(condition)}`}`, { token: wang.token });

  it('by part of the user name or by the exact phone, with the phone masked', async () => {
    const expected = { id: s.id, userName: seller, levelId: 3, authType: 'merchant', phone: '138****0003' };
    expect((await find(seller)).data).toEqual([expected]);
    expect((await find('13800000003')).data).toEqual([expected]);
    expect((await find(' 13800000003 ')).data).toEqual([expected]);
    expect((await find('+8613800000003')).data).toEqual([expected]);
    expect((await find('集邮新人')).data).toEqual([expect.objectContaining({ userName: '集邮新人', authType: 'none' })]);
    // Part of a name finds on the name's search index (db/search.ts); a phone must be whole.
    expect((await find('金陵')).data).toEqual([expected]);
    expect((await find('藏家 金陵')).data).toEqual([expected]);
    expect((await find('陵金')).data).toEqual([]);
    expect((await find('1380000000')).data).toEqual([]);
  });

  it('refuses a condition that is missing, too short or too long', async () => {
    for (const bad of [undefined, '', ' ', 'a', 'x'.repeat(21)]) {
      expect(await find(bad), String(bad)).toMatchObject({ status: 400, msg: messages.enterAccount });
    }
  });
});

describe('a blacklisted member cannot take the publisher’s offers', () => {
  const state = async (listingId: number) => {
    const [listing] = await t.db.select({ lastNum: listings.lastNum, state: listings.state }).from(listings).where(eq(listings.id, listingId));
    const [made] = await t.db.select({ n: count() }).from(orders).where(eq(orders.listingId, listingId));
    const basket = await t.db.select({ id: basketItems.id, quantity: basketItems.quantity }).from(basketItems).where(eq(basketItems.userId, b.id));
    const wallets = await Promise.all([b, s].map(async (who) => (await get<Wallet>(t, '/api/user/account/wallet', { token: who.token })).data));
    return { listing, orders: made!.n, basket, wallets };
  };

  it('refuses basket add', async () => {
    const listingId = await publish(t, s, { publishType: 1, price: 5_000, quantity: 3 });
    expect((await add(s, b.id)).code).toBe(200);
    const before = await state(listingId);
    const added = await post<BasketItem[]>(t, '/api/basket/add', { tradeId: listingId, quantity: 1 }, { token: b.token });
    expect(added).toMatchObject({ status: 400, msg: messages.blockedByPublisher });
    expect(await state(listingId)).toEqual(before);
    await remove(s, b.id);
  });

  it('refuses the confirmation of a row added before, and changes nothing', async () => {
    const listingId = await publish(t, s, { publishType: 1, price: 7_000, quantity: 2 });
    const added = await post<BasketItem[]>(t, '/api/basket/add', { tradeId: listingId, quantity: 2 }, { token: b.token });
    const item = added.data.find((i) => i.tradeId === listingId)!;
    expect((await add(s, b.id)).code).toBe(200);
    const before = await state(listingId);
    for (const tradeWay of ['online', 'offline'] as const) {
      const confirmed = await post(
        t,
        '/api/basket/confirm',
        { deliveryMethod: 'express', tradeWay, basketConfirmInfos: [{ id: item.id, quantity: 2, lastNum: item.lastNum, price: item.price }] },
        { token: b.token },
      );
      expect(confirmed).toMatchObject({ status: 400, msg: messages.blockedByPublisher });
    }
    expect(await state(listingId)).toEqual(before);
    expect(before.basket.map((r) => r.id)).toContain(item.id);

    // Removed from the list, the same row goes through.
    await remove(s, b.id);
    expect((await take(t, b, listingId, 2)).code).toBe(200);
  });

  it('refuses the seller who takes a blocking buyer’s buy offer too', async () => {
    const listingId = await publish(t, b, { publishType: 0, price: 3_000, quantity: 1 });
    expect((await add(b, s.id)).code).toBe(200);
    expect((await take(t, s, listingId, 1).catch((e: Error) => e.message))).toBe(`basket add: ${messages.blockedByPublisher}`);
    await remove(b, s.id);
  });

  it('does not stop a taker who blocked the publisher: only the publisher’s list counts', async () => {
    const listingId = await publish(t, s, { publishType: 1, price: 4_000, quantity: 1 });
    expect((await add(b, s.id)).code).toBe(200);
    expect((await take(t, b, listingId, 1)).code).toBe(200);
    await remove(b, s.id);
  });
});
