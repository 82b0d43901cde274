import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq, like } from 'drizzle-orm';
import { favourites, journalEntries, messages as inbox } from '../../server/src/db/schema';
import { runDueFavouriteRenewals } from '../../server/src/domain/favourites/favourites';
import type { BatchSend, FavouriteUser, FavouriteVariety } from '../../src/api/contracts/favourites';
import { messages } from '../../src/api/contracts/messages';
import { fees, priceFeatures, send } from './favourite-helpers';
import { buildTestApp, extraMember, type TestApp } from './helpers';
import { balanceOf, buyer, relogin, seller, stranger, trader, type Trader } from './trade-helpers';

/**
 * Favourites (issue 27): varieties and members, each valid for a term; a term costs the system config's fee through
 * the one fee function (charged once per idempotency key, and never beyond the beans held), automatic renewal by the
 * due job or a lapse it tells of, and inbox messages to favourite members within a per-day limit.
 */
let t: TestApp;
let s: Trader; // 金陵藏家, 1200 beans
let b: Trader; // 老周邮票
let h: Trader; // 华夏邮社, 300 beans
const day = 24 * 3_600_000;
const T46 = '1980年 T46 庚申年猴票';

beforeAll(async () => {
  t = await buildTestApp();
  await priceFeatures(t, { termDays: 30, messagesPerDay: 5, smsPerDay: 50 });
  [s, b, h] = [await trader(t, seller), await trader(t, buyer), await trader(t, stranger)];
});
afterAll(() => t.close());

const varieties = async (who: Trader) => (await send<FavouriteVariety[]>(t, who, 'GET', '/api/collect/variety')).data;
const users = async (who: Trader, valid = false) =>
  (await send<FavouriteUser[]>(t, who, 'GET', valid ? '/api/collect/user/valid/list' : '/api/collect/user')).data;
const addUser = (who: Trader, userName: string, key?: string) => send(t, who, 'POST', '/api/collect/user/add', { userName }, key);
const termEntries = () => t.db.select().from(journalEntries).where(like(journalEntries.idempotencyKey, 'favourite:term:%'));
const noticesOf = (userId: number) => t.db.select().from(inbox).where(eq(inbox.userId, userId)).orderBy(desc(inbox.id));

describe('favourite varieties', () => {
  it('collects a variety for a term, paid once, lists it, renews from its end, switches auto-renew and removes it', async () => {
    const before = await balanceOf(t, s.id, 'bean');
    const added = await send(t, s, 'POST', '/api/collect/variety', { productCode: 'T46', productName: '猴票' }, 'fav-add-1');
    expect([added.status, added.msg, added.type]).toEqual([200, messages.favouriteAdded, 'bean']);
    expect(await balanceOf(t, s.id, 'bean')).toBe(before - fees.p_collect_variety);
    const [fav] = await varieties(s);
    // The catalogue's name, not what was typed; the first term from now (2026-11-22 10:00 China time).
    expect(fav).toMatchObject({
      productCode: 'T46',
      productName: T46,
      expireTime: '2026-12-22 10:00:00',
      expired: false,
      autoRenew: false,
      renewBeans: 10,
    });

    const renewed = await send(t, s, 'POST', `/api/collect/variety/renew/${fav!.id}`, {}, 'fav-renew-1');
    expect([renewed.status, renewed.msg, renewed.type]).toEqual([200, messages.favouriteRenewed, 'bean']);
    expect((await varieties(s))[0]!.expireTime).toBe('2027-01-21 10:00:00');
    expect(await balanceOf(t, s.id, 'bean')).toBe(before - 2 * fees.p_collect_variety);
    const [log] = await t.db.select().from(journalEntries).where(eq(journalEntries.item, 'featureFee')).orderBy(desc(journalEntries.id)).limit(1);
    expect(log!.memo).toBe(`收藏品种续期（T46 ${T46}）`);

    expect(
      (
        await send(t, s, 'POST', `/api/collect/variety/autoRenew/${fav!.id}`, {
          autoRenew: true,
        })
      ).msg,
    ).toBe(messages.autoRenewOn);
    expect((await varieties(s))[0]!.autoRenew).toBe(true);
    expect(
      (
        await send(t, s, 'POST', `/api/collect/variety/autoRenew/${fav!.id}`, {
          autoRenew: false,
        })
      ).msg,
    ).toBe(messages.autoRenewOff);

    const removed = await send(t, s, 'POST', `/api/collect/variety/del/${fav!.id}`);
    expect([removed.status, removed.msg]).toEqual([200, messages.favouriteRemoved]);
    expect(await varieties(s)).toEqual([]);
  });

  it('refuses a variety twice, one the catalogue lacks, empty fields and bad bodies', async () => {
    expect(
      (
        await send(t, s, 'POST', '/api/collect/variety', {
          productCode: 'T58',
          productName: '鸡',
        })
      ).code,
    ).toBe(200);
    expect(
      await send(t, s, 'POST', '/api/collect/variety', {
        productCode: 'T58',
        productName: '鸡',
      }),
    ).toMatchObject({ status: 409, msg: messages.varietyAlreadyCollected });
    expect(
      await send(t, s, 'POST', '/api/collect/variety', {
        productCode: 'X999',
        productName: '无',
      }),
    ).toMatchObject({ status: 400, msg: messages.varietyNotFound });
    expect(
      await send(t, s, 'POST', '/api/collect/variety', {
        productCode: ' ',
        productName: '无',
      }),
    ).toMatchObject({ status: 400, msg: messages.enterProductCode });
    expect(await send(t, s, 'POST', '/api/collect/variety', { productCode: 'T46' })).toMatchObject({ status: 400, msg: messages.enterProductName });
    expect(
      await send(t, s, 'POST', '/api/collect/variety', {
        productCode: 46,
        productName: 'x',
      }),
    ).toMatchObject({ status: 400 });
    expect((await varieties(s)).map((v) => v.productCode)).toEqual(['T58']);
  });

  it("another member's favourite is not found for every call, and nothing of it changes", async () => {
    const [mine] = await varieties(s);
    for (const path of ['renew', 'del', 'autoRenew']) {
      const reply = await send(t, b, 'POST', `/api/collect/variety/${path}/${mine!.id}`, { autoRenew: true });
      expect(reply, path).toMatchObject({
        status: 404,
        msg: messages.favouriteNotFound,
      });
    }
    // A variety's id is not a favourite member's either.
    expect(await send(t, s, 'POST', `/api/collect/user/renew/${mine!.id}`)).toMatchObject({ status: 404, msg: messages.favouriteNotFound });
    expect(await send(t, s, 'POST', '/api/collect/variety/renew/abc')).toMatchObject({ status: 400 });
    expect(await varieties(s)).toEqual([mine]);
    expect(await varieties(b)).toEqual([]);
    expect(await send(t, { name: '', token: 'nobody', id: 0 }, 'GET', '/api/collect/variety')).toMatchObject({ status: 401 });
  });
});

describe('favourite members', () => {
  it('collects a member by name, lists the valid ones only until their term ends, and refuses myself, a stranger and twice', async () => {
    const added = await addUser(s, buyer);
    expect([added.status, added.msg]).toEqual([200, messages.favouriteAdded]);
    const [fav] = await users(s);
    expect(fav).toMatchObject({
      targetId: b.id,
      userName: buyer,
      levelId: 5,
      vipName: '至尊VIP',
      expired: false,
      renewBeans: fees.p_collect_user,
    });
    expect(await users(s, true)).toEqual([fav]);

    expect(await addUser(s, buyer)).toMatchObject({
      status: 409,
      msg: messages.memberAlreadyCollected,
    });
    expect(await addUser(s, seller)).toMatchObject({
      status: 400,
      msg: messages.cannotCollectSelf,
    });
    expect(await addUser(s, '没有这个人')).toMatchObject({
      status: 400,
      msg: messages.memberNotFound,
    });
    expect(await addUser(s, '')).toMatchObject({
      status: 400,
      msg: messages.enterFavouriteUserName,
    });

    const late = await extraMember(t, {
      userName: '过期会员',
      phone: '13900000101',
    });
    expect((await addUser(s, late.name)).code).toBe(200);
    await t.db
      .update(favourites)
      .set({ expiresAt: new Date(t.clock.now().getTime() - 1) })
      .where(eq(favourites.targetId, late.id));
    expect((await users(s)).map((u) => [u.userName, u.expired])).toEqual([
      ['过期会员', true],
      [buyer, false],
    ]);
    expect((await users(s, true)).map((u) => u.userName)).toEqual([buyer]);
    // An expired favourite renewed by hand runs a whole term from now.
    const expired = (await users(s)).find((u) => u.expired)!;
    expect((await send(t, s, 'POST', `/api/collect/user/renew/${expired.id}`)).code).toBe(200);
    expect((await users(s)).find((u) => u.id === expired.id)).toMatchObject({
      expired: false,
      expireTime: '2026-12-22 10:00:00',
    });
  });
});

describe('renewals under a burst', () => {
  it('20 parallel renewals with one idempotency key give one term and charge once', async () => {
    const [fav] = (await users(s)).filter((u) => u.userName === buyer);
    const before = await balanceOf(t, s.id, 'bean');
    const replies = await Promise.all(Array.from({ length: 20 }, () => send(t, s, 'POST', `/api/collect/user/renew/${fav!.id}`, {}, 'burst-one-key')));
    expect(replies.map((r) => r.code)).toEqual(Array(20).fill(200));
    expect(await balanceOf(t, s.id, 'bean')).toBe(before - fees.p_collect_user);
    expect((await users(s)).find((u) => u.id === fav!.id)!.expireTime).toBe('2027-01-21 10:00:00');
  });

  it('20 parallel renewals with different keys renew exactly as often as the beans pay for', async () => {
    expect((await addUser(h, seller)).code).toBe(200); // 300 - 40 = 260 beans left: 6 more terms
    const [fav] = await users(h);
    const before = await balanceOf(t, h.id, 'bean');
    const affordable = Math.floor(before / fees.p_collect_user);
    const replies = await Promise.all(Array.from({ length: 20 }, (_, i) => send(t, h, 'POST', `/api/collect/user/renew/${fav!.id}`, {}, `burst-key-${i}`)));
    expect(replies.filter((r) => r.code === 200)).toHaveLength(affordable);
    expect(replies.filter((r) => r.code !== 200).every((r) => r.status === 400 && r.msg === messages.beansInsufficient)).toBe(true);
    expect(await balanceOf(t, h.id, 'bean')).toBe(before - affordable * fees.p_collect_user);
    const expiresAt = new Date(`${(await users(h))[0]!.expireTime.replace(' ', 'T')}+08:00`).getTime();
    expect(expiresAt - t.clock.now().getTime()).toBe((affordable + 1) * 30 * day);
    // One ledger entry per term: the first and each renewal, every one of them a row of favourite_terms.
    const entries = (await termEntries()).filter((e) => e.memo === `收藏会员续期（${seller}）`);
    expect(entries).toHaveLength(affordable + 1);
  });
});

describe('the due job', () => {
  it('renews an auto-renewing favourite when its term ends, once however often it runs, and tells the member', async () => {
    const [fav] = (await varieties(s)).filter((v) => v.productCode === 'T58');
    expect(
      (
        await send(t, s, 'POST', `/api/collect/variety/autoRenew/${fav!.id}`, {
          autoRenew: true,
        })
      ).code,
    ).toBe(200);
    const before = await balanceOf(t, s.id, 'bean');
    t.clock.advance(30 * day);
    await relogin(t, s, b, h); // sessions last 7 days
    await Promise.all([runDueFavouriteRenewals(t.db, t.clock.now), runDueFavouriteRenewals(t.db, t.clock.now)]);
    expect(await runDueFavouriteRenewals(t.db, t.clock.now)).toBe(0);
    expect(await balanceOf(t, s.id, 'bean')).toBe(before - fees.p_collect_variety);
    const renewed = (await varieties(s)).find((v) => v.id === fav!.id)!;
    expect(renewed).toMatchObject({
      expired: false,
      autoRenew: true,
      expireTime: '2027-01-21 10:00:00',
    });
    expect((await noticesOf(s.id))[0]).toMatchObject({
      title: '收藏已自动续期',
      content: expect.stringContaining('T58'),
    });
  });

  it('lets it lapse when the beans are short: auto-renew off, nothing charged, the member told once', async () => {
    const poor = await extraMember(t, {
      userName: '没金豆的',
      phone: '13900000102',
    });
    const who = { name: poor.name, token: poor.token, id: poor.id };
    await t.db.update(favourites).set({ autoRenew: false }); // only this one is due below
    const [row] = await t.db
      .insert(favourites)
      .values({
        userId: poor.id,
        kind: 'user',
        targetId: s.id,
        expiresAt: t.clock.now(),
        autoRenew: true,
        createdAt: t.clock.now(),
      })
      .returning();
    t.clock.advance(1_000);
    expect(await runDueFavouriteRenewals(t.db, t.clock.now)).toBe(1);
    expect(await runDueFavouriteRenewals(t.db, t.clock.now)).toBe(0);
    expect(await balanceOf(t, poor.id, 'bean')).toBe(0);
    expect((await users(who))[0]).toMatchObject({
      id: row!.id,
      expired: true,
      autoRenew: false,
    });
    const told = await noticesOf(poor.id);
    expect(told.filter((n) => n.title === '收藏自动续期失败')).toHaveLength(1);
    expect(told[0]!.content).toContain('金豆不足');
  });
});

describe('messages to favourite members', () => {
  it('sends an inbox message to the chosen favourite members; one who blocked me receives nothing', async () => {
    const wang = await trader(t, '邮友小王', { payPassword: false });
    expect((await addUser(s, wang.name)).code).toBe(200);
    expect((await send(t, wang, 'POST', `/api/user/add/blacklist/${s.id}`)).code).toBe(200);
    const ids = (await users(s, true)).filter((u) => u.userName === buyer || u.userName === wang.name).map((u) => u.id);
    const before = (await noticesOf(wang.id)).length;
    const reply = await send<BatchSend>(t, s, 'POST', '/api/collect/user/sendBatch/message', { ids, content: '新到一批T46，欢迎咨询' }, 'msg-1');
    expect([reply.status, reply.msg, reply.data]).toEqual([200, messages.favouriteMessageSent, { sent: 1, skipped: 1, beans: 0 }]);
    expect((await noticesOf(b.id))[0]).toMatchObject({
      title: `会员「${seller}」给您发来消息`,
      content: '新到一批T46，欢迎咨询',
      type: 1,
    });
    expect(await noticesOf(wang.id)).toHaveLength(before);
    // The same key again sends nothing more.
    expect((await send<BatchSend>(t, s, 'POST', '/api/collect/user/sendBatch/message', { ids, content: '新到一批T46，欢迎咨询' }, 'msg-1')).data.sent).toBe(1);
    expect((await noticesOf(b.id)).filter((n) => n.content === '新到一批T46，欢迎咨询')).toHaveLength(1);
  });

  it("refuses another's favourite, an expired one, no choice and an empty or too long text", async () => {
    const [hers] = await users(h);
    const mine = (await users(s, true)).find((u) => u.userName === buyer)!;
    const sendTo = (ids: unknown, content: unknown = '你好') =>
      send(t, s, 'POST', '/api/collect/user/sendBatch/message', {
        ids,
        content,
      });
    expect(await sendTo([mine.id, hers!.id])).toMatchObject({
      status: 404,
      msg: messages.favouriteNotFound,
    });
    const expired = (await users(s)).find((u) => u.userName === '过期会员')!;
    await t.db.update(favourites).set({ expiresAt: t.clock.now() }).where(eq(favourites.id, expired.id));
    expect(await sendTo([expired.id])).toMatchObject({
      status: 400,
      msg: messages.favouriteExpired,
    });
    expect(await sendTo([])).toMatchObject({
      status: 400,
      msg: messages.chooseFavouriteMembers,
    });
    expect(await sendTo([mine.id], '')).toMatchObject({
      status: 400,
      msg: messages.enterMessageContent,
    });
    expect(await sendTo([mine.id], '长'.repeat(201))).toMatchObject({
      status: 400,
      msg: messages.favouriteMessageTooLong,
    });
    expect(await sendTo(Array.from({ length: 51 }, (_, i) => i + 1))).toMatchObject({ status: 400, msg: messages.tooManyFavouriteMembers });
  });

  it('holds the per-day limit under a burst of 20 parallel sends', async () => {
    const mine = (await users(s, true)).find((u) => u.userName === buyer)!;
    t.clock.advance(day); // a new China day: 5 messages allowed
    await relogin(t, s, b, h);
    const replies = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        send(t, s, 'POST', '/api/collect/user/sendBatch/message', { ids: [mine.id], content: `第${i}条` }, `day-burst-${i}`),
      ),
    );
    expect(replies.filter((r) => r.code === 200)).toHaveLength(5);
    expect(replies.filter((r) => r.code !== 200).every((r) => r.msg === messages.favouriteMessagesPerDay)).toBe(true);
    expect((await noticesOf(b.id)).filter((n) => n.content.startsWith('第'))).toHaveLength(5);
  });
});

describe('favourites of one member stay theirs', () => {
  it('lists nobody else’s rows', async () => {
    const rows = await t.db
      .select()
      .from(favourites)
      .where(and(eq(favourites.userId, b.id)));
    expect(await users(b)).toHaveLength(rows.filter((r) => r.kind === 'user').length);
    expect(await varieties(b)).toHaveLength(rows.filter((r) => r.kind === 'variety').length);
  });
});
