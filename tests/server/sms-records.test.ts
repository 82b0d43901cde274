import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { favourites, smsOutbox, smsRecords } from '../../server/src/db/schema';
import type { BatchSend, FavouriteUser } from '../../src/api/contracts/favourites';
import type { SmsRecord } from '../../src/api/contracts/sms-records';
import type { Page } from '../../src/api/contracts/trade';
import { messages } from '../../src/api/contracts/messages';
import { fees, priceFeatures, send } from './favourite-helpers';
import { buildTestApp, extraMember, sendCode, type TestApp } from './helpers';
import { balanceOf, buyer, relogin, seller, trader, type Trader } from './trade-helpers';

/**
 * SMS records (issue 27): every text to a member's bound phone is recorded (a code's digits never kept, never
 * resendable), newest first with the phone masked; a member's texts to favourite members cost the fee per text, stay
 * within the day's limit under a burst, skip who blocked them; records are one's own (404 for another's).
 */
let t: TestApp;
let s: Trader; // 金陵藏家, 1200 beans, sends
let b: Trader; // 老周邮票, receives
const day = 24 * 3_600_000;

beforeAll(async () => {
  t = await buildTestApp();
  await priceFeatures(t, { termDays: 30, messagesPerDay: 100, smsPerDay: 5 });
  [s, b] = [await trader(t, seller), await trader(t, buyer)];
  for (const name of [buyer, '邮友小王']) expect((await send(t, s, 'POST', '/api/collect/user/add', { userName: name })).code).toBe(200);
});
afterAll(() => t.close());

const page = async (who: Trader, query = '') => (await send<Page<SmsRecord>>(t, who, 'GET', `/api/message/user/smsRecord/page${query}`)).data;
const favouriteIds = async () => (await send<FavouriteUser[]>(t, s, 'GET', '/api/collect/user/valid/list')).data;
const sendSms = (ids: unknown, content: unknown, key?: string) => send<BatchSend>(t, s, 'POST', '/api/message/user/smsRecord/send', { ids, content }, key);

describe('what the platform texted me', () => {
  it('records a verification code masked, its digits hidden, not resendable', async () => {
    expect((await sendCode(t, '13800000005', 'forget')).code).toBe(200);
    const [outbox] = await t.db.select().from(smsOutbox).where(eq(smsOutbox.phone, '13800000005'));
    const code = /(\d{6})/.exec(outbox!.content)![1]!;
    const [record] = (await page(b)).list;
    expect(record).toMatchObject({
      direction: 'received',
      kind: 'code',
      phone: '138****0005',
      state: 'sent',
      resendable: false,
      userName: null,
    });
    expect(record!.content).not.toContain(code);
    expect(record!.content).toContain('验证码 ******');
    expect(await send(t, b, 'POST', `/api/message/user/smsRecord/resend/${record!.id}`)).toMatchObject({ status: 400, msg: messages.smsNotResendable });
  });
});

describe('texts to favourite members', () => {
  it('charges the fee per text, records both sides, skips who blocked me, and sends nothing twice for one key', async () => {
    const wang = await trader(t, '邮友小王', { payPassword: false });
    expect((await send(t, wang, 'POST', `/api/user/add/blacklist/${s.id}`)).code).toBe(200);
    const ids = (await favouriteIds()).map((f) => f.id);
    const before = await balanceOf(t, s.id, 'bean');
    const sent = await sendSms(ids, 'T46到货，欢迎咨询', 'sms-1');
    expect([sent.status, sent.msg, sent.data, sent.type]).toEqual([200, messages.smsSentToFavourites, { sent: 1, skipped: 1, beans: fees.p_sms }, 'bean']);
    expect(await balanceOf(t, s.id, 'bean')).toBe(before - fees.p_sms);
    expect((await sendSms(ids, 'T46到货，欢迎咨询', 'sms-1')).data).toEqual({
      sent: 1,
      skipped: 0,
      beans: fees.p_sms,
    });
    expect(await balanceOf(t, s.id, 'bean')).toBe(before - fees.p_sms);

    const [mine] = (await page(s, '?direction=sent')).list;
    expect(mine).toMatchObject({
      direction: 'sent',
      kind: 'member',
      phone: '138****0005',
      userName: buyer,
      state: 'sent',
      beans: fees.p_sms,
      resendable: false,
    });
    expect(mine!.content).toBe(`【邮市】会员${seller}：T46到货，欢迎咨询`);
    const [theirs] = (await page(b)).list;
    expect(theirs).toMatchObject({
      direction: 'received',
      kind: 'member',
      content: mine!.content,
      resendable: true,
    });
    expect((await t.db.select().from(smsOutbox).where(eq(smsOutbox.phone, '13800000002'))).length).toBe(0);
  });

  it('refuses an empty or too long text, no choice, another’s favourite and an expired one', async () => {
    const [fav] = (await favouriteIds()).filter((f) => f.userName === buyer);
    expect(await sendSms([fav!.id], '')).toMatchObject({
      status: 400,
      msg: messages.enterSmsContent,
    });
    expect(await sendSms([fav!.id], '长'.repeat(51))).toMatchObject({
      status: 400,
      msg: messages.smsContentTooLong,
    });
    expect(await sendSms([], '你好')).toMatchObject({
      status: 400,
      msg: messages.chooseFavouriteMembers,
    });
    const other = await extraMember(t, {
      userName: '别人的收藏',
      phone: '13900000201',
    });
    const [theirs] = await t.db
      .insert(favourites)
      .values({
        userId: other.id,
        kind: 'user',
        targetId: s.id,
        expiresAt: new Date(t.clock.now().getTime() + day),
        createdAt: t.clock.now(),
      })
      .returning();
    expect(await sendSms([fav!.id, theirs!.id], '你好')).toMatchObject({
      status: 404,
      msg: messages.favouriteNotFound,
    });
    await t.db.update(favourites).set({ expiresAt: t.clock.now() }).where(eq(favourites.id, fav!.id));
    expect(await sendSms([fav!.id], '你好')).toMatchObject({
      status: 400,
      msg: messages.favouriteExpired,
    });
    await t.db
      .update(favourites)
      .set({ expiresAt: new Date(t.clock.now().getTime() + 60 * day) })
      .where(eq(favourites.id, fav!.id));
  });

  it('holds the day’s limit under a burst of 20 parallel sends, and charges only what was sent', async () => {
    t.clock.advance(day);
    await relogin(t, s, b);
    const [fav] = (await favouriteIds()).filter((f) => f.userName === buyer);
    const before = await balanceOf(t, s.id, 'bean');
    const replies = await Promise.all(Array.from({ length: 20 }, (_, i) => sendSms([fav!.id], `第${i}条`, `sms-burst-${i}`)));
    expect(replies.filter((r) => r.code === 200)).toHaveLength(5);
    expect(replies.filter((r) => r.code !== 200).every((r) => r.msg === messages.smsPerDayReached)).toBe(true);
    expect(await balanceOf(t, s.id, 'bean')).toBe(before - 5 * fees.p_sms);
    // Deleting a record does not give its place back.
    const [latest] = (await page(s, '?direction=sent')).list;
    expect((await send(t, s, 'POST', `/api/message/user/smsRecord/del/${latest!.id}`)).msg).toBe(messages.smsRecordDeleted);
    expect(await sendSms([fav!.id], '再来一条', 'sms-after-delete')).toMatchObject({ status: 400, msg: messages.smsPerDayReached });
  });
});

describe('resending and deleting records', () => {
  it('resends a received text once a minute; a failed text I sent goes again without a second fee', async () => {
    const [received] = (await page(b)).list.filter((r) => r.kind === 'member');
    const resent = await send(t, b, 'POST', `/api/message/user/smsRecord/resend/${received!.id}`);
    expect([resent.status, resent.msg]).toEqual([200, messages.smsResent]);
    expect(await send(t, b, 'POST', `/api/message/user/smsRecord/resend/${received!.id}`)).toMatchObject({ status: 429, msg: messages.smsTooSoon });

    const [sent] = (await page(s, '?direction=sent')).list;
    expect(await send(t, s, 'POST', `/api/message/user/smsRecord/resend/${sent!.id}`)).toMatchObject({ status: 400, msg: messages.smsNotResendable });
    await t.db.update(smsRecords).set({ state: 'failed' }).where(eq(smsRecords.id, sent!.id));
    const before = await balanceOf(t, s.id, 'bean');
    expect((await send(t, s, 'POST', `/api/message/user/smsRecord/resend/${sent!.id}`)).code).toBe(200);
    expect((await page(s, '?direction=sent')).list.find((r) => r.id === sent!.id)).toMatchObject({ state: 'sent', resendable: false });
    expect(await balanceOf(t, s.id, 'bean')).toBe(before);
  });

  it('another member’s record is not found for resend and delete; a deleted one is gone from the page', async () => {
    const [theirs] = (await page(b)).list;
    expect(await send(t, s, 'POST', `/api/message/user/smsRecord/resend/${theirs!.id}`)).toMatchObject({ status: 404, msg: messages.smsRecordNotFound });
    expect(await send(t, s, 'POST', `/api/message/user/smsRecord/del/${theirs!.id}`)).toMatchObject({ status: 404, msg: messages.smsRecordNotFound });
    const total = (await page(b)).total;
    expect((await send(t, b, 'POST', `/api/message/user/smsRecord/del/${theirs!.id}`)).code).toBe(200);
    expect((await page(b)).total).toBe(total - 1);
    expect(await send(t, b, 'POST', `/api/message/user/smsRecord/del/${theirs!.id}`)).toMatchObject({ status: 404 });
    expect(await send(t, b, 'GET', '/api/message/user/smsRecord/page?direction=both')).toMatchObject({ status: 400 });
    expect(await send(t, b, 'POST', '/api/message/user/smsRecord/del/0')).toMatchObject({ status: 400 });
  });
});
