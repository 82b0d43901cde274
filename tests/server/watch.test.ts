import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { allMessages } from '../../src/api/contracts/all-messages';
import type { BasketItem } from '../../src/api/contracts/trade';
import type { WatchDetail, WatchMatch, WatchSweep, WatchTask } from '../../src/api/contracts/watch';
import { messages, orders, products, smsOutbox, users, watchMatches, watchTasks } from '../../server/src/db/schema';
import { publishListing } from '../../server/src/domain/trade/listings';
import { runAllDue } from '../../server/src/jobs/due-jobs';
import { memberChannel, MemoryBus, type LiveEvent } from '../../server/src/realtime/bus';
import type { Page } from '../../src/api/contracts/trade';
import { buildTestApp, extraMember, freshDatabase, get, post, type TestApp } from './helpers';
import { expectLedgerInvariants, publish, seller, trader, type Trader } from './trade-helpers';

/**
 * Watch tasks (盯盘) and the sweep (一键扫货), issue 27: every call (success, bad input, another member's task 404,
 * a member below level 4 refused), matching in the transaction that publishes or edits an offer, a burst of
 * confirmations making one order, and a match that outlives a restart.
 */
let t: TestApp;
let bus: MemoryBus;
let watcher: Trader; // 华夏邮社, level 4
let s: Trader; // 金陵藏家, publishes sell offers
let rival: Trader; // 老周邮票, level 5: another watcher
let low: { token: string; id: number }; // level 3
let t46: number;
let t46Block: number;
const alerts: LiveEvent[] = [];
const messages_ = (key: string): string => (allMessages as Record<string, string>)[key]!;

const inChina = (daysAhead: number) => new Date(t.clock.now().getTime() + 8 * 3_600_000 + daysAhead * 86_400_000).toISOString().slice(0, 10);

function keyed<T>(who: { token: string }, url: string, body: unknown, key?: string) {
  return t.app
    .inject({ method: 'POST', url, payload: body as object, headers: { token: who.token, ...(key ? { 'idempotency-key': key } : {}) } })
    .then((r) => ({ ...(r.json() as { code: number; msg: string; data: T }), status: r.statusCode }));
}

const task = (fields: Record<string, unknown> = {}) => ({
  productId: t46,
  side: 'buy',
  price: 100_000,
  quantity: 2,
  grade: '上品',
  tradeWay: 'online',
  deliveryMethod: 'express',
  endDate: inChina(7),
  ...fields,
});

async function addTask(who: { token: string }, fields: Record<string, unknown> = {}): Promise<WatchTask> {
  const reply = await keyed<WatchDetail>(who, '/api/orderWatching/add', task(fields));
  if (reply.code !== 200) throw new Error(`add: ${reply.msg}`);
  return reply.data.task;
}

const detail = (who: { token: string }, id: number) => get<WatchDetail>(t, `/api/orderWatching/details/${id}`, { token: who.token });
const sellAt = (price: number, fields: Record<string, unknown> = {}) => publish(t, s, { publishType: 1, price, quantity: 3, productId: t46, ...fields });

beforeAll(async () => {
  bus = new MemoryBus();
  t = await buildTestApp({ bus });
  watcher = await trader(t, '华夏邮社', { payPassword: false });
  s = await trader(t, seller, { payPassword: false });
  rival = await trader(t, '老周邮票', { payPassword: false });
  low = await extraMember(t, { userName: '三级会员', phone: '13900000301', level: 3 });
  const [single] = await t.db.select({ id: products.id }).from(products).where(and(eq(products.code, 'T46'), eq(products.exterior, '单枚')));
  const [block] = await t.db.select({ id: products.id }).from(products).where(and(eq(products.code, 'T46'), eq(products.exterior, '四方连')));
  t46 = single!.id;
  t46Block = block!.id;
  bus.subscribe(memberChannel(watcher.id), (event) => alerts.push(event));
});
afterAll(async () => {
  await expectLedgerInvariants(t);
  await t.close();
});

describe('adding, listing and the switches', () => {
  it('adds a task, lists it newest first, and shows it with no matches', async () => {
    const added = await addTask(watcher, { price: 12_345, quantity: 5, looseEdition: true });
    expect(added).toMatchObject({ productId: t46, productCode: 'T46', side: 'buy', price: 12_345, quantity: 5, stage: 'active', looseEdition: true, matchCount: 0 });
    const list = await get<Page<WatchTask>>(t, '/api/orderWatching?pageNo=1&pageSize=10', { token: watcher.token });
    expect(list.code).toBe(200);
    expect(list.data.list[0]!.id).toBe(added.id);
    expect((await detail(watcher, added.id)).data).toMatchObject({ task: { id: added.id }, matches: [] });
  });

  it('takes a catalogue code naming one form, and refuses one with several forms', async () => {
    const [mono] = await t.db.select({ code: products.code }).from(products).where(eq(products.id, t46));
    expect(mono!.code).toBe('T46');
    const several = await keyed(watcher, '/api/orderWatching/add', task({ productId: undefined, productCode: 'T46' }));
    expect([several.status, several.msg]).toEqual([400, messages_('watchVarietyHasForms')]);
    const missing = await keyed(watcher, '/api/orderWatching/add', task({ productId: undefined, productCode: 'NOPE9' }));
    expect([missing.status, missing.msg]).toEqual([400, messages_('watchVarietyNotFound')]);
  });

  it('refuses bad input with the field’s message', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ productId: undefined }, 'watchChooseVariety'],
      [{ price: 0 }, 'watchEnterPrice'],
      [{ price: 12.5 }, 'watchEnterPrice'],
      [{ quantity: 0 }, 'watchEnterQuantity'],
      [{ side: 'hold' }, 'watchChooseSide'],
      [{ endDate: '2026-02-30' }, 'watchEndDateInvalid'],
      [{ endDate: inChina(-1) }, 'watchEndDateInvalid'],
      [{ endDate: inChina(120) }, 'watchEndDateInvalid'],
      [{ tradeWay: 'barter' }, 'chooseTradeWay'],
    ];
    for (const [fields, key] of cases) {
      const reply = await keyed(watcher, '/api/orderWatching/add', task(fields));
      expect([reply.status, reply.msg], JSON.stringify(fields)).toEqual([400, messages_(key)]);
    }
  });

  it('answers the same add again with the task it made', async () => {
    const first = await keyed<WatchDetail>(watcher, '/api/orderWatching/add', task({ price: 5_000 }), 'watch-add-once');
    const again = await keyed<WatchDetail>(watcher, '/api/orderWatching/add', task({ price: 5_000 }), 'watch-add-once');
    expect(again.data.task.id).toBe(first.data.task.id);
  });

  it('turns each switch over, and not on a finished task', async () => {
    const added = await addTask(watcher);
    for (const which of ['looseEdition', 'smsNotice', 'anonymous'] as const) {
      const flipped = await keyed<WatchDetail>(watcher, `/api/orderWatching/${which}/${added.id}`, {});
      expect([flipped.code, flipped.data.task[which]]).toEqual([200, !added[which]]);
    }
    expect((await keyed(watcher, `/api/orderWatching/stop/${added.id}`, {})).code).toBe(200);
    const late = await keyed(watcher, `/api/orderWatching/smsNotice/${added.id}`, {});
    expect([late.status, late.msg]).toEqual([400, messages_('watchTaskFinished')]);
  });

  it('deletes only a finished task, and hides it from the list', async () => {
    const added = await addTask(watcher);
    const early = await keyed(watcher, `/api/orderWatching/delete/${added.id}`, {});
    expect([early.status, early.msg]).toEqual([400, messages_('watchDeleteOnlyFinished')]);
    await keyed(watcher, `/api/orderWatching/stop/${added.id}`, {});
    expect((await keyed(watcher, `/api/orderWatching/delete/${added.id}`, {})).code).toBe(200);
    expect((await detail(watcher, added.id)).status).toBe(404);
    const list = await get<Page<WatchTask>>(t, '/api/orderWatching', { token: watcher.token });
    expect(list.data.list.some((row) => row.id === added.id)).toBe(false);
  });

  it('refuses another member’s task with 404 on every call', async () => {
    const mine = await addTask(watcher);
    for (const path of ['stop', 'delete', 'looseEdition', 'smsNotice', 'anonymous', 'confirm/all']) {
      const reply = await keyed(rival, `/api/orderWatching/${path}/${mine.id}`, {});
      expect(reply.status, path).toBe(404);
    }
    expect((await detail(rival, mine.id)).status).toBe(404);
    expect((await get(t, `/api/orderWatching/details/list/${mine.id}`, { token: rival.token })).status).toBe(404);
    expect((await detail(watcher, mine.id)).data.task.stage).toBe('active');
  });

  it('refuses a member below level 4 on every call', async () => {
    const mine = await addTask(watcher);
    const refused = [
      await keyed(low, '/api/orderWatching/add', task()),
      await keyed(low, '/api/orderWatching/sweep', {}),
      await get(t, '/api/orderWatching', { token: low.token }),
    ];
    for (const reply of refused) expect([reply.status, reply.msg]).toEqual([403, messages_('eliteVipOnly')]);
    // Their own task, from when they were level 4: stopping it is refused too.
    await t.db.update(users).set({ level: 3 }).where(eq(users.id, watcher.id));
    try {
      const stop = await keyed(watcher, `/api/orderWatching/stop/${mine.id}`, {});
      expect([stop.status, stop.msg]).toEqual([403, messages_('eliteVipOnly')]);
    } finally {
      await t.db.update(users).set({ level: 4 }).where(eq(users.id, watcher.id));
    }
  });
});

describe('matching in the offer’s own transaction', () => {
  it('matches a sell offer within the limit, tells the watcher, and not offers that miss a condition', async () => {
    await t.db.update(watchTasks).set({ stage: 'stopped', stateValue: 'stopped' }).where(eq(watchTasks.userId, watcher.id));
    const mine = await addTask(watcher, { price: 90_000, grade: '上品' });
    const before = alerts.length;
    await sellAt(95_000); // above the limit
    await sellAt(80_000, { grade: '中品' }); // worse grade
    await sellAt(80_000, { tradeWays: ['offline'] }); // no online way
    await sellAt(80_000, { productId: t46Block }); // another form, not loose
    expect((await detail(watcher, mine.id)).data.task.stage).toBe('active');
    const listingId = await sellAt(88_000, { grade: '全品' });
    const seen = (await detail(watcher, mine.id)).data;
    expect(seen.task).toMatchObject({ stage: 'matched', matchCount: 1, openMatchCount: 1 });
    expect(seen.matches[0]).toMatchObject({ tradeId: listingId, price: 88_000, quantity: 2, available: true, state: 'open', orderId: null });
    const notices = await t.db.select().from(messages).where(eq(messages.userId, watcher.id));
    expect(notices.some((n) => n.title.includes('盯盘匹配') && n.content.includes('880.00'))).toBe(true);
    await vi.waitFor(() => expect(alerts.slice(before)).toEqual([expect.objectContaining({ type: 'watch.alert', taskId: mine.id, price: 88_000 })]));
  });

  it('matches an offer edited down to the limit', async () => {
    const mine = await addTask(watcher, { price: 70_000 });
    const listingId = await sellAt(75_000);
    expect((await detail(watcher, mine.id)).data.task.stage).toBe('active');
    const edit = await post(t, '/api/user/trade/edit', { id: listingId, publishType: 1, productId: t46, price: 69_000, quantity: 3, tradeWays: ['online'], deliveryMethods: ['express'] }, { token: s.token });
    expect(edit.code).toBe(200);
    expect((await detail(watcher, mine.id)).data.matches.map((m: WatchMatch) => m.tradeId)).toEqual([listingId]);
  });

  it('writes the match in the publishing transaction: rolled back with it (can fail)', async () => {
    const mine = await addTask(watcher, { price: 60_000 });
    const [publisher] = await t.db.select().from(users).where(eq(users.id, s.id));
    await expect(
      t.db.transaction(async (tx) => {
        await publishListing(tx, t.clock.now, publisher!, { publishType: 1, productId: t46, price: 50_000, quantity: 1, tradeWays: ['online'], deliveryMethods: ['express'], remark: '', grade: '全品', flaws: '', photos: [] });
        const [inside] = await tx.select().from(watchMatches).where(eq(watchMatches.taskId, mine.id));
        expect(inside).toBeDefined();
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await t.db.select().from(watchMatches).where(eq(watchMatches.taskId, mine.id))).toEqual([]);
    expect((await detail(watcher, mine.id)).data.task.stage).toBe('active');
  });

  it('texts the watcher once when the task asked for SMS', async () => {
    const mine = await addTask(watcher, { price: 40_000, smsNotice: true });
    const [me] = await t.db.select({ phone: users.phone }).from(users).where(eq(users.id, watcher.id));
    await sellAt(39_900);
    await vi.waitFor(async () => {
      const texts = await t.db.select().from(smsOutbox).where(eq(smsOutbox.phone, me!.phone));
      expect(texts.filter((m) => m.content.includes('399.00'))).toHaveLength(1);
    });
    const [match] = await t.db.select().from(watchMatches).where(eq(watchMatches.taskId, mine.id));
    expect(match!.smsSentAt).not.toBeNull();
  });
});

describe('confirming the take', () => {
  it('confirms one match into an order, ends the task, and refuses it again', async () => {
    const mine = await addTask(watcher, { price: 30_000, quantity: 2 });
    const listingId = await sellAt(29_000);
    const match = (await detail(watcher, mine.id)).data.matches[0]!;
    const stranger = await keyed(rival, `/api/orderWatching/confirm/${match.id}`, {});
    expect([stranger.status, stranger.msg]).toEqual([404, messages_('watchMatchNotFound')]);
    const done = await keyed<WatchDetail>(watcher, `/api/orderWatching/confirm/${match.id}`, {}, 'watch-confirm-one');
    expect([done.code, done.msg]).toEqual([200, messages_('watchConfirmed')]);
    expect(done.data.task.stage).toBe('confirmed');
    const taken = done.data.matches[0]!;
    expect(taken).toMatchObject({ state: 'taken', quantity: 2 });
    const [order] = await t.db.select().from(orders).where(eq(orders.id, taken.orderId!));
    expect(order).toMatchObject({ listingId, buyerId: watcher.id, sellerId: s.id, quantity: 2, price: 29_000, amount: 58_000, anonymous: false });
    const again = await keyed(watcher, `/api/orderWatching/confirm/${match.id}`, {});
    expect(again.status).toBe(400);
    const retry = await keyed<WatchDetail>(watcher, `/api/orderWatching/confirm/${match.id}`, {}, 'watch-confirm-one');
    expect([retry.code, retry.data.task.stage]).toEqual([200, 'confirmed']);
    expect(await t.db.select().from(orders).where(eq(orders.listingId, listingId))).toHaveLength(1);
  });

  it('confirms all matches, cheapest first, up to the task’s quantity', async () => {
    const mine = await addTask(watcher, { price: 20_000, quantity: 4 });
    const dear = await sellAt(19_000);
    const cheap = await sellAt(18_000);
    const done = await keyed<WatchDetail>(watcher, `/api/orderWatching/confirm/all/${mine.id}`, {});
    expect(done.code).toBe(200);
    const made = await t.db.select().from(orders).where(eq(orders.buyerId, watcher.id));
    expect(made.filter((o) => o.listingId === cheap).map((o) => o.quantity)).toEqual([3]);
    expect(made.filter((o) => o.listingId === dear).map((o) => o.quantity)).toEqual([1]);
    expect(done.data.matches.every((m) => m.state === 'taken')).toBe(true);
  });

  it('a burst of 20 confirmations of one match makes one order', async () => {
    const mine = await addTask(watcher, { price: 10_000, quantity: 1 });
    const listingId = await sellAt(9_000);
    const match = (await detail(watcher, mine.id)).data.matches[0]!;
    const replies = await Promise.all(Array.from({ length: 20 }, (_, i) => keyed(watcher, `/api/orderWatching/confirm/${match.id}`, {}, `burst-${i}`)));
    expect(replies.filter((r) => r.code === 200)).toHaveLength(1);
    for (const r of replies.filter((r) => r.code !== 200)) expect([400, 409]).toContain(r.status);
    expect(await t.db.select().from(orders).where(eq(orders.listingId, listingId))).toHaveLength(1);
    const sameKey = await addTask(watcher, { price: 10_000, quantity: 1 });
    const other = await sellAt(8_000);
    const second = (await detail(watcher, sameKey.id)).data.matches.find((m) => m.tradeId === other)!;
    await Promise.all(Array.from({ length: 20 }, () => keyed(watcher, `/api/orderWatching/confirm/${second.id}`, {}, 'burst-same-key')));
    expect(await t.db.select().from(orders).where(eq(orders.listingId, other))).toHaveLength(1);
  });

  it('pages a task’s matches', async () => {
    const mine = await addTask(watcher, { price: 7_000 });
    for (const price of [6_900, 6_800, 6_700]) await sellAt(price);
    const page = await get<Page<WatchMatch>>(t, `/api/orderWatching/details/list/${mine.id}?pageNo=2&pageSize=10`, { token: watcher.token });
    expect([page.code, page.data.total, page.data.list.length]).toEqual([200, 3, 0]);
    const first = await get<Page<WatchMatch>>(t, `/api/orderWatching/details/list/${mine.id}`, { token: watcher.token });
    expect(first.data.list.map((m) => m.price)).toEqual([6_700, 6_800, 6_900]);
    const bad = await get(t, `/api/orderWatching/details/list/${mine.id}?pageSize=7`, { token: watcher.token });
    expect(bad.status).toBe(400);
  });
});

describe('the sweep and the end date', () => {
  it('puts every open offer meeting the member’s open tasks into the basket', async () => {
    await t.db.update(watchTasks).set({ stage: 'stopped', stateValue: 'stopped' }).where(eq(watchTasks.userId, watcher.id));
    const listingId = await sellAt(4_000);
    const mine = await addTask(watcher, { price: 4_500, quantity: 2 });
    const swept = await keyed<WatchSweep>(watcher, '/api/orderWatching/sweep', {});
    expect([swept.code, swept.data.added]).toBeDefined();
    expect(swept.data.added).toBeGreaterThanOrEqual(1);
    const basket = await get<BasketItem[]>(t, '/api/basket/list', { token: watcher.token });
    expect(basket.data.find((i) => i.tradeId === listingId)).toMatchObject({ quantity: 2 });
    await keyed(watcher, `/api/orderWatching/stop/${mine.id}`, {});
    const none = await keyed<WatchSweep>(rival, '/api/orderWatching/sweep', {});
    expect([none.code, none.data.added, none.msg]).toEqual([200, 0, messages_('watchNothingToSweep')]);
  });

  it('expires an open task once its end date has passed, and tells the member', async () => {
    const mine = await addTask(watcher, { price: 1_000, endDate: inChina(1) });
    t.clock.advance(3 * 86_400_000);
    await runAllDue(t.db, t.clock.now);
    watcher.token = (await post<{ token: string }>(t, '/api/login', { username: '华夏邮社', password: 'demo1234' })).data.token;
    expect((await detail(watcher, mine.id)).data.task.stage).toBe('expired');
    const notices = await t.db.select().from(messages).where(eq(messages.userId, watcher.id));
    expect(notices.some((n) => n.title.startsWith('盯盘任务已到期'))).toBe(true);
  });
});

describe('a match outlives a restart', () => {
  it('is listed and confirmable by a new app on the same database', async () => {
    const database = await freshDatabase(true);
    const first = await buildTestApp({ database });
    const w = await trader(first, '华夏邮社', { payPassword: false });
    const p = await trader(first, seller, { payPassword: false });
    const [single] = await first.db.select({ id: products.id }).from(products).where(and(eq(products.code, 'T46'), eq(products.exterior, '单枚')));
    const endDate = new Date(first.clock.now().getTime() + 8 * 3_600_000 + 7 * 86_400_000).toISOString().slice(0, 10);
    const added = await post<WatchDetail>(first, '/api/orderWatching/add', { productId: single!.id, side: 'buy', price: 50_000, quantity: 1, tradeWay: 'online', deliveryMethod: 'express', endDate }, { token: w.token });
    await publish(first, p, { publishType: 1, price: 45_000, quantity: 1, productId: single!.id });
    await first.app.close(); // the server dies; the database stays
    const second = await buildTestApp({ database });
    try {
      const token = (await trader(second, '华夏邮社', { payPassword: false })).token;
      const seen = await get<WatchDetail>(second, `/api/orderWatching/details/${added.data.task.id}`, { token });
      expect(seen.data.task.stage).toBe('matched');
      const confirmed = await post<WatchDetail>(second, `/api/orderWatching/confirm/${seen.data.matches[0]!.id}`, {}, { token });
      expect([confirmed.code, confirmed.data.task.stage, confirmed.data.matches[0]!.orderId]).toEqual([200, 'confirmed', expect.any(Number)]);
    } finally {
      await second.close();
    }
  });
});
