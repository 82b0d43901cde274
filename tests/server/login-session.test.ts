import { ApiCode } from '../../src/api/contracts/envelope';
import { messages } from '../../src/api/contracts/messages';
import { buildTestApp, demoAccounts, get, login, post, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const [newbie, xiaowang, jinling, , , , , pending] = demoAccounts;

describe('POST /api/login', () => {
  it('logs in by phone and by user name with the login reply of the contract', async () => {
    const byPhone = await post<{ token: string; userinfo: { userName: string; balance: number; goldCoin: number } }>(t, '/api/login', {
      username: jinling!.phone,
      password: 'demo1234',
    });
    expect(byPhone).toMatchObject({ code: 200, msg: messages.loginSucceeded, status: 200 });
    expect(byPhone.data.token).toMatch(/^[\w-]{40,}$/);
    expect(byPhone.data.userinfo).toMatchObject({ userName: '金陵藏家', balance: 5_000_000, goldCoin: 1200 });
    const byName = await login(t, '金陵藏家');
    expect(byName.userinfo.phone).toBe(jinling!.phone);
    expect(byName.token).not.toBe(byPhone.data.token);
  });

  it('reports phone and authentication checks for the login steps', async () => {
    expect(await login(t, newbie!.phone)).toMatchObject({ checkPhone: false, checkAuth: false });
    expect(await login(t, pending!.phone)).toMatchObject({ checkPhone: true, checkAuth: false });
    expect(await login(t, xiaowang!.phone)).toMatchObject({ checkPhone: true, checkAuth: true, agent: 0 });
    expect(await login(t, '代理人老李')).toMatchObject({ agent: 1 });
  });

  it.each([
    [{}, messages.enterAccount],
    [{ username: '', password: 'x' }, messages.enterAccount],
    [{ username: '金陵藏家', password: '' }, messages.enterPassword],
    [{ username: 123, password: 'demo1234' }, messages.enterAccount],
    [{ username: '金陵藏家', password: ['demo1234'] }, messages.enterPassword],
    // The contract's string error covers its max(40) too.
    [{ username: 'x'.repeat(41), password: 'demo1234' }, messages.enterAccount],
  ])('refuses %j with 400 and a Chinese message', async (body, msg) => {
    const reply = await post(t, '/api/login', body);
    expect(reply).toMatchObject({ code: ApiCode.badRequest, msg, data: null, status: 400 });
  });

  it('refuses a wrong password and an unknown account with the same message', async () => {
    const wrong = await post(t, '/api/login', { username: '邮友小王', password: 'nope12345' });
    const unknown = await post(t, '/api/login', { username: '没有这个人', password: 'nope12345' });
    expect(wrong).toMatchObject({ code: 400, msg: messages.wrongCredentials });
    expect(unknown).toMatchObject({ code: 400, msg: messages.wrongCredentials });
  });

  it('locks login for 15 minutes after 5 wrong passwords within 15 minutes', async () => {
    const account = '老周邮票';
    for (let i = 0; i < 4; i++) expect((await post(t, '/api/login', { username: account, password: 'bad' })).code).toBe(400);
    const fifth = await post(t, '/api/login', { username: account, password: 'bad' });
    expect(fifth.code).toBe(400);
    // Locked now, even with the right password, and also by phone (same member).
    expect(await post(t, '/api/login', { username: account, password: 'demo1234' })).toMatchObject({ code: 429, msg: messages.loginLocked });
    expect((await post(t, '/api/login', { username: '13800000005', password: 'demo1234' })).code).toBe(429);
    t.clock.advance(14 * 60_000);
    expect((await post(t, '/api/login', { username: account, password: 'demo1234' })).code).toBe(429);
    t.clock.advance(61_000);
    expect((await post(t, '/api/login', { username: account, password: 'demo1234' })).code).toBe(200);
  });

  it('does not lock when failures are spread over more than 15 minutes', async () => {
    for (let i = 0; i < 6; i++) {
      expect((await post(t, '/api/login', { username: '华夏邮社', password: 'bad' })).code).toBe(400);
      t.clock.advance(4 * 60_000);
    }
    expect((await post(t, '/api/login', { username: '华夏邮社', password: 'demo1234' })).code).toBe(200);
  });
});

describe('sessions', () => {
  it('needs a token for member calls', async () => {
    expect(await get(t, '/api/user/info')).toMatchObject({ code: ApiCode.notLoggedIn, msg: messages.notLoggedIn, status: 401 });
    expect((await get(t, '/api/user/info', { token: 'made-up' })).code).toBe(ApiCode.notLoggedIn);
  });

  it('revokes the token on logout (406 afterwards) and logout is repeatable', async () => {
    const { token } = await login(t, '邮友小王');
    expect((await get(t, '/api/user/info', { token })).code).toBe(200);
    expect(await post(t, '/api/user/logout', { appCode: 'PC' }, { token })).toMatchObject({ code: 200, msg: messages.logoutSucceeded });
    expect(await get(t, '/api/user/info', { token })).toMatchObject({ code: ApiCode.sessionRevoked, msg: messages.sessionRevoked });
    expect((await post(t, '/api/user/logout', {}, { token })).code).toBe(200);
  });

  it('expires a session after 7 days (405)', async () => {
    const { token } = await login(t, '邮友小王');
    t.clock.advance(7 * 24 * 3_600_000 - 1000);
    expect((await get(t, '/api/user/info', { token })).code).toBe(200);
    t.clock.advance(2000);
    expect(await get(t, '/api/user/info', { token })).toMatchObject({ code: ApiCode.sessionExpired, msg: messages.sessionExpired });
  });
});
