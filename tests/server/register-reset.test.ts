import type { LoginReply } from '../../src/api/contracts/auth';
import { ApiCode } from '../../src/api/contracts/envelope';
import { messages } from '../../src/api/contracts/messages';
import { buildTestApp, freshCode, get, login, post, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('POST /api/login/register', () => {
  it('creates a member with a verified phone and logs them in', async () => {
    const code = await freshCode(t, '+8613911112222', 'register');
    const reply = await post<LoginReply>(t, '/api/login/register', { phone: '139-1111-2222', code, userName: '新会员', password: 'stamp2026' });
    expect(reply).toMatchObject({ code: 200, msg: messages.registered });
    expect(reply.data.userinfo).toMatchObject({ userName: '新会员', phone: '13911112222', levelId: 1, checkPhone: true, checkAuth: false, balance: 0 });
    expect((await get(t, '/api/user/info', { token: reply.data.token })).code).toBe(200);
    expect((await login(t, '新会员', 'stamp2026')).userinfo.userName).toBe('新会员');
  });

  it('refuses a taken user name with its own message (the code stays usable)', async () => {
    const code = await freshCode(t, '13911113333', 'register');
    const taken = await post(t, '/api/login/register', { phone: '13911113333', code, userName: '金陵藏家', password: 'stamp2026' });
    expect(taken).toMatchObject({ code: ApiCode.conflict, msg: messages.userNameTaken });
    expect((await post(t, '/api/login/register', { phone: '13911113333', code, userName: '另一个名字', password: 'stamp2026' })).code).toBe(200);
  });

  it.each([
    [{ phone: '13911114444', code: '123456', userName: 'a', password: 'stamp2026' }, messages.userNameRule],
    [{ phone: '13911114444', code: '123456', userName: '合法名字', password: 'short' }, messages.passwordRule],
    [{ phone: '13911114444', code: '123456', userName: '合法名字', password: 'onlyletters' }, messages.passwordRule],
    [{ phone: '13911114444', code: '', userName: '合法名字', password: 'stamp2026' }, messages.fillSmsCode],
    [{ phone: '13911114444', code: '12ab56', userName: '合法名字', password: 'stamp2026' }, messages.codeWrong],
    [{ phone: 'abc', code: '123456', userName: '合法名字', password: 'stamp2026' }, messages.phoneFormatWrong],
  ])('refuses %j', async (body, msg) => {
    expect(await post(t, '/api/login/register', body)).toMatchObject({ code: 400, msg });
  });
});

describe('POST /api/login/checkCode (phone verification, login step 2)', () => {
  it('marks the phone verified for the logged-in member', async () => {
    const { token, checkPhone } = await login(t, '集邮新人');
    expect(checkPhone).toBe(false);
    const code = await freshCode(t, '13800000001', 'verifyPhone', { token });
    expect(await post(t, '/api/login/checkCode', { phone: '13800000001', code }, { token })).toMatchObject({
      code: 200,
      msg: messages.phoneVerified,
      data: { checkPhone: true, checkAuth: false },
    });
    expect((await get<{ checkPhone: boolean }>(t, '/api/user/info', { token })).data.checkPhone).toBe(true);
  });

  it('needs a login, and refuses another member\u2019s phone', async () => {
    expect((await post(t, '/api/login/checkCode', { phone: '13800000001', code: '123456' })).code).toBe(ApiCode.notLoggedIn);
    const { token } = await login(t, '待认证用户');
    expect(await post(t, '/api/login/checkCode', { phone: '13800000002', code: '123456' }, { token })).toMatchObject({ code: 409, msg: messages.phoneTaken });
  });
});

describe('forgotten password', () => {
  it('proves the phone, resets once with the ticket, and ends old sessions', async () => {
    const phone = '13800000004';
    const old = await login(t, phone);
    const code = await freshCode(t, phone, 'forget');
    const step1 = await post<{ resetTicket: string; userName: string }>(t, '/api/user/checkOldUser', { phone, code, type: 'forget' });
    expect(step1).toMatchObject({ code: 200, data: { userName: '华夏邮社' } });
    const { resetTicket } = step1.data;
    expect(await post(t, '/api/login/resetPassword', { resetTicket, password: 'newpass99' })).toMatchObject({ code: 200, msg: messages.passwordReset });
    expect((await post(t, '/api/login/resetPassword', { resetTicket, password: 'again99x' })).msg).toBe(messages.resetTicketInvalid);
    expect((await get(t, '/api/user/info', { token: old.token })).code).toBe(ApiCode.sessionRevoked);
    expect((await post(t, '/api/login', { username: phone, password: 'demo1234' })).msg).toBe(messages.wrongCredentials);
    expect((await login(t, phone, 'newpass99')).userinfo.userName).toBe('华夏邮社');
  });

  it('refuses an expired ticket (15 minutes)', async () => {
    const phone = '13800000005';
    const code = await freshCode(t, phone, 'forget');
    const { data } = await post<{ resetTicket: string }>(t, '/api/user/checkOldUser', { phone, code, type: 'forget' });
    t.clock.advance(16 * 60_000);
    expect(await post(t, '/api/login/resetPassword', { resetTicket: data.resetTicket, password: 'newpass99' })).toMatchObject({
      code: 400,
      msg: messages.resetTicketInvalid,
    });
  });

  it('refuses an unknown phone, a wrong code and a made-up ticket', async () => {
    expect((await post(t, '/api/user/checkOldUser', { phone: '13922223333', code: '123456', type: 'forget' })).msg).toBe(messages.phoneNotRegistered);
    expect((await post(t, '/api/user/checkOldUser', { phone: '13800000006', code: '123456', type: 'register' })).code).toBe(400);
    expect((await post(t, '/api/login/resetPassword', { resetTicket: 'made-up', password: 'newpass99' })).msg).toBe(messages.resetTicketInvalid);
    expect((await post(t, '/api/login/resetPassword', { resetTicket: 'made-up', password: 'x' })).msg).toBe(messages.passwordRule);
  });
});
