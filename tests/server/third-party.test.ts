import type { LoginReply, ThirdAuthReply } from '../../src/api/contracts/auth';
import { ApiCode } from '../../src/api/contracts/envelope';
import { messages } from '../../src/api/contracts/messages';
import { buildTestApp, freshCode, post, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

/** Follows the development provider like the browser: start, open the authorize page, take the code from its link. */
async function authorize(kind: 'alipay' | 'wechat', person = 1): Promise<string> {
  const start = await post<{ url: string }>(t, `/api/login/third/${kind}`);
  expect(start.code).toBe(200);
  const page = await t.app.inject({ method: 'GET', url: `${start.data.url}?person=${person}` });
  expect(page.body).toContain('开发环境模拟授权');
  const href = /href="(\/register\?[^"]+)"/.exec(page.body)?.[1];
  const url = new URL(href!.replace(/&amp;/g, '&'), 'http://x');
  expect(url.searchParams.get('thirdKind')).toBe(kind);
  return url.searchParams.get('thirdAuthCode')!;
}

describe('third-party login (development provider)', () => {
  it('asks to bind an unknown identity, binds it by phone + SMS, then logs straight in', async () => {
    const first = await post<ThirdAuthReply>(t, '/api/login/third/alipay/auth', { code: await authorize('alipay') });
    expect(first.data).toMatchObject({ needBind: true, nickName: '支付宝模拟用户1' });
    if (!first.data.needBind) throw new Error('expected needBind');
    const smsCode = await freshCode(t, '13800000002', 'bind');
    const bound = await post<LoginReply>(t, '/api/login/third/bind', {
      phone: '13800000002',
      code: smsCode,
      loginType: 'alipay',
      thirdCode: first.data.thirdCode,
    });
    expect(bound).toMatchObject({ code: 200, data: { userinfo: { userName: '邮友小王' } } });
    const again = await post<ThirdAuthReply>(t, '/api/login/third/alipay/auth', { code: await authorize('alipay') });
    expect(again.data).toMatchObject({ needBind: false, userinfo: { userName: '邮友小王' } });
  });

  it('registers a new member for an unknown identity', async () => {
    const auth = await post<ThirdAuthReply>(t, '/api/login/third/wechat/auth', { code: await authorize('wechat', 2) });
    if (!auth.data.needBind) throw new Error('expected needBind');
    const code = await freshCode(t, '13933334444', 'bind');
    const body = { phone: '13933334444', code, loginType: 'wechat', thirdCode: auth.data.thirdCode, userName: '微信新邮友', password: 'wx123456' };
    const reply = await post<LoginReply>(t, '/api/login/third/register', body);
    expect(reply).toMatchObject({ code: 200, data: { userinfo: { userName: '微信新邮友', checkPhone: true } } });
    expect(await post(t, '/api/login/third/register', body)).toMatchObject({ code: ApiCode.conflict, msg: messages.thirdPartyAlreadyBound });
  });

  it('refuses a replayed, forged or wrong-kind code', async () => {
    const code = await authorize('alipay', 3);
    expect((await post(t, '/api/login/third/alipay/auth', { code })).code).toBe(200);
    expect(await post(t, '/api/login/third/alipay/auth', { code })).toMatchObject({ code: 400, msg: messages.thirdPartyUnknown });
    expect((await post(t, '/api/login/third/wechat/auth', { code: await authorize('alipay', 3) })).msg).toBe(messages.thirdPartyUnknown);
    const [body, sig] = (await authorize('alipay', 3)).split('.');
    const forged = Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(body!, 'base64url').toString()), openId: 'dev-alipay-1' })).toString('base64url');
    expect((await post(t, '/api/login/third/alipay/auth', { code: `${forged}.${sig}` })).msg).toBe(messages.thirdPartyUnknown);
  });

  it('refuses an expired code, an unknown kind and a forged bind code', async () => {
    const code = await authorize('wechat', 3);
    t.clock.advance(6 * 60_000);
    expect((await post(t, '/api/login/third/wechat/auth', { code })).msg).toBe(messages.thirdPartyUnknown);
    expect((await post(t, '/api/login/third/qq')).code).toBe(400);
    expect((await post(t, '/api/login/third/alipay/auth', {})).code).toBe(400);
    const bind = { phone: '13800000003', code: '123456', loginType: 'alipay', thirdCode: 'e30.bad' };
    expect((await post(t, '/api/login/third/bind', bind)).msg).toBe(messages.thirdPartyUnknown);
  });
});
