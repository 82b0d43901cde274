import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listings, messages as inbox, punishments, users } from '../../server/src/db/schema';
import { runAllDue } from '../../server/src/jobs/due-jobs';
import type { UserInfo } from '../../src/api/contracts/auth';
import type { Page, PunishmentItem } from '../../src/api/contracts/complaints';
import { messages } from '../../src/api/contracts/messages';
import { buildTestApp, extraMember, get, login, post, type TestApp } from './helpers';
import { productId, publish, trader, type Trader } from './trade-helpers';

/**
 * 处罚 (spec section 7, "Content"; issue 15) through the API: 处罚公示 and its detail for anyone, the member's own
 * punishments, staff issuing and revoking (nobody else), and what a punishment does: the member is warned (user info
 * isWarned) while one is in force, a publish ban refuses new offers and a trade ban refuses taking them, each naming
 * its end; the end lifts the limit at once and the due job clears the warning, unless another punishment is in force.
 */
let t: TestApp;
let staff: Trader;
let seller: Trader;
let serial = 0;
beforeAll(async () => {
  t = await buildTestApp();
  staff = await trader(t, '平台客服', { payPassword: false });
  seller = await trader(t, '金陵藏家', { payPassword: false });
});
afterAll(async () => t.close());

const day = 86_400_000;

/** A fresh level-3 member (may publish sell offers and take offers) for one test. */
async function member() {
  serial += 1;
  const made = await extraMember(t, { userName: `受罚者${serial}号`, phone: `137${String(60_000_000 + serial).padStart(8, '0')}`, level: 3 });
  return { name: made.name, token: made.token, id: made.id };
}

const issue = (fields: Record<string, unknown>, token = staff.token) =>
  post<PunishmentItem>(t, '/api/operator/punish/issue', { kind: 'warning', reason: '违规交易行为', days: 30, ...fields }, { token });
const revoke = (id: unknown, token = staff.token) => post<PunishmentItem>(t, '/api/operator/punish/revoke', { id }, { token });
const warned = async (who: { token: string }) => (await get<UserInfo>(t, '/api/user/info', { token: who.token })).data.isWarned;
const punishmentCount = async () => (await t.db.select({ n: count() }).from(punishments))[0]!.n;

/** A new sell offer, as the publish form sends it. */
const offer = async (who: { token: string }) =>
  post<{ id: number }>(
    t,
    '/api/user/trade/edit',
    { publishType: 1, productId: await productId(t), price: 12_000, quantity: 2, tradeWays: ['online'], deliveryMethods: ['express'] },
    { token: who.token },
  );
const addToBasket = (who: { token: string }, tradeId: number) =>
  post<Array<{ id: number; tradeId: number; lastNum: number; price: number }>>(t, '/api/basket/add', { tradeId, quantity: 1 }, { token: who.token });
const confirm = (who: { token: string }, item: { id: number; lastNum: number; price: number }) =>
  post(
    t,
    '/api/basket/confirm',
    { deliveryMethod: 'express', tradeWay: 'online', basketConfirmInfos: [{ id: item.id, quantity: 1, lastNum: item.lastNum, price: item.price }] },
    { token: who.token },
  );

describe('处罚公示 (public)', () => {
  it('lists the punishments newest first with where each stands, to a visitor too', async () => {
    const page = await get<Page<PunishmentItem>>(t, '/api/user/punish/notice/page?pageSize=50');
    expect(page.code).toBe(200);
    const byUser = (name: string) => page.data.list.filter((p) => p.userName === name);
    expect(byUser('警示用户')).toEqual([
      expect.objectContaining({
        kind: 'warning',
        kindName: '警告',
        state: 'active',
        stateName: '生效中',
        period: '直至平台撤销',
        endTime: null,
        mine: false,
      }),
    ]);
    expect(byUser('华夏邮社')).toEqual([
      expect.objectContaining({ kind: 'publishBan', state: 'ended', stateName: '已到期', period: expect.stringMatching(/^30天（至/) }),
    ]);
    expect(byUser('警示用户')[0]!.complaintId).toEqual(expect.any(Number));
    const starts = page.data.list.map((p) => p.startTime);
    expect(starts).toEqual([...starts].sort().reverse());

    const active = await get<Page<PunishmentItem>>(t, '/api/user/punish/notice/page?state=active&pageSize=50');
    expect(active.data.list.every((p) => p.state === 'active')).toBe(true);
    expect(active.data.list.map((p) => p.userName)).toContain('警示用户');
    const ended = await get<Page<PunishmentItem>>(t, '/api/user/punish/notice/page?state=ended&pageSize=50');
    expect(ended.data.list.map((p) => p.userName)).toEqual(expect.arrayContaining(['华夏邮社', '代理人小陈']));
    expect(await get(t, '/api/user/punish/notice/page?state=forever')).toMatchObject({ status: 400 });
    // A stale token reads it as a visitor would.
    expect((await get(t, '/api/user/punish/notice/page', { token: 'not-a-session' })).code).toBe(200);
  });

  it('marks the reader’s own, and opens one by punishId', async () => {
    const warnedMember = await login(t, '警示用户');
    const page = await get<Page<PunishmentItem>>(t, '/api/user/punish/notice/page?state=active&pageSize=50', { token: warnedMember.token });
    expect(page.data.list.find((p) => p.userName === '警示用户')!.mine).toBe(true);
    const id = page.data.list.find((p) => p.userName === '警示用户')!.id;
    const detail = await get<PunishmentItem>(t, `/api/user/punish/detail?punishId=${id}`);
    expect(detail.data).toMatchObject({ id, userName: '警示用户', reason: expect.stringContaining('品相'), mine: false });
    expect(await get(t, '/api/user/punish/detail?punishId=2000000000')).toMatchObject({ status: 404, msg: messages.punishmentNotFound });
    expect(await get(t, '/api/user/punish/detail?punishId=1.5')).toMatchObject({ status: 400 });
    expect(await get(t, '/api/user/punish/detail')).toMatchObject({ status: 400 });
  });

  it('gives a member only their own at /punish/my/page, after a login', async () => {
    const warnedMember = await login(t, '警示用户');
    const mine = await get<Page<PunishmentItem>>(t, '/api/user/punish/my/page', { token: warnedMember.token });
    expect(mine.data.list.length).toBeGreaterThan(0);
    expect(mine.data.list.every((p) => p.userName === '警示用户' && p.mine)).toBe(true);
    expect((await get<Page<PunishmentItem>>(t, '/api/user/punish/my/page', { token: seller.token })).data).toMatchObject({ list: [], total: 0 });
    expect(await get(t, '/api/user/punish/my/page')).toMatchObject({ status: 401, msg: messages.notLoggedIn });
  });
});

describe('staff issue and revoke', () => {
  it('is for platform staff only: nothing is issued or revoked by anyone else', async () => {
    const target = await member();
    const before = await punishmentCount();
    expect(await issue({ userId: target.id }, seller.token)).toMatchObject({ status: 403, msg: messages.forbidden });
    expect(await post(t, '/api/operator/punish/issue', { userId: target.id, kind: 'warning', reason: '违规交易行为', days: 30 })).toMatchObject({
      status: 401,
    });
    expect(await get(t, '/api/operator/punish/page', { token: seller.token })).toMatchObject({ status: 403 });
    expect(await punishmentCount()).toBe(before);
    const issued = (await issue({ userId: target.id })).data;
    expect(await revoke(issued.id, seller.token)).toMatchObject({ status: 403 });
    expect(await revoke(issued.id, target.token)).toMatchObject({ status: 403 });
    expect(await post(t, '/api/operator/punish/revoke', { id: issued.id })).toMatchObject({ status: 401 });
    expect((await t.db.select().from(punishments).where(eq(punishments.id, issued.id)))[0]!.revokedAt).toBeNull();
    expect(await warned(target)).toBe(true);
  });

  it('refuses every bad input with its message and issues nothing', async () => {
    const target = await member();
    const before = await punishmentCount();
    const cases: Array<[Record<string, unknown>, number, string]> = [
      [{ userId: undefined }, 400, messages.choosePunishedMember],
      [{ userId: target.id, kind: 'ban' }, 400, messages.choosePunishmentKind],
      [{ userId: target.id, reason: '违' }, 400, messages.punishmentReasonRule],
      [{ userId: target.id, reason: '长'.repeat(201) }, 400, messages.punishmentReasonRule],
      [{ userId: target.id, days: 0 }, 400, messages.punishmentDaysRule],
      [{ userId: target.id, days: 3651 }, 400, messages.punishmentDaysRule],
      [{ userId: target.id, days: 1.5 }, 400, messages.punishmentDaysRule],
      [{ userId: target.id, days: undefined }, 400, messages.punishmentDaysRule],
      [{ userId: 2_000_000_000 }, 404, messages.memberNotFound],
      [{ userName: '没有这个人' }, 404, messages.memberNotFound],
      [{ userId: target.id, userName: '金陵藏家' }, 404, messages.memberNotFound],
      [{ userId: staff.id }, 400, messages.cannotPunishSelf],
    ];
    for (const [fields, status, message] of cases) {
      const reply = await issue(fields);
      expect({ fields, status: reply.status, msg: reply.msg }).toEqual({ fields, status, msg: message });
    }
    expect(await punishmentCount()).toBe(before);
    expect(await warned(target)).toBe(false);
    expect(await revoke(2_000_000_000)).toMatchObject({ status: 404, msg: messages.punishmentNotFound });
    expect(await revoke('1')).toMatchObject({ status: 400 });
  });

  it('issues by user name: the member is warned and told; revoking clears it and tells them', async () => {
    const target = await member();
    const issued = await issue({ userName: target.name, kind: 'warning', reason: '在挂单中留下站外联系方式', days: null });
    expect(issued).toMatchObject({ code: 200, msg: messages.punishmentIssued });
    expect(issued.data).toMatchObject({ userName: target.name, kind: 'warning', state: 'active', period: '直至平台撤销', complaintId: null });
    expect(await warned(target)).toBe(true);
    const told = await t.db.select().from(inbox).where(eq(inbox.userId, target.id));
    expect(told.at(-1)).toMatchObject({ title: '处罚通知：警告', content: expect.stringContaining('在挂单中留下站外联系方式') });

    const staffList = await get<Page<PunishmentItem>>(t, '/api/operator/punish/page?state=active&pageSize=50', { token: staff.token });
    expect(staffList.data.list.map((p) => p.id)).toContain(issued.data.id);

    const revoked = await revoke(issued.data.id);
    expect(revoked).toMatchObject({
      code: 200,
      msg: messages.punishmentRevoked,
      data: { state: 'revoked', stateName: '已撤销', revokeTime: expect.any(String) },
    });
    expect(await warned(target)).toBe(false);
    expect((await t.db.select().from(inbox).where(eq(inbox.userId, target.id))).at(-1)).toMatchObject({ title: '处罚已撤销：警告' });
    expect(await revoke(issued.data.id)).toMatchObject({ status: 409, msg: messages.punishmentNotActive });
  });

  it('revokes once under a parallel burst', async () => {
    const target = await member();
    const issued = (await issue({ userId: target.id })).data;
    const burst = await Promise.all(Array.from({ length: 6 }, () => revoke(issued.id)));
    expect(burst.filter((r) => r.code === 200)).toHaveLength(1);
    expect(burst.filter((r) => r.status === 409)).toHaveLength(5);
    expect((await t.db.select().from(inbox).where(eq(inbox.userId, target.id))).filter((m) => m.title.startsWith('处罚已撤销'))).toHaveLength(1);
  });
});

describe('what a punishment does', () => {
  it('a publish ban refuses new offers, naming its end, until the end passes; the due job then clears the warning', async () => {
    const target = await member();
    const before = (await offer(target)).data.id; // an offer published before the ban
    const issued = (await issue({ userId: target.id, kind: 'publishBan', reason: '挂单描述不实', days: 3 })).data;
    const listingsBefore = await t.db.select({ n: count() }).from(listings).where(eq(listings.publisherId, target.id));
    const refused = await offer(target);
    expect(refused.status).toBe(403);
    expect(refused.msg).toBe(messages.publishBanned.replace('{until}', `至${issued.endTime!.slice(0, 16)}`));
    expect(refused.msg).toContain('2026-11-25 10:00');
    expect(await t.db.select({ n: count() }).from(listings).where(eq(listings.publisherId, target.id))).toEqual(listingsBefore);
    // Editing an offer already published, and taking others' offers, stay allowed.
    const edited = await post(
      t,
      '/api/user/trade/edit',
      { id: before, publishType: 1, productId: await productId(t), price: 11_000, quantity: 2, tradeWays: ['online'], deliveryMethods: ['express'] },
      { token: target.token },
    );
    expect(edited.code).toBe(200);
    const sellers = await publish(t, seller, { publishType: 1, price: 500, quantity: 1 });
    expect((await addToBasket(target, sellers)).code).toBe(200);

    // At its end the ban no longer holds, even before the due job has run; the warning clears with the job.
    t.clock.advance(3 * day + 1000);
    expect((await offer(target)).code).toBe(200);
    expect(await warned(target)).toBe(true);
    await runAllDue(t.db, t.clock.now);
    expect(await warned(target)).toBe(false);
    expect((await get<PunishmentItem>(t, `/api/user/punish/detail?punishId=${issued.id}`)).data).toMatchObject({
      state: 'ended',
      stateName: '已到期',
    });
  });

  it('a trade ban refuses adding to the basket and confirming it, until revoked; publishing stays allowed', async () => {
    const target = await member();
    const first = await publish(t, seller, { publishType: 1, price: 600, quantity: 1 });
    const second = await publish(t, seller, { publishType: 1, price: 700, quantity: 1 });
    const item = (await addToBasket(target, first)).data.find((i) => i.tradeId === first)!;
    const issued = (await issue({ userId: target.id, kind: 'tradeBan', reason: '多次恶意下单不付款', days: null })).data;
    const refusal = messages.tradeBanned.replace('{until}', '直至平台撤销');
    expect(await addToBasket(target, second)).toMatchObject({ status: 403, msg: refusal });
    expect(await confirm(target, item)).toMatchObject({ status: 403, msg: refusal });
    expect((await t.db.select({ lastNum: listings.lastNum }).from(listings).where(eq(listings.id, first)))[0]!.lastNum).toBe(1);
    expect((await offer(target)).code).toBe(200);

    await revoke(issued.id);
    expect(await warned(target)).toBe(false);
    expect((await confirm(target, item)).code).toBe(200);
  });

  it('the warning stays while another punishment is still in force', async () => {
    const target = await member();
    await issue({ userId: target.id, kind: 'warning', reason: '违规交易行为', days: null });
    const short = (await issue({ userId: target.id, kind: 'publishBan', reason: '挂单描述不实', days: 1 })).data;
    expect(await warned(target)).toBe(true);
    t.clock.advance(day + 1000);
    await runAllDue(t.db, t.clock.now);
    expect(await warned(target)).toBe(true);
    expect((await offer(target)).code).toBe(200);
    expect((await get<PunishmentItem>(t, `/api/user/punish/detail?punishId=${short.id}`)).data.state).toBe('ended');
    // Revoking an ended punishment is refused: there is nothing to lift.
    expect(await revoke(short.id)).toMatchObject({ status: 409, msg: messages.punishmentNotActive });
    expect((await t.db.select({ warned: users.warned }).from(users).where(eq(users.id, target.id)))[0]!.warned).toBe(true);
  });
});
