import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, isNotNull } from 'drizzle-orm';
import { sessions, users } from '../../server/src/db/schema';
import { ApiCode } from '../../src/api/contracts/envelope';
import { messages } from '../../src/api/contracts/messages';
import type { MemberSettings, TraderDisclosure } from '../../src/api/contracts/security';
import type { CreditLine, TraderHomepage } from '../../src/api/contracts/trade';
import { buildTestApp, demoPassword, get, login, post, type TestApp } from './helpers';
import { buyer, completedOrder, seller, trader } from './trade-helpers';

/**
 * Account security (/person/dashboard): the login password change ends every other session and the old password
 * with it; the two privacy settings decide what the trader homepage shows others.
 */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const modify = (token: string | undefined, body: unknown) => post(t, '/api/user/pwd/modify', body, token ? { token } : {});
const hashOf = async (name: string) => (await t.db.select({ h: users.passwordHash }).from(users).where(eq(users.userName, name)))[0]!.h;
const revokedCount = async (userId: number) =>
  (await t.db.select({ id: sessions.id }).from(sessions).where(and(eq(sessions.userId, userId), isNotNull(sessions.revokedAt)))).length;

describe('changing the login password', () => {
  it('stores the new password, keeps the calling session and revokes every other one', async () => {
    const name = '邮友小王';
    const here = await login(t, name);
    const elsewhere = await login(t, '13800000002');
    // 华夏邮社's session must not be touched by 邮友小王's change.
    const other = await login(t, '华夏邮社');
    const changed = await modify(here.token, { oldPassword: demoPassword, newPassword: 'newpass99' });
    expect([changed.status, changed.msg]).toEqual([200, messages.loginPasswordChanged]);

    expect((await get(t, '/api/user/info', { token: here.token })).code).toBe(200);
    expect(await get(t, '/api/user/info', { token: elsewhere.token })).toMatchObject({ status: 406, code: ApiCode.sessionRevoked, msg: messages.sessionRevoked });
    expect((await get(t, '/api/user/info', { token: other.token })).code).toBe(200);
    expect(await revokedCount(other.userinfo.id)).toBe(0);

    // The old password was verified (and remembered) at both logins above; it is not right any more anywhere.
    expect(await post(t, '/api/login', { username: name, password: demoPassword })).toMatchObject({ status: 400, msg: messages.wrongCredentials });
    expect((await modify(here.token, { oldPassword: demoPassword, newPassword: 'another77' })).msg).toBe(messages.oldPasswordWrong);
    const again = await login(t, name, 'newpass99');
    expect(again.userinfo.id).toBe(here.userinfo.id);
    // Changing back from the new session revokes the first one, which is now "another session".
    expect((await modify(again.token, { oldPassword: 'newpass99', newPassword: 'demo5678' })).code).toBe(200);
    expect((await get(t, '/api/user/info', { token: here.token })).code).toBe(ApiCode.sessionRevoked);
    expect((await get(t, '/api/user/info', { token: again.token })).code).toBe(200);
  });

  it('refuses each bad input with its message and changes nothing', async () => {
    const me = await login(t, '老周邮票');
    const before = await hashOf('老周邮票');
    const cases: [unknown, string][] = [
      [{ newPassword: 'abc12345' }, messages.enterPassword],
      [{ oldPassword: '', newPassword: 'abc12345' }, messages.enterPassword],
      [{ oldPassword: demoPassword }, messages.enterPassword],
      [{ oldPassword: demoPassword, newPassword: '' }, messages.enterPassword],
      [{ oldPassword: demoPassword, newPassword: '12345678' }, messages.passwordRule],
      [{ oldPassword: demoPassword, newPassword: 'abc1' }, messages.passwordRule],
      [{ oldPassword: demoPassword, newPassword: 'abcdefgh1234567890123' }, messages.passwordRule],
      [{ oldPassword: demoPassword, newPassword: demoPassword }, messages.newPasswordSameAsOld],
      [{ oldPassword: 'wrong111', newPassword: 'abc12345' }, messages.oldPasswordWrong],
      [{ oldPassword: 7, newPassword: 'abc12345' }, messages.enterPassword],
    ];
    for (const [body, msg] of cases) expect(await modify(me.token, body), JSON.stringify(body)).toMatchObject({ status: 400, msg });
    expect(await hashOf('老周邮票')).toBe(before);
    expect(await revokedCount(me.userinfo.id)).toBe(0);
    expect((await modify(undefined, { oldPassword: demoPassword, newPassword: 'abc12345' })).status).toBe(401);
  });

  it('counts wrong old passwords on the account’s login lock', async () => {
    const me = await login(t, '代理人老李');
    for (let i = 0; i < 5; i++) expect((await modify(me.token, { oldPassword: `wrong${i}abc`, newPassword: 'abc12345' })).msg).toBe(messages.oldPasswordWrong);
    expect(await modify(me.token, { oldPassword: demoPassword, newPassword: 'abc12345' })).toMatchObject({ status: 429, msg: messages.loginLocked });
    expect(await post(t, '/api/login', { username: '代理人老李', password: demoPassword })).toMatchObject({ status: 429 });
    // The lock passes after its 15 minutes; then the right password changes it.
    t.clock.advance(16 * 60_000);
    expect((await modify(me.token, { oldPassword: demoPassword, newPassword: 'abc12345' })).code).toBe(200);
  });
});

describe('the privacy settings', () => {
  const settings = async (token: string) => (await get<MemberSettings>(t, '/api/user/setting', { token })).data;
  const homepage = async (id: number) => (await get<TraderHomepage & TraderDisclosure>(t, `/api/anon/trade/homepage/${id}`)).data;

  it('start as amounts shown and credit hidden, and decide what the trader homepage shows', async () => {
    const s = await trader(t, seller);
    const b = await trader(t, buyer);
    expect(await settings(s.token)).toEqual({ tradeAmount: true, creditDisclosure: false });
    const before = await homepage(s.id);
    expect(before.creditLine).toBeNull();
    await completedOrder(t, s, b, 12_345);
    const after = await homepage(s.id);
    expect(after.tradeAmount).toBe(before.tradeAmount! + 12_345);

    const hidden = await post<MemberSettings>(t, '/api/user/setting/tradeAmount', { open: false }, { token: s.token });
    expect([hidden.msg, hidden.data]).toEqual([messages.settingSaved, { tradeAmount: false, creditDisclosure: false }]);
    expect((await homepage(s.id)).tradeAmount).toBeNull();

    const shown = await post<MemberSettings>(t, '/api/user/setting/creditDisclosure', { open: true }, { token: s.token });
    expect(shown.data).toEqual({ tradeAmount: false, creditDisclosure: true });
    const credit = (await homepage(s.id)).creditLine;
    expect(credit).toEqual((await get<CreditLine>(t, '/api/creditLine/info', { token: s.token })).data);
    expect(await settings(s.token)).toEqual({ tradeAmount: false, creditDisclosure: true });

    // The buyer's own settings and homepage did not move.
    expect(await settings(b.token)).toEqual({ tradeAmount: true, creditDisclosure: false });
    expect((await homepage(b.id)).tradeAmount).toBeGreaterThanOrEqual(12_345);
    expect((await homepage(b.id)).creditLine).toBeNull();

    await post(t, '/api/user/setting/tradeAmount', { open: true }, { token: s.token });
    expect((await homepage(s.id)).tradeAmount).toBe(after.tradeAmount);
  });

  it('refuses a body without a boolean, and visitors', async () => {
    const me = await login(t, '华夏邮社');
    for (const body of [{}, { open: 'true' }, { open: 1 }, { open: null }]) {
      for (const name of ['tradeAmount', 'creditDisclosure']) {
        expect(await post(t, `/api/user/setting/${name}`, body, { token: me.token })).toMatchObject({ status: 400, msg: messages.invalidRequest });
      }
    }
    expect(await settings(me.token)).toEqual({ tradeAmount: true, creditDisclosure: false });
    expect((await post(t, '/api/user/setting/tradeAmount', { open: false })).status).toBe(401);
    expect((await post(t, '/api/user/setting/creditDisclosure', { open: true })).status).toBe(401);
    expect((await get(t, '/api/user/setting')).status).toBe(401);
    expect((await post(t, '/api/user/setting/somethingElse', { open: true }, { token: me.token })).status).toBe(404);
  });
});
