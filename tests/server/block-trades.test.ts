import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blockTradeEvents, blockTrades, users } from '../../server/src/db/schema';
import { expireDueBlockTrades } from '../../server/src/domain/block-trades/expiry';
import { allMessages } from '../../src/api/contracts/all-messages';
import { maxFen } from '../../src/api/contracts/trade-rules';
import { blockTradeSnapshots } from '../../src/machines/block-trade.machine';
import { buildTestApp, login, post, type TestApp } from './helpers';
import { applicant, applied, apply, applyBody, chinaDay, detail, list, myPage, publicPage, queue, reject, stored, withdraw } from './block-trade-helpers';

/**
 * Block-trade applications (大宗交易, issue 29): applying (every rule of the body, authentication, the variety, at most
 * five live ones even in a burst, the idempotency key), the member's list, staff's queue and review (list, reject with a
 * reason, told to the applicant), withdrawing, who may read what, and the expiry job across China's midnight.
 */
let t: TestApp;
let staff: string;
beforeAll(async () => {
  t = await buildTestApp();
  staff = (await login(t, '平台客服')).token;
});
afterAll(async () => t.close());

const m = allMessages;

describe('POST /api/trade/blockTrades/apply', () => {
  it('creates the application waiting for staff, recorded as its machine’s submit event', async () => {
    const me = await applicant(t);
    const reply = await apply(t, me.token, await applyBody(t));
    expect(reply.code, reply.msg).toBe(200);
    expect(reply.msg).toBe(m.blockTradeApplied);
    expect(reply.data).toMatchObject({
      tradeType: 1,
      productName: '1993年 癸酉年鸡票',
      exteriorName: '单枚',
      quantity: 5_000,
      priceMin: 300,
      priceMax: 360,
      priceRange: '¥3.00 - ¥3.60 / 枚',
      expiryDate: '2026-12-22',
      phone: '13912345678',
      remark: '整件原封',
      stage: 'submitted',
      stateName: '待审核',
      rejectReason: null,
      own: true,
      replayMatches: true,
    });
    expect(reply.data.events.map((e) => `${e.event} by ${e.role}`)).toEqual(['blockTrade.submit by member']);
    // Waiting for staff: on the member's list and first in staff's queue, not on the public list.
    expect((await myPage(t, me.token)).data.list.map((x) => x.id)).toEqual([reply.data.id]);
    expect((await queue(t, staff, '?stage=submitted&pageSize=50')).data.list.map((x) => x.id)).toContain(reply.data.id);
    expect((await publicPage(t)).data.list.map((x) => x.id)).not.toContain(reply.data.id);
  });

  it.each([
    ['tradeType', { tradeType: 2 }, m.blockTradeChooseType],
    ['no variety', { productId: undefined }, m.blockTradeChooseVariety],
    ['quantity 0', { quantity: 0 }, m.blockTradeQuantityRule],
    ['quantity over 10,000,000', { quantity: 10_000_001 }, m.blockTradeQuantityRule],
    ['a fractional quantity', { quantity: 1.5 }, m.blockTradeQuantityRule],
    ['price 0', { priceMin: 0 }, m.blockTradePriceRule],
    ['price over the limit', { priceMax: maxFen + 1 }, m.blockTradePriceRule],
    ['min above max', { priceMin: 400, priceMax: 399 }, m.blockTradePriceOrder],
    ['a date not a date', { expiryDate: '2026/12/01' }, m.blockTradeExpiryRule],
    ['yesterday', { expiryDate: '2026-11-21' }, m.blockTradeExpiryRule],
    ['91 days on', { expiryDate: '2027-02-21' }, m.blockTradeExpiryRule],
    ['a bad phone', { phone: '12345' }, m.phoneFormatWrong],
    ['a long remark', { remark: '备'.repeat(201) }, m.blockTradeRemarkTooLong],
    ['the rule not agreed', { agree: false }, m.blockTradeAgreeRule],
    ['an unknown variety', { productId: 2_000_000 }, m.blockTradeVarietyNotFound],
  ])('refuses %s with its message and changes nothing', async (_name, fields, message) => {
    const me = await applicant(t);
    const before = await stored(t, me.id);
    const reply = await apply(t, me.token, await applyBody(t, fields as never));
    expect([reply.status, reply.msg]).toEqual([400, message]);
    expect(await stored(t, me.id)).toEqual(before);
  });

  it('takes the last day from today up to 90 days on, China time', async () => {
    const me = await applicant(t);
    expect((await apply(t, me.token, await applyBody(t, { expiryDate: '2026-11-22' }))).code).toBe(200);
    expect((await apply(t, me.token, await applyBody(t, { expiryDate: '2027-02-20' }))).code).toBe(200);
  });

  it('refuses a member who is not real-name authenticated, and a visitor', async () => {
    const me = await applicant(t);
    await t.db.update(users).set({ authState: 0 }).where(eq(users.id, me.id));
    const reply = await apply(t, me.token, await applyBody(t));
    expect([reply.status, reply.msg]).toEqual([400, m.notAuthenticated]);
    expect((await apply(t, undefined, await applyBody(t))).status).toBe(401);
    expect((await stored(t, me.id)).rows).toEqual([]);
  });

  it('keeps at most five live applications; a withdrawn one frees a place', async () => {
    const me = await applicant(t);
    const made = [];
    for (let i = 0; i < 5; i += 1) made.push(await applied(t, me.token));
    const sixth = await apply(t, me.token, await applyBody(t));
    expect([sixth.status, sixth.msg]).toEqual([400, m.blockTradeTooMany]);
    expect((await withdraw(t, me.token, made[0]!.id)).code).toBe(200);
    expect((await apply(t, me.token, await applyBody(t))).code).toBe(200);
    expect((await stored(t, me.id)).rows).toHaveLength(6);
  });

  it('holds the limit under a burst of 20 at once', async () => {
    const me = await applicant(t);
    const body = await applyBody(t);
    const replies = await Promise.all(Array.from({ length: 20 }, () => apply(t, me.token, body)));
    expect(replies.filter((r) => r.code === 200)).toHaveLength(5);
    expect(replies.filter((r) => r.msg === m.blockTradeTooMany)).toHaveLength(15);
    expect((await stored(t, me.id)).rows).toHaveLength(5);
  });

  it('answers a retried key with the same application, made once', async () => {
    const me = await applicant(t);
    const body = await applyBody(t);
    const [a, b] = await Promise.all([apply(t, me.token, body, 'bt-key-1'), apply(t, me.token, body, 'bt-key-1')]);
    const c = await apply(t, me.token, body, 'bt-key-1');
    expect([a.code, b.code, c.code]).toEqual([200, 200, 200]);
    expect(new Set([a.data.id, b.data.id, c.data.id]).size).toBe(1);
    // The key names one request (docs/adr/0033): another body under it is refused, not a second application.
    expect((await apply(t, me.token, { ...body, quantity: 6_000 }, 'bt-key-1')).status).toBe(409);
    expect((await stored(t, me.id)).rows).toHaveLength(1);
  });
});

describe('review, withdraw and who reads what', () => {
  it('staff list it: on the public list (phone whole to members, masked to visitors), the applicant told', async () => {
    const me = await applicant(t);
    const other = await applicant(t);
    const { id } = await applied(t, me.token);
    // Waiting: only the applicant and staff read it.
    expect((await detail(t, id, other.token)).status).toBe(404);
    expect((await detail(t, id)).status).toBe(404);
    expect((await detail(t, id, staff)).data.stage).toBe('submitted');

    const listed = await list(t, staff, id);
    expect([listed.code, listed.msg]).toEqual([200, m.blockTradeListedDone]);
    expect(listed.data).toMatchObject({ stage: 'listed', stateName: '已上架', replayMatches: true });
    expect(listed.data.events.map((e) => `${e.event} by ${e.role} (${e.actor})`)).toEqual([`blockTrade.submit by member (${me.name})`, 'blockTrade.list by operator (平台客服)']);
    const notices = (await stored(t, me.id)).notices;
    expect(notices.map((n) => n.title)).toEqual(['大宗交易申请已上架']);
    expect(notices[0]!.content).toContain('1993年 癸酉年鸡票');

    const seen = (await publicPage(t, other.token)).data.list.find((x) => x.id === id)!;
    expect(seen).toMatchObject({ phone: '13912345678', publisher: me.name, publisherId: me.id, tradeType: 1, quantity: 5_000 });
    expect((await publicPage(t)).data.list.find((x) => x.id === id)!.phone).toBe('139****5678');
    expect((await detail(t, id, other.token)).data).toMatchObject({ phone: '13912345678', own: false, events: [] });
    expect((await detail(t, id)).data.phone).toBe('139****5678');
    // Listed once: a second decision is refused.
    expect((await list(t, staff, id)).msg).toBe(m.blockTradeActionNotAllowed);
    expect((await reject(t, staff, id, '重复')).msg).toBe(m.blockTradeActionNotAllowed);
  });

  it('staff reject it with a reason the applicant is told; a reason is required', async () => {
    const me = await applicant(t);
    const { id } = await applied(t, me.token);
    const before = await stored(t, me.id);
    for (const reason of ['', '   ', '驳'.repeat(201)]) expect((await reject(t, staff, id, reason)).status).toBe(400);
    expect(await stored(t, me.id)).toEqual(before);
    const rejected = await reject(t, staff, id, '价格区间与市场行情偏离过大');
    expect([rejected.code, rejected.msg]).toEqual([200, m.blockTradeRejectedDone]);
    expect(rejected.data).toMatchObject({ stage: 'rejected', rejectReason: '价格区间与市场行情偏离过大' });
    expect((await stored(t, me.id)).notices.map((n) => n.content).join()).toContain('价格区间与市场行情偏离过大');
    expect((await withdraw(t, me.token, id)).msg).toBe(m.blockTradeActionNotAllowed);
  });

  it('refuses the wrong party: members deciding (403), another withdrawing (404), staff deciding their own (404)', async () => {
    const me = await applicant(t);
    const other = await applicant(t);
    const { id } = await applied(t, me.token);
    const before = await stored(t, me.id);
    expect((await list(t, me.token, id)).status).toBe(403);
    expect((await reject(t, other.token, id, '不是工作人员')).status).toBe(403);
    expect((await withdraw(t, other.token, id)).status).toBe(404);
    expect((await withdraw(t, staff, id)).status).toBe(404);
    expect((await list(t, staff, 2_000_000)).status).toBe(404);
    expect(await stored(t, me.id)).toEqual(before);
    expect((await myPage(t, other.token)).data.list).toEqual([]);
    expect((await queue(t, me.token)).status).toBe(403);

    const [staffRow] = await t.db.select().from(users).where(eq(users.userName, '平台客服'));
    const own = await applied(t, staff);
    expect((await list(t, staff, own.id)).status).toBe(404);
    expect((await stored(t, staffRow!.id)).rows.map((r) => r.stage)).toEqual(['submitted']);
  });

  it('answers bad input on every call with 400, changing nothing', async () => {
    const me = await applicant(t);
    const { id } = await applied(t, me.token);
    const before = await stored(t, me.id);
    const refused = [
      await post(t, '/api/trade/blockTrades/withdraw', {}, { token: me.token }),
      await post(t, '/api/trade/blockTrades/withdraw', { id: 'x' }, { token: me.token }),
      await post(t, '/api/operator/block-trades/list', { id: 1.5 }, { token: staff }),
      await post(t, '/api/operator/block-trades/reject', { id }, { token: staff }),
      await detail(t, 0, me.token),
      await myPage(t, me.token, '?stage=listedd'),
      await queue(t, staff, '?pageSize=7'),
      await publicPage(t, undefined, '?tradeType=2'),
    ];
    expect(refused.map((r) => r.status)).toEqual([400, 400, 400, 400, 400, 400, 400, 400]);
    expect(await stored(t, me.id)).toEqual(before);
  });

  it('the applicant withdraws a listed one: off the public list, in their list as withdrawn', async () => {
    const me = await applicant(t);
    const { id } = await applied(t, me.token);
    await list(t, staff, id);
    const withdrawn = await withdraw(t, me.token, id);
    expect([withdrawn.code, withdrawn.msg, withdrawn.data.stage]).toEqual([200, m.blockTradeWithdrawn, 'withdrawn']);
    expect((await publicPage(t)).data.list.map((x) => x.id)).not.toContain(id);
    expect((await myPage(t, me.token, '?stage=withdrawn')).data.list.map((x) => x.id)).toEqual([id]);
    expect((await myPage(t, me.token, '?stage=listed')).data.list).toEqual([]);
    expect((await myPage(t, me.token, '?stage=draft')).status).toBe(400);
    expect((await detail(t, id, me.token)).data.events.map((e) => e.event)).toEqual(['blockTrade.submit', 'blockTrade.list', 'blockTrade.withdraw']);
  });

  it('the seeded lots are listed with histories that replay; 老周邮票’s demo application waits for staff', async () => {
    const demo = ['金陵藏家', '华夏邮社', '老周邮票'];
    const seeded = (await t.db.select({ row: blockTrades }).from(blockTrades).innerJoin(users, eq(users.id, blockTrades.publisherId)).where(inArray(users.userName, demo))).map(
      (r) => r.row,
    );
    expect(seeded.map((r) => r.stage).sort()).toEqual(['listed', 'listed', 'listed', 'listed', 'submitted']);
    for (const row of seeded) {
      const events = await t.db.select().from(blockTradeEvents).where(eq(blockTradeEvents.blockTradeId, row.id));
      const walk = blockTradeSnapshots.replay(events.map((e) => ({ event: e.event, role: e.role as never, at: e.createdAt.getTime(), payload: e.payload })));
      expect(walk.snapshots.at(-1)!.value).toBe(row.stateValue);
      expect(row.version).toBe(events.length);
    }
    const lao = (await login(t, '老周邮票')).token;
    expect((await myPage(t, lao, '?stage=submitted')).data.list.map((x) => x.productName)).toEqual(['2004年 甲申年猴票']);
  });
});

describe('expiry (the due job)', () => {
  it('expires waiting and listed applications once their last day has ended in China, not before', async () => {
    const me = await applicant(t);
    const waiting = await applied(t, me.token, { expiryDate: chinaDay(t, 1) });
    const listed = await applied(t, me.token, { expiryDate: chinaDay(t, 1) });
    const later = await applied(t, me.token, { expiryDate: chinaDay(t, 2) });
    await list(t, staff, listed.id);
    // 2026-11-23 23:59 in Beijing (15:59 UTC): the last day has not ended.
    t.clock.advance(24 * 3_600_000 + 13 * 3_600_000 + 59 * 60_000);
    const stagesNow = async () => {
      const stages = new Map((await myPage(t, me.token)).data.list.map((x) => [x.id, x.stage]));
      return [stages.get(waiting.id), stages.get(listed.id), stages.get(later.id)];
    };
    await expireDueBlockTrades(t.db, t.clock.now);
    expect(await stagesNow()).toEqual(['submitted', 'listed', 'submitted']);
    expect((await publicPage(t)).data.list.map((x) => x.id)).toContain(listed.id);
    // One minute later it is 2026-11-24 in China.
    t.clock.advance(60_000);
    expect((await publicPage(t)).data.list.map((x) => x.id)).not.toContain(listed.id);
    expect(await expireDueBlockTrades(t.db, t.clock.now)).toBe(2);
    expect(await stagesNow()).toEqual(['expired', 'expired', 'submitted']);
    const history = (await detail(t, listed.id, me.token)).data;
    expect(history.events.at(-1)).toMatchObject({ event: 'blockTrade.expire', role: 'system', actor: null, payload: { lastDay: '2026-11-23' } });
    expect(history.replayMatches).toBe(true);
    expect(await expireDueBlockTrades(t.db, t.clock.now)).toBe(0);
    expect((await post(t, '/api/trade/blockTrades/withdraw', { id: waiting.id }, { token: me.token })).msg).toBe(m.blockTradeActionNotAllowed);
  });
});
