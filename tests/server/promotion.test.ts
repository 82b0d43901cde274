import { and, eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { scoreLogs, users } from '../../server/src/db/schema';
import type { LoginReply } from '../../src/api/contracts/auth';
import type { MyRecommend } from '../../src/api/contracts/promotion';
import type { ScoreLog } from '../../src/api/contracts/scores';
import type { Page } from '../../src/api/contracts/trade';
import { freshCode, get, login, post, type TestApp } from './helpers';
import { act, closeChecked, newOrder, payPassword, step, stranger, type Trader, tradingApp } from './trade-helpers';

/** Promotion: an invite link records the referrer; a referred member's completed trades earn the referrer points. */
let t: TestApp;
let s: Trader;
let b: Trader;
beforeEach(async () => ({ t, s, b } = await tradingApp()));
afterEach(() => closeChecked(t));

const referrerOf = async (userId: number) => (await t.db.select({ id: users.referrerId }).from(users).where(eq(users.id, userId)))[0]!.id;
const pointsOf = async (userId: number) => (await t.db.select({ n: users.personalScore }).from(users).where(eq(users.id, userId)))[0]!.n;
const memberId = async (userName: string) => (await t.db.select({ id: users.id }).from(users).where(eq(users.userName, userName)))[0]!.id;
const register = async (phone: string, userName: string, extra: Record<string, unknown>) =>
  post<LoginReply>(t, '/api/login/register', { phone, code: await freshCode(t, phone, 'register'), userName, password: 'stamp2026', ...extra });
const recommend = (token: string | undefined, query = '') => get<MyRecommend>(t, `/api/user/myRecommend${query}`, { token });

describe('registering through an invite link', () => {
  it('records the inviter as the referrer', async () => {
    const reply = await register('13911115555', '受邀新人', { inviter: s.id });
    expect(reply.code, reply.msg).toBe(200);
    expect(await referrerOf(reply.data.userinfo.id)).toBe(s.id);
    const mine = await recommend(s.token);
    expect(mine.data.members.list[0]).toMatchObject({ userName: '受邀新人', levelId: 1, levelName: '注册会员', dealTimes: 0 });
  });

  it('ignores an inviter who does not exist, and registers without one; a malformed one is refused', async () => {
    const unknown = await register('13911116666', '无名受邀', { inviter: 999_999 });
    expect(unknown.code, unknown.msg).toBe(200);
    expect(await referrerOf(unknown.data.userinfo.id)).toBeNull();
    const none = await register('13911117777', '自己来的', {});
    expect(none.code, none.msg).toBe(200);
    expect(await referrerOf(none.data.userinfo.id)).toBeNull();
    const code = await freshCode(t, '13911118888', 'register');
    for (const inviter of ['abc', 0, 1.5, -3]) {
      const bad = await post(t, '/api/login/register', { phone: '13911118888', code, userName: '坏链接', password: 'stamp2026', inviter });
      expect(bad.status, String(inviter)).toBe(400);
    }
    expect(await t.db.select().from(users).where(eq(users.userName, '坏链接'))).toEqual([]);
  });
});

describe('rebates (返利)', () => {
  it('a referred member’s completed trade earns the referrer points once, even when the receipt is retried', async () => {
    // 老周邮票 (the buyer) came through 华夏邮社's invite link.
    const referrer = await memberId(stranger);
    await t.db.update(users).set({ referrerId: referrer }).where(eq(users.id, b.id));
    const before = await pointsOf(referrer);
    const orderId = await newOrder(t, s, b, 10_000);
    await step(t, b, '/api/trade/online/buyer/pay', { orderId, payPassword });
    await step(t, s, '/api/trade/online/seller/ship', { orderId, expressCompany: '顺丰速运', trackingNo: 'SF123456789' });
    for (let i = 0; i < 2; i += 1) {
      const reply = await act(t, b, '/api/trade/online/buyer/receive', { orderId, payPassword }, `receive-${orderId}`);
      expect(reply.code, reply.msg).toBe(200);
    }
    expect(await pointsOf(referrer)).toBe(before + 5);
    const rows = await t.db.select().from(scoreLogs).where(and(eq(scoreLogs.userId, referrer), eq(scoreLogs.reason, '推荐会员成交返利')));
    expect(rows).toMatchObject([{ kind: 'points', change: 5, balance: before + 5, orderId }]);

    const token = (await login(t, stranger)).token;
    const rebates = await get<Page<ScoreLog>>(t, '/api/user/rebate/page', { token });
    expect(rebates.data).toMatchObject({ total: 1, list: [{ change: 5, reason: '推荐会员成交返利', orderId }] });
    // The seller and the buyer have no rebates of their own; the buyer's own points log shows the trade, not the rebate.
    expect((await get<Page<ScoreLog>>(t, '/api/user/rebate/page', { token: b.token })).data.total).toBe(0);
    // The buyer's deals: their demo history (server/src/db/seed-deals.ts) and this one.
    const [buyerRow] = await t.db.select({ dealTimes: users.dealTimes }).from(users).where(eq(users.id, b.id));
    expect((await recommend(token)).data).toMatchObject({ rebateTotal: 5, referralTrade: 5, members: { total: 1, list: [{ userName: b.name, dealTimes: buyerRow!.dealTimes }] } });
  });
});

describe('my referred members (GET /api/user/myRecommend)', () => {
  it('lists only my referrals, newest first, with my invite link', async () => {
    const mine = await recommend(s.token);
    expect(mine.code, mine.msg).toBe(200);
    // The demo data: 集邮新人 and 待认证用户 registered through 金陵藏家's link.
    expect(mine.data).toMatchObject({ memberId: s.id, invitePath: `/register?inviter=${s.id}`, referralTrade: 5, rebateTotal: 0 });
    expect(mine.data.members.total).toBe(2);
    expect(mine.data.members.list.map((m) => m.userName)).toEqual(['待认证用户', '集邮新人']);
    expect((await recommend(b.token)).data.members).toMatchObject({ total: 0, list: [] });
    expect((await recommend(s.token, '?pageNo=2&pageSize=10')).data.members.list).toEqual([]);
    expect((await recommend(s.token, '?pageSize=20')).data.members.pageSize).toBe(20);
  });

  it('refuses bad paging; not logged in is 401', async () => {
    for (const query of ['?pageSize=30', '?pageNo=0', '?pageNo=x']) {
      expect((await recommend(s.token, query)).status, query).toBe(400);
      expect((await get(t, `/api/user/rebate/page${query}`, { token: s.token })).status, query).toBe(400);
    }
    expect((await recommend(undefined)).status).toBe(401);
    expect((await get(t, '/api/user/rebate/page')).status).toBe(401);
  });
});
