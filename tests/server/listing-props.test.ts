import { and, eq, like } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { accounts, journalEntries, listingProps, listings, postings } from '../../server/src/db/schema';
import { systemAccounts } from '../../server/src/domain/ledger';
import { messages } from '../../src/api/contracts/messages';
import type { Listing, Prop, PropUse } from '../../src/api/contracts/trade';
import { buildTestApp, get, post, type TestApp } from './helpers';
import { balanceOf, expectLedgerInvariants, publish, seller, trader, type Trader } from './trade-helpers';

/** Props (道具): GET /api/user/props/list, POST /api/user/trade/propAdd, GET /api/user/trade/propUse/{id}. */
let t: TestApp;
let s: Trader;
let listing: number;
beforeEach(async () => {
  t = await buildTestApp();
  s = await trader(t, seller); // 1200 gold beans
  listing = await publish(t, s, { publishType: 1, price: 5_000, quantity: 3 });
});
afterEach(async () => {
  await expectLedgerInvariants(t);
  await t.close();
});

async function propAdd(who: Trader, body: Record<string, unknown>, idempotencyKey?: string) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/user/trade/propAdd',
    payload: body,
    headers: { token: who.token, ...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}) },
  });
  return { ...(response.json() as { code: number; msg: string; data: Listing }), status: response.statusCode, type: response.headers.type };
}

async function platformBeans(): Promise<number> {
  const [row] = await t.db
    .select({ balance: accounts.balance })
    .from(accounts)
    .where(and(eq(accounts.systemCode, systemAccounts.platformFees), eq(accounts.asset, 'bean')));
  return row?.balance ?? 0;
}

const propEntries = (memberId: number) => t.db.select().from(journalEntries).where(like(journalEntries.idempotencyKey, `prop:${memberId}:%`));
const uses = (id: number) => get<PropUse[]>(t, `/api/user/trade/propUse/${id}`, { token: s.token });

describe('the props on offer', () => {
  it('lists 置顶卡 and 刷新卡 at the configured prices, for members', async () => {
    const reply = await get<Prop[]>(t, '/api/user/props/list', { token: s.token });
    expect(reply.data).toEqual([
      { code: 'top', name: '置顶卡', description: expect.stringContaining('24小时'), beans: 20, hours: 24 },
      { code: 'refresh', name: '刷新卡', description: expect.stringContaining('刷新'), beans: 2, hours: null },
    ]);
    expect((await get(t, '/api/user/props/list')).status).toBe(401);
  });
});

describe('using a prop', () => {
  it('置顶 spends the beans in one ledger entry, pins the offer for 24 hours, and cannot be bought again while it runs', async () => {
    const [beansBefore, platformBefore] = [await balanceOf(t, s.id, 'bean'), await platformBeans()];
    const reply = await propAdd(s, { tradeId: listing, propCode: 'top' }, 'top-1');
    expect(reply).toMatchObject({ code: 200, msg: messages.propApplied, type: 'bean', data: { id: listing, pinnedUntil: '2026-11-23 10:00:00' } });
    expect(await balanceOf(t, s.id, 'bean')).toBe(beansBefore - 20);
    expect(await platformBeans()).toBe(platformBefore + 20);

    const [entry] = await propEntries(s.id);
    expect(entry).toMatchObject({ idempotencyKey: `prop:${s.id}:top-1`, memo: `道具：置顶卡（挂单${listing}）` });
    const lines = await t.db.select({ amount: postings.amount }).from(postings).where(eq(postings.entryId, entry!.id));
    expect(lines.map((l) => l.amount).sort((x, y) => x - y)).toEqual([-20, 20]);
    const [row] = await t.db.select().from(listings).where(eq(listings.id, listing));
    expect(row!.pinnedUntil?.toISOString()).toBe('2026-11-23T02:00:00.000Z');

    t.clock.advance(3_600_000);
    const again = await propAdd(s, { tradeId: listing, propCode: 'top' }, 'top-2');
    expect(again).toMatchObject({ status: 400, msg: messages.propStillActive });
    expect(await balanceOf(t, s.id, 'bean')).toBe(beansBefore - 20);
    expect((await uses(listing)).data).toEqual([
      { id: expect.any(Number), code: 'top', name: '置顶卡', beans: 20, createTime: '2026-11-22 10:00:00', expireTime: '2026-11-23 10:00:00', active: true },
    ]);

    // Once it has run out it can be bought again; the history lists the newest first.
    t.clock.advance(23 * 3_600_000);
    expect((await uses(listing)).data[0]!.active).toBe(false);
    expect((await propAdd(s, { tradeId: listing, propCode: 'top' }, 'top-3')).code).toBe(200);
    const history = (await uses(listing)).data;
    expect(history.map((u) => [u.code, u.active])).toEqual([
      ['top', true],
      ['top', false],
    ]);
    expect(await balanceOf(t, s.id, 'bean')).toBe(beansBefore - 40);
  });

  it('刷新 moves the offer’s time to now and may be used again at once; without a key each click is a new use', async () => {
    const before = await balanceOf(t, s.id, 'bean');
    t.clock.advance(5 * 60_000);
    const first = await propAdd(s, { tradeId: listing, propCode: 'refresh' });
    expect(first.data).toMatchObject({ refreshTime: '2026-11-22 10:05:00', createTime: '2026-11-22 10:00:00', pinnedUntil: null });
    t.clock.advance(60_000);
    expect((await propAdd(s, { tradeId: listing, propCode: 'refresh' })).data.refreshTime).toBe('2026-11-22 10:06:00');
    expect(await balanceOf(t, s.id, 'bean')).toBe(before - 4);
    expect(await propEntries(s.id)).toHaveLength(2);
    expect((await uses(listing)).data.map((u) => [u.code, u.expireTime, u.active])).toEqual([
      ['refresh', null, false],
      ['refresh', null, false],
    ]);
  });

  it('20 parallel retries with one key: one use, one posting, every reply a success; a later retry too', async () => {
    const before = await balanceOf(t, s.id, 'bean');
    const replies = await Promise.all(Array.from({ length: 20 }, () => propAdd(s, { tradeId: listing, propCode: 'top' }, 'click-7')));
    expect(replies.map((r) => r.code)).toEqual(Array(20).fill(200));
    expect(await balanceOf(t, s.id, 'bean')).toBe(before - 20);
    expect(await propEntries(s.id)).toHaveLength(1);
    expect(await t.db.select().from(listingProps).where(eq(listingProps.listingId, listing))).toHaveLength(1);

    t.clock.advance(60_000);
    expect((await propAdd(s, { tradeId: listing, propCode: 'top' }, 'click-7')).code).toBe(200);
    expect(await balanceOf(t, s.id, 'bean')).toBe(before - 20);
  });

  it('not enough beans: refused with 金豆不足, and nothing changes', async () => {
    const poor = await trader(t, '邮友小王', { payPassword: false }); // level 2, no beans: may publish buy offers
    const offer = await publish(t, poor, { publishType: 0, price: 1_000, quantity: 1 });
    const [before] = await t.db.select().from(listings).where(eq(listings.id, offer));
    const reply = await propAdd(poor, { tradeId: offer, propCode: 'top' }, 'poor-1');
    expect(reply).toMatchObject({ status: 400, msg: messages.beansInsufficient });
    expect((await t.db.select().from(listings).where(eq(listings.id, offer)))[0]).toEqual(before);
    expect(await t.db.select().from(listingProps).where(eq(listingProps.listingId, offer))).toEqual([]);
    expect(await propEntries(poor.id)).toEqual([]);
    // The refused key was not used up.
    expect((await propAdd(poor, { tradeId: offer, propCode: 'refresh' }, 'poor-1')).msg).toBe(messages.beansInsufficient);
  });

  it('only on one’s own open offer, with a known prop', async () => {
    await post(t, `/api/user/trade/del/${listing}`, {}, { token: s.token });
    expect(await propAdd(s, { tradeId: listing, propCode: 'refresh' })).toMatchObject({ status: 400, msg: messages.listingUnavailable });
    expect(await propAdd(s, { tradeId: 999_999, propCode: 'refresh' })).toMatchObject({ status: 404 });
    const open = await publish(t, s, { publishType: 1, price: 5_000, quantity: 1 });
    expect(await propAdd(s, { tradeId: open, propCode: 'gold' })).toMatchObject({ status: 400, msg: messages.chooseProp });
    expect((await get(t, '/api/user/trade/propUse/999999', { token: s.token })).status).toBe(404);
    expect(await propEntries(s.id)).toEqual([]);
  });
});
