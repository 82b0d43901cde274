import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { messages } from '../../src/api/contracts/messages';
import type { ImmediateQuotes, QuotesTick, RoomMessage, VarietyDay } from '../../src/api/contracts/quotes';
import type { ConditionGrade } from '../../src/api/contracts/content-names';
import { products, quotesRoomMessages } from '../../server/src/db/schema';
import { dealsMade, QuoteTicker } from '../../server/src/domain/quotes/ticker';
import { MemoryBus, type LiveEvent } from '../../server/src/realtime/bus';
import { buildTestApp, get, login, post, type TestApp } from './helpers';
import { buyer, productId, seller, stranger, trader, type Trader } from './trade-helpers';

/*
 * The quotes room (issue 27): the day's prices from the orders made here, the live ticks after a deal commits, and
 * the room's chat. The tests start 100 days after the seed, so the demo's own deals are all before "today".
 */
const minute = 60_000;
const day = 24 * 3_600_000;

/** Everything told on the quotes room's two channels, heard as a socket would hear it. */
const told: Array<{ channel: string; event: LiveEvent }> = [];
function listeningBus(): MemoryBus {
  const bus = new MemoryBus();
  for (const channel of ['quotes', 'room:quotes']) bus.subscribe(channel, (event) => told.push({ channel, event }));
  return bus;
}

/** The seller's sell offer taken by the buyer (one order, made at the clock's time). */
async function deal(t: TestApp, s: Trader, b: Trader, fields: { productId: number; price: number; quantity?: number; grade?: ConditionGrade }) {
  const quantity = fields.quantity ?? 1;
  const offered = await post<{ id: number }>(
    t,
    '/api/user/trade/edit',
    { publishType: 1, deliveryMethods: ['express'], tradeWays: ['online'], remark: '', grade: '全品', quantity, ...fields },
    { token: s.token },
  );
  expect(offered.code, offered.msg).toBe(200);
  const added = await post<Array<{ id: number; tradeId: number; lastNum: number; price: number }>>(t, '/api/basket/add', { tradeId: offered.data.id, quantity }, { token: b.token });
  expect(added.code, added.msg).toBe(200);
  const item = added.data.find((i) => i.tradeId === offered.data.id)!;
  const confirmed = await post(
    t,
    '/api/basket/confirm',
    { deliveryMethod: 'express', tradeWay: 'online', basketConfirmInfos: [{ id: item.id, quantity, lastNum: item.lastNum, price: item.price }] },
    { token: b.token },
  );
  expect(confirmed.code, confirmed.msg).toBe(200);
}

const quotes = async (t: TestApp, query = '') => {
  const reply = await get<ImmediateQuotes>(t, `/api/immediateQuotes${query}`);
  expect(reply.code, reply.msg).toBe(200);
  return reply.data;
};
const rowOf = (answer: ImmediateQuotes, id: number, grade: ConditionGrade = '全品') => answer.quotes.find((q) => q.productId === id && q.grade === grade);

/** Waits (polling, up to 5 s) for a tick naming every product given (and as `wanted` says, if given). */
async function tickWith(productIds: number[], wanted: (tick: QuotesTick) => boolean = () => true): Promise<QuotesTick> {
  let found: QuotesTick | undefined;
  await vi.waitFor(
    () => {
      found = told
        .filter((m) => m.channel === 'quotes' && m.event.type === 'quotes.tick')
        .map((m) => m.event as unknown as QuotesTick)
        .find((tick) => productIds.every((id) => tick.quotes.some((q) => q.productId === id)) && wanted(tick));
      expect(found).toBeDefined();
    },
    { timeout: 5_000, interval: 20 },
  );
  return found!;
}

describe('the day’s quotes, from the orders made', () => {
  let t: TestApp;
  let s: Trader;
  let b: Trader;
  let a: number; // T58 单枚
  let other: number; // another form, in another 专区
  let otherCategory: number;
  let aCategory: number;

  beforeAll(async () => {
    t = await buildTestApp({ bus: listeningBus() });
    t.clock.advance(100 * day); // 2027-03-02 10:00 China time
    s = await trader(t, seller, { payPassword: false });
    b = await trader(t, buyer, { payPassword: false });
    a = await productId(t);
    const all = await t.db.select({ id: products.id, categoryId: products.categoryId }).from(products);
    aCategory = all.find((p) => p.id === a)!.categoryId;
    const elsewhere = all.find((p) => p.categoryId !== aCategory)!;
    other = elsewhere.id;
    otherCategory = elsewhere.categoryId;
  });
  afterAll(async () => t?.close());

  it('answers each variety’s last price, the close before today, change, high, low, deals and units', async () => {
    t.clock.advance(-day); // yesterday: the close
    await deal(t, s, b, { productId: a, price: 100_00 });
    t.clock.advance(day);
    await deal(t, s, b, { productId: a, price: 120_00, quantity: 2 });
    t.clock.advance(minute);
    await deal(t, s, b, { productId: a, price: 90_50, quantity: 3 });
    t.clock.advance(minute);
    await deal(t, s, b, { productId: a, price: 110_01 });
    await deal(t, s, b, { productId: a, price: 500_00, grade: '中品' }); // another grade is another variety

    const answer = await quotes(t);
    expect(answer.tradingDay).toBe('2027-03-02');
    expect(answer.at).toBe(t.clock.now().getTime());
    expect(rowOf(answer, a)).toEqual<Partial<VarietyDay>>({
      productId: a,
      productCode: 'T58',
      productName: expect.any(String),
      exteriorName: '单枚',
      unitsName: expect.any(String),
      grade: '全品',
      categoryId: aCategory,
      categoryName: expect.any(String),
      lastPrice: 110_01,
      previousClose: 100_00,
      change: 10_01,
      changeBasisPoints: 1001,
      highPrice: 120_00,
      lowPrice: 90_50,
      deals: 3,
      quantity: 6,
      lastTime: '2027-03-02 10:02:00',
    });
    // The 中品 never dealt before today here: no close, no change.
    const worn = rowOf(answer, a, '中品')!;
    expect(worn.lastPrice).toBe(500_00);
    expect(worn.highPrice).toBe(500_00);
    expect(worn.deals).toBe(1);
  });

  it('keeps one 专区 with categoryId', async () => {
    await deal(t, s, b, { productId: other, price: 33_00 });
    const all = await quotes(t);
    expect(rowOf(all, other)).toBeDefined();
    const onlyOther = await quotes(t, `?categoryId=${otherCategory}`);
    expect(onlyOther.quotes.length).toBeGreaterThan(0);
    expect(onlyOther.quotes.every((q) => q.categoryId === otherCategory)).toBe(true);
    expect(rowOf(onlyOther, a)).toBeUndefined();
    const onlyA = await quotes(t, `?categoryId=${aCategory}`);
    expect(rowOf(onlyA, a)).toBeDefined();
    expect(rowOf(onlyA, other)).toBeUndefined();
  });

  it('answers with currentTimestamp only the varieties changed since then (with a minute’s overlap), so a client catches up', async () => {
    t.clock.advance(10 * minute);
    const seen = (await quotes(t)).at;
    t.clock.advance(5 * minute);
    await deal(t, s, b, { productId: other, price: 35_00 });
    const since = await quotes(t, `?currentTimestamp=${seen}`);
    expect(since.quotes.map((q) => [q.productId, q.grade])).toEqual([[other, '全品']]);
    expect(rowOf(since, other)).toMatchObject({ lastPrice: 35_00, deals: 2, highPrice: 35_00, lowPrice: 33_00 });
    // Nothing new since the answer's own `at`, but a deal dated within the overlap before it is answered again.
    expect((await quotes(t, `?currentTimestamp=${since.at + 2 * minute}`)).quotes).toEqual([]);
    expect((await quotes(t, `?currentTimestamp=${since.at + 30_000}`)).quotes.map((q) => q.productId)).toEqual([other]);
    // A timestamp from an earlier day answers the whole of today.
    const whole = await quotes(t, `?currentTimestamp=${seen - 2 * day}`);
    expect(whole.quotes).toEqual((await quotes(t)).quotes);
  });

  it('starts a new day at midnight China time: yesterday’s last deal is today’s close', async () => {
    // 23:59:30 China time today, then 00:00:30 tomorrow.
    const now = t.clock.now();
    const lateTonight = new Date(`${(await quotes(t)).tradingDay}T23:59:30+08:00`).getTime();
    t.clock.advance(lateTonight - now.getTime());
    await deal(t, s, b, { productId: a, price: 140_00 });
    expect(rowOf(await quotes(t), a)).toMatchObject({ lastPrice: 140_00, previousClose: 100_00, lastTime: '2027-03-02 23:59:30' });
    t.clock.advance(minute);
    const tomorrow = await quotes(t);
    expect(tomorrow.tradingDay).toBe('2027-03-03');
    expect(tomorrow.quotes).toEqual([]);
    await deal(t, s, b, { productId: a, price: 126_00 });
    expect(rowOf(await quotes(t), a)).toMatchObject({ lastPrice: 126_00, previousClose: 140_00, change: -14_00, changeBasisPoints: -1000, deals: 1 });
  });

  it('refuses bad input with the field’s message', async () => {
    for (const bad of ['abc', '-1', '1.5', '1e3', '', ' 1']) {
      const reply = await get(t, `/api/immediateQuotes?currentTimestamp=${encodeURIComponent(bad)}`);
      expect(reply.status, bad).toBe(400);
      expect(reply.msg, bad).toBe(messages.quotesTimestampInvalid);
    }
    expect((await get(t, '/api/immediateQuotes?currentTimestamp=1&currentTimestamp=2')).msg).toBe(messages.quotesTimestampInvalid);
    for (const bad of ['0', 'x', '2147483648', '-3']) {
      const reply = await get(t, `/api/immediateQuotes?categoryId=${bad}`);
      expect(reply.status, bad).toBe(400);
      expect(reply.msg, bad).toBe(messages.quotesCategoryInvalid);
    }
    // A 专区 with no deals today is an empty day, not an error.
    expect((await quotes(t, '?categoryId=999999')).quotes).toEqual([]);
  });

  it('tells a quotes.tick on `quotes` after a deal commits, with the rows /api/immediateQuotes answers', async () => {
    told.length = 0;
    await deal(t, s, b, { productId: a, price: 127_00 });
    // The tick of this deal (one of an earlier deal may still be on its way).
    const tick = await tickWith([a], (candidate) => rowOf(candidate, a)?.lastPrice === 127_00);
    const now = await quotes(t);
    expect(tick.tradingDay).toBe(now.tradingDay);
    expect(tick.at).toBe(now.at);
    expect(tick.quotes).toEqual(now.quotes.filter((q) => q.productId === a));
    expect(rowOf(tick, a)).toMatchObject({ lastPrice: 127_00 });
    // The internal note of the deal is never told where sockets listen.
    expect(told.every((m) => m.event.type === 'quotes.tick')).toBe(true);
  });

  it('tells the deals noted within one window in one tick', async () => {
    await deal(t, s, b, { productId: other, price: 38_00 });
    await tickWith([other], (tick) => rowOf(tick, other)?.lastPrice === 38_00);
    told.length = 0;
    const bus = listeningBus();
    const ticker = new QuoteTicker(t.db, t.clock.now, bus);
    await ticker.tell([dealsMade([a])]);
    await ticker.tell([dealsMade([other, a])]);
    const tick = await tickWith([a, other]);
    expect(told.filter((m) => m.channel === 'quotes')).toEqual([{ channel: 'quotes', event: tick }]);
    await ticker.close();
  });
});

describe('the quotes room’s chat', () => {
  let t: TestApp;
  let talker: { token: string; id: number };
  let staff: { token: string };

  beforeAll(async () => {
    t = await buildTestApp({ bus: listeningBus() });
    const reply = await login(t, stranger);
    talker = { token: reply.token, id: reply.userinfo.id };
    staff = { token: (await login(t, '平台客服')).token };
  });
  afterAll(async () => t?.close());

  const say = (content: unknown, token: string | undefined = talker.token) => post<RoomMessage>(t, '/api/quotes/room/send', { content }, { token });
  const history = async () => (await get<RoomMessage[]>(t, '/api/quotes/room/messages')).data;

  it('lets a member talk: stored first, then told on room:quotes; visitors read the history', async () => {
    told.length = 0;
    const sent = await say('  T58 今天涨了不少  ');
    expect(sent.code, sent.msg).toBe(200);
    expect(sent.msg).toBe(messages.roomMessageSent);
    expect(sent.data).toEqual({ id: expect.any(Number), userName: stranger, content: 'T58 今天涨了不少', time: '2026-11-22 10:00:00' });
    expect(await history()).toEqual([sent.data]);
    await vi.waitFor(() => expect(told).toContainEqual({ channel: 'room:quotes', event: { type: 'room.message', message: sent.data } }), { timeout: 5_000, interval: 20 });
  });

  it('refuses a visitor, empty, too long and unreadable messages', async () => {
    t.clock.advance(minute);
    const visitor = await post(t, '/api/quotes/room/send', { content: '你好' });
    expect(visitor.status).toBe(401);
    expect(visitor.msg).toBe(messages.notLoggedIn);
    expect((await say('   ')).msg).toBe(messages.roomMessageEmpty);
    expect((await say(undefined)).msg).toBe(messages.roomMessageEmpty);
    expect((await say(12)).msg).toBe(messages.roomMessageEmpty);
    expect((await say('字'.repeat(201))).msg).toBe(messages.roomMessageTooLong);
    expect((await say('a\u0000b')).msg).toBe(messages.unreadableText);
    expect(await history()).toHaveLength(1);
    expect((await say('字'.repeat(200))).code).toBe(200);
  });

  it('lets one of a parallel burst of 20 through, then one every 3 s and ten a minute', async () => {
    t.clock.advance(minute);
    const burst = await Promise.all(Array.from({ length: 20 }, (_, i) => say(`第${i}条`)));
    expect(burst.filter((r) => r.code === 200)).toHaveLength(1);
    expect(burst.filter((r) => r.status === 429 && r.msg === messages.roomTooFast)).toHaveLength(19);
    for (let i = 1; i < 10; i++) {
      t.clock.advance(3_000);
      expect((await say(`慢慢说 ${i}`)).code).toBe(200);
    }
    t.clock.advance(3_000);
    const eleventh = await say('第十一条');
    expect(eleventh.status).toBe(429);
    expect(eleventh.msg).toMatch(/^发言太频繁，请\d{4}-\d{2}-\d{2} \d{2}:\d{2}后再试$/);
    t.clock.advance(minute);
    expect((await say('又能说了')).code).toBe(200);
  });

  it('answers the last 50, oldest first', async () => {
    const rows = await t.db.select().from(quotesRoomMessages);
    const more = Array.from({ length: 50 }, (_, i) => ({ userId: talker.id, content: `旧话${i}`, createdAt: t.clock.now() }));
    await t.db.insert(quotesRoomMessages).values(more);
    const last = await history();
    expect(last).toHaveLength(50);
    expect(last[0]!.content).toBe('旧话0');
    expect(last[49]!.content).toBe('旧话49');
    expect(rows.length).toBeGreaterThan(0);
  });

  it('refuses a member barred from publishing', async () => {
    t.clock.advance(minute);
    const issued = await post<{ endTime: string }>(t, '/api/operator/punish/issue', { userId: talker.id, kind: 'publishBan', reason: '刷屏', days: 3 }, { token: staff.token });
    expect(issued.code, issued.msg).toBe(200);
    const refused = await say('还能说吗');
    expect(refused.status).toBe(403);
    expect(refused.msg).toBe(messages.publishBanned.replace('{until}', `至${issued.data.endTime.slice(0, 16)}`));
    t.clock.advance(3 * day + minute);
    expect((await say('解禁了')).code).toBe(200);
  });
});
